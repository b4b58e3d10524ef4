import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatistics } from '@/contract/applications';
import { applicationStatisticsQueryOptions } from '@/queries/applications';
import { ErrorCard } from '@/app/shell/ErrorCard';
import '@/app/ui/primitives.css';

const CARDS = ['total', 'accepted', 'waitlisted', 'applied'] as const;

const countOf = (statistics: ApplicationStatistics, card: (typeof CARDS)[number]) =>
  card === 'total' ? statistics.total_applications : statistics[card];

/**
 * SPEC §2: the four statistics cards (total, accepted, waitlisted, applied) of the NGO's
 * applications, or of the filtered event's. Each opens the table at its status, as the
 * administrator's dashboard cards open the moderation list at theirs.
 */
export function ApplicationStatisticsCards({ eventId }: { eventId?: number }) {
  const { t } = useTranslation();
  const statistics = useQuery(applicationStatisticsQueryOptions(eventId));

  if (statistics.isError && !statistics.data) {
    return (
      <ErrorCard message={t('applications.statistics.failed')} retry={{ onRetry: () => void statistics.refetch(), busy: statistics.isFetching }} />
    );
  }
  return (
    <ul className="stat-cards applications-statistics" aria-label={t('applications.statistics.label')} aria-busy={statistics.isFetching || undefined}>
      {CARDS.map((card) => (
        <li key={card}>
          <Link
            to="/applications"
            search={(current) => ({ ...current, status: card === 'total' ? undefined : card, page: undefined })}
            className={`stat-card applications-statistics__card applications-statistics__card--${card}`}
          >
            <span className="stat-card__count">{statistics.data ? countOf(statistics.data, card) : '…'}</span>
            <span className="stat-card__label">{t(`applications.statistics.${card}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
