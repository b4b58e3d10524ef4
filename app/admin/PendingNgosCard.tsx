import { useQuery } from '@tanstack/react-query';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminNgo } from '../../contract/accounts';
import { adminNgosQueryOptions, useApproveNgo } from '../../queries/adminNgos';
import { apiErrorMessage } from '../errors/apiErrorMessage';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toast';

/**
 * Admin dashboard: the NGOs whose registration waits for approval (SPEC §4: registered NGOs wait
 * for admin approval), with everything the administrator needs to decide and an Approve button.
 */
export function PendingNgosCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const ngos = useQuery(adminNgosQueryOptions('pending'));
  const approveNgo = useApproveNgo();
  const [confirming, setConfirming] = useState<AdminNgo | null>(null);
  const titleRef = useRef<HTMLSpanElement>(null);
  // The approved NGO's button had focus and leaves with its row: focus then goes to the card title.
  const focusTitleWhenGone = useRef<number | null>(null);

  useEffect(() => {
    const approvedId = focusTitleWhenGone.current;
    if (approvedId === null || confirming !== null) return;
    if (ngos.data?.some((ngo) => ngo.id === approvedId)) return;
    focusTitleWhenGone.current = null;
    titleRef.current?.focus();
  }, [confirming, ngos.data]);

  async function approve(ngo: AdminNgo) {
    const name = ngo.organization_name;
    try {
      await approveNgo.mutateAsync(ngo.id);
      focusTitleWhenGone.current = ngo.id;
      toast.success(t('admin.pendingNgos.approved', { name }));
    } catch (error) {
      toast.error(apiErrorMessage(error, t, t('admin.pendingNgos.approveFailed')));
    }
    setConfirming(null);
  }

  return (
    <Card
      className="pending-ngos"
      title={
        <span ref={titleRef} tabIndex={-1}>
          {t('admin.pendingNgos.title')}
        </span>
      }
    >
      {ngos.data ? (
        ngos.data.length === 0 ? (
          <EmptyState title={t('admin.pendingNgos.empty')} />
        ) : (
          <ul className="pending-ngos__list">
            {ngos.data.map((ngo) => (
              <PendingNgo key={ngo.id} ngo={ngo} onApprove={setConfirming} />
            ))}
          </ul>
        )
      ) : ngos.isError ? (
        <div className="pending-ngos__error">
          <p role="alert">{t('admin.pendingNgos.loadFailed')}</p>
          <Button variant="secondary" busy={ngos.isFetching} onClick={() => void ngos.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('admin.pendingNgos.loading')} />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.pendingNgos.confirmTitle')}
        message={confirming && t('admin.pendingNgos.confirmMessage', { name: confirming.organization_name })}
        confirmLabel={t('admin.pendingNgos.approve')}
        busy={approveNgo.isPending}
        onConfirm={() => confirming && void approve(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}

function PendingNgo({ ngo, onApprove }: { ngo: AdminNgo; onApprove: (ngo: AdminNgo) => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const name = ngo.organization_name;
  const offerings = ngo.organization_offerings.map((code) => t(`register.offerings.${code}`));

  return (
    <li className="pending-ngos__item">
      <article className="pending-ngo" aria-labelledby={headingId}>
        <header className="pending-ngo__header">
          <h3 id={headingId} className="pending-ngo__name">
            {name}
          </h3>
          {/* The name in the button's name tells several Approve buttons apart. */}
          <Button size="small" aria-label={t('admin.pendingNgos.approveNamed', { name })} onClick={() => onApprove(ngo)}>
            {t('admin.pendingNgos.approve')}
          </Button>
        </header>
        <dl className="pending-ngo__facts">
          <Fact label={t('admin.pendingNgos.fields.contactPerson')}>
            {t('admin.pendingNgos.fullName', {
              first: ngo.contact_person_first_name,
              last: ngo.contact_person_last_name,
            })}
          </Fact>
          <Fact label={t('admin.pendingNgos.fields.email')}>
            <a href={`mailto:${ngo.contact_person_email}`}>{ngo.contact_person_email}</a>
          </Fact>
          <Fact label={t('admin.pendingNgos.fields.phone')}>
            <a href={`tel:${ngo.contact_person_phone}`}>{readablePhone(ngo.contact_person_phone)}</a>
          </Fact>
          <Fact label={t('admin.pendingNgos.fields.website')}>
            {/* SPEC §5 already demands http(s); an NGO's own text never becomes another kind of link. */}
            {/^https?:\/\//i.test(ngo.website) ? (
              <a href={ngo.website} target="_blank" rel="noopener noreferrer">
                {ngo.website}
              </a>
            ) : (
              ngo.website
            )}
          </Fact>
          <Fact label={t('admin.pendingNgos.fields.registrationNumber')}>{ngo.registration_number}</Fact>
          <Fact label={t('admin.pendingNgos.fields.operatingCountries')}>{ngo.operating_countries}</Fact>
          <Fact label={t('admin.pendingNgos.fields.offerings')}>
            {offerings.length > 0
              ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(offerings)
              : t('admin.pendingNgos.noOfferings')}
          </Fact>
          <Fact label={t('admin.pendingNgos.fields.registered')}>
            <time dateTime={ngo.created}>
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(ngo.created),
              )}
            </time>
          </Fact>
        </dl>
      </article>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pending-ngo__fact">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

/** '+38641987654' → '+386 41 987 654'; a number libphonenumber cannot read is shown as stored. */
function readablePhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
