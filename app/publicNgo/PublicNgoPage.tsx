import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicNgo } from '@/contract/publicNgos';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { publicNgoQueryOptions } from '@/queries/publicNgos';
import { PublicNgoReach } from './PublicNgoReach';
import { ParagraphsOf } from '@/app/ui/ParagraphsOf';
import { UpcomingEvents } from './UpcomingEvents';
import '@/app/ui/primitives.css';
import './publicNgo.css';

/**
 * Issue 15, point 5: what a volunteer reads about an organisation before applying (#/ngos/{id}):
 * its name, figures, about and history, the social links and contacts it published, and its
 * upcoming events, and its gallery (issue 16, composed by the route). The route's loader has the NGO in the cache before this renders.
 */
export function PublicNgoPage({ ngoId, page, gallery }: { ngoId: number; page: number | undefined; gallery?: ReactNode }) {
  const { t } = useTranslation();
  const ngo = useSuspenseQuery(publicNgoQueryOptions(ngoId)).data;
  const titleId = useId();
  const hasTexts = ngo.about.trim() !== '' || ngo.history.trim() !== '';

  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <article className="public-ngo" aria-labelledby={titleId}>
        <h1 id={titleId} className="public-ngo__title">
          {ngo.name}
        </h1>
        <PublicNgoFigures ngo={ngo} />
        <div className="public-ngo__columns">
          <div className="public-ngo__texts">
            {ngo.about.trim() !== '' && <TextSection title={t('publicNgo.about')} text={ngo.about} />}
            {ngo.history.trim() !== '' && <TextSection title={t('publicNgo.history')} text={ngo.history} />}
            {!hasTexts && <p className="public-ngo__muted">{t('publicNgo.noTexts')}</p>}
          </div>
          <PublicNgoReach links={ngo.social_links} contacts={ngo.contacts} />
        </div>
        <UpcomingEvents ngoId={ngoId} page={page} />
        {gallery}
      </article>
    </PublicLayout>
  );
}

/** SPEC §9: the average to 1 decimal with how many ratings, or "No ratings yet"; volunteers and events. */
function PublicNgoFigures({ ngo }: { ngo: PublicNgo }) {
  const { t, i18n } = useTranslation();
  const rating =
    ngo.avg_rating === null || ngo.total_ratings === 0
      ? null
      : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ngo.avg_rating);
  return (
    <ul className="stat-cards public-ngo__figures" aria-label={t('publicNgo.figures.label')}>
      <li className="stat-card stat-card--total">
        {rating === null ? (
          <span className="stat-card__count public-ngo__no-ratings">{t('publicNgo.figures.noRatings')}</span>
        ) : (
          <span className="stat-card__count">{rating}</span>
        )}
        <span className="stat-card__label">
          {t('publicNgo.figures.rating')}
          {rating !== null && ` · ${t('publicNgo.figures.ratings', { count: ngo.total_ratings })}`}
        </span>
      </li>
      <li className="stat-card stat-card--approved">
        <span className="stat-card__count">{ngo.volunteer_count}</span>
        <span className="stat-card__label">{t('publicNgo.figures.volunteers')}</span>
      </li>
      <li className="stat-card stat-card--pending">
        <span className="stat-card__count">{ngo.event_count}</span>
        <span className="stat-card__label">{t('publicNgo.figures.events')}</span>
      </li>
    </ul>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section className="public-ngo__section" aria-labelledby={id}>
      <h2 id={id} className="public-ngo__section-title">
        {title}
      </h2>
      <ParagraphsOf text={text} className="public-ngo__text" />
    </section>
  );
}
