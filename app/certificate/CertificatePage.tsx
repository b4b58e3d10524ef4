import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@/contract/certificate';
import { CERTIFICATE_PAGE_SIZE } from '@/contract/limits';
import { certificateQueryOptions } from '@/queries/certificate';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { Button } from '@/app/ui/Button';
import { dateTimeFormat } from '@/app/ui/dateTimeFormat';
import { EmptyState } from '@/app/ui/EmptyState';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { formatEventDay } from '@/app/eventParts/eventDateFormats';
import '@/app/ui/primitives.css';
import './certificate.css';

/**
 * Issue 17, point 3 and decision 11: #/volunteer/certificate, the volunteer's verified
 * participations (attendance the NGOs confirmed): the name, the day issued, the totals over all of
 * them (XP attendance awarded, hours, count) and a table of 20 a page (`?page=`), with how many
 * more there are. Print prints what is on screen on one A4 page (certificate.css), without the
 * navbar, the buttons and the pager.
 */
export function CertificatePage({ page }: { page: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/volunteer/certificate' });
  const title = t('certificate.title');
  useDocumentTitle(title);
  // NGOs confirm attendance meanwhile: each visit asks again while the cached certificate shows.
  const certificate = useQuery({ ...certificateQueryOptions(page ?? 1), placeholderData: keepPreviousData, staleTime: 0 });

  const showPage = useCallback((next: number | undefined) => void navigate({ search: { page: next }, replace: true }), [navigate]);
  const { pages, pastTheEnd } = usePages({
    page: page ?? 1,
    total: certificate.data?.count ?? 0,
    pageSize: CERTIFICATE_PAGE_SIZE,
    settled: certificate.data !== undefined && !certificate.isPlaceholderData,
    onPage: showPage,
  });
  const hasRows = (certificate.data?.count ?? 0) > 0;

  return (
    <div className="certificate-page">
      <header className="events-page__header certificate-page__header">
        <h1 className="events-page__title">{title}</h1>
        {hasRows && (
          <Button className="certificate-page__print" onClick={() => window.print()}>
            {t('certificate.print')}
          </Button>
        )}
      </header>
      {certificate.isError && !certificate.data ? (
        <ErrorCard message={t('certificate.loadFailed')} retry={{ onRetry: () => void certificate.refetch(), busy: certificate.isFetching }} />
      ) : !certificate.data || pastTheEnd ? (
        <Spinner label={t('common.loading')} />
      ) : !hasRows ? (
        <EmptyState
          title={t('certificate.empty.title')}
          text={t('certificate.empty.text')}
          action={
            <Link to="/explore" className="button button--primary button--medium">
              {t('volunteerArea.explore')}
            </Link>
          }
        />
      ) : (
        <>
          <CertificateDocument certificate={certificate.data} page={page ?? 1} stale={certificate.isPlaceholderData} />
          <Pager page={page ?? 1} pages={pages} onPage={(next) => showPage(next > 1 ? next : undefined)} />
        </>
      )}
    </div>
  );
}

/** The certificate itself, what a print shows: who, when issued, the totals, one page of participations. */
function CertificateDocument({ certificate, page, stale }: { certificate: Certificate; page: number; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const captionId = useId();
  const whole = new Intl.NumberFormat(i18n.language);
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const from = (page - 1) * CERTIFICATE_PAGE_SIZE + 1;
  const to = from + certificate.results.length - 1;
  const more = certificate.count - to;

  return (
    <article className="certificate" aria-labelledby={nameId} aria-busy={stale}>
      <p className="certificate__product">{t('common.productName')}</p>
      <p className="certificate__certifies">{t('certificate.certifies')}</p>
      <p id={nameId} className="certificate__name">
        {certificate.full_name}
      </p>
      <p className="certificate__statement">{t('certificate.statement')}</p>
      <p className="certificate__issued">
        {t('certificate.issued', { date: dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date()) })}
      </p>
      <dl className="certificate__totals">
        <div>
          <dt>{t('certificate.totals.xp')}</dt>
          <dd>{whole.format(certificate.total_xp)}</dd>
        </div>
        <div>
          <dt>{t('certificate.totals.hours')}</dt>
          <dd>{hours.format(certificate.total_hours)}</dd>
        </div>
        <div>
          <dt>{t('certificate.totals.participations')}</dt>
          <dd>{whole.format(certificate.count)}</dd>
        </div>
      </dl>
      <div className="certificate__table-frame" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="certificate__table">
          <caption id={captionId}>
            {t('certificate.table.caption')}
            {certificate.count > certificate.results.length && (
              <span className="certificate__range"> · {t('certificate.table.range', { from, to, count: certificate.count })}</span>
            )}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('certificate.table.event')}</th>
              <th scope="col">{t('certificate.table.organiser')}</th>
              <th scope="col">{t('certificate.table.date')}</th>
              <th scope="col" className="certificate__number">
                {t('certificate.table.hours')}
              </th>
              <th scope="col" className="certificate__number">
                {t('certificate.table.xp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {certificate.results.map((participation) => (
              <tr key={participation.application_id}>
                <th scope="row">
                  <span className="certificate__cell-name">{participation.event_name}</span>
                </th>
                <td>
                  <span className="certificate__cell-name">{participation.ngo_name}</span>
                </td>
                <td className="certificate__date">{formatEventDay(participation.start, i18n.language, participation.time_zone)}</td>
                <td className="certificate__number">{hours.format(participation.hours)}</td>
                <td className="certificate__number">{whole.format(participation.xp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className="certificate__more">{t('certificate.more', { count: more })}</p>}
    </article>
  );
}

/** The page could not be shown at all (the certificate shows its own load failure): the words and a retry. */
export function CertificateError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const title = t('certificate.title');
  useDocumentTitle(title);
  const message = t('certificate.loadFailed');
  return <ErrorCard title={title} message={message} cause={apiErrorMessage(error, t, message)} retry="route" />;
}
