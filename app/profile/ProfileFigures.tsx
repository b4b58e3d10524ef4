import { useTranslation } from 'react-i18next';
import type { NgoProfile } from '@/contract/profile';
import '@/app/ui/primitives.css';

type Figure = 'volunteers' | 'events' | 'totalXp' | 'avgRating' | 'totalRatings';
const FIGURES: readonly Figure[] = ['volunteers', 'events', 'totalXp', 'avgRating', 'totalRatings'];

/**
 * SPEC §2 /profile stats: volunteers, events, total XP, average rating with 1 decimal (SPEC §9)
 * and total ratings, each a card as on /applications; numbers in the reader's language ("4,5" in
 * Slovenian). What each counts: docs/decisions/people-and-profiles.md, "NGO profile: contract and figures".
 */
export function ProfileFigures({ profile }: { profile: NgoProfile }) {
  const { t, i18n } = useTranslation();
  const whole = new Intl.NumberFormat(i18n.language);
  const oneDecimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const valueOf = (figure: Figure): string => {
    switch (figure) {
      case 'volunteers':
        return whole.format(profile.volunteer_count);
      case 'events':
        return whole.format(profile.event_count);
      case 'totalXp':
        return whole.format(profile.total_xp);
      case 'avgRating':
        return profile.avg_rating === null ? t('profile.figures.noRatings') : oneDecimal.format(profile.avg_rating);
      case 'totalRatings':
        return whole.format(profile.total_ratings);
    }
  };

  return (
    <ul className="stat-cards profile-figures" aria-label={t('profile.figures.label')}>
      {FIGURES.map((figure) => {
        const none = figure === 'avgRating' && profile.avg_rating === null;
        return (
          <li key={figure} className={`stat-card profile-figures__card profile-figures__card--${figure}`}>
            <span className={none ? 'stat-card__count profile-figures__none' : 'stat-card__count'}>{valueOf(figure)}</span>
            <span className="stat-card__label">{t(`profile.figures.${figure}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
