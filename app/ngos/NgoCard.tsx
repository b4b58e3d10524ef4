import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NgoStatus } from '@/contract/accounts';
import { canApproveNgo, canSuspendNgo, type AdminNgoOverview } from '@/contract/admin';
import { EVENT_STATUSES } from '@/contract/events';
import { Badge, type BadgeTone } from '@/app/ui/Badge';
import { Button } from '@/app/ui/Button';
import { formatDateTime } from '@/app/ui/dateTimeFormat';
import { readablePhone } from '@/app/ui/readablePhone';

/** The colour only repeats the words. */
const STATUS_TONES: Record<NgoStatus, BadgeTone> = { pending: 'warning', approved: 'success', suspended: 'danger' };

export type NgoAction = 'approve' | 'suspend';

interface NgoCardProps {
  ngo: AdminNgoOverview;
  /** The administrator chose an action; the page asks for confirmation. */
  onAction: (ngo: AdminNgoOverview, action: NgoAction) => void;
}

/**
 * One NGO in NGO management (SPEC §1 planned features): its status, the contact details to reach
 * it, its figures, and approve or suspend as its status allows.
 */
export function NgoCard({ ngo, onAction }: NgoCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const name = ngo.organization_name;
  const offerings = ngo.organization_offerings.map((code) => t(`register.offerings.${code}`));
  const { figures } = ngo;

  return (
    <article className="ngo-card" aria-labelledby={headingId}>
      <header className="ngo-card__header">
        <div className="ngo-card__heading">
          <h2 id={headingId} className="ngo-card__name">
            {name}
          </h2>
          <Badge tone={STATUS_TONES[ngo.status]}>{t(`admin.ngos.status.${ngo.status}`)}</Badge>
        </div>
        <div className="ngo-card__actions">
          {canApproveNgo(ngo.status) && (
            <Button size="small" aria-label={t(`admin.ngos.actions.${ngo.status === 'suspended' ? 'reactivate' : 'approve'}Named`, { name })} onClick={() => onAction(ngo, 'approve')}>
              {t(`admin.ngos.actions.${ngo.status === 'suspended' ? 'reactivate' : 'approve'}`)}
            </Button>
          )}
          {canSuspendNgo(ngo.status) && (
            <Button size="small" variant="danger" aria-label={t('admin.ngos.actions.suspendNamed', { name })} onClick={() => onAction(ngo, 'suspend')}>
              {t('admin.ngos.actions.suspend')}
            </Button>
          )}
        </div>
      </header>

      <dl className="ngo-card__facts">
        <Fact label={t('admin.ngos.fields.contactPerson')}>
          {t('admin.ngos.fullName', { first: ngo.contact_person_first_name, last: ngo.contact_person_last_name })}
        </Fact>
        <Fact label={t('admin.ngos.fields.email')}>
          <a href={`mailto:${ngo.contact_person_email}`}>{ngo.contact_person_email}</a>
        </Fact>
        <Fact label={t('admin.ngos.fields.phone')}>
          {ngo.contact_person_phone && <a href={`tel:${ngo.contact_person_phone}`}>{readablePhone(ngo.contact_person_phone)}</a>}
        </Fact>
        <Fact label={t('admin.ngos.fields.website')}>
          {/* SPEC §5 already demands http(s); an NGO's own text never becomes another kind of link. */}
          {/^https?:\/\//i.test(ngo.website) ? (
            <a href={ngo.website} target="_blank" rel="noopener noreferrer">
              {ngo.website}
            </a>
          ) : (
            ngo.website
          )}
        </Fact>
        <Fact label={t('admin.ngos.fields.registrationNumber')}>{ngo.registration_number}</Fact>
        <Fact label={t('admin.ngos.fields.operatingCountries')}>{ngo.operating_countries}</Fact>
        <Fact label={t('admin.ngos.fields.offerings')}>
          {offerings.length > 0 ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(offerings) : t('admin.ngos.noOfferings')}
        </Fact>
        <Fact label={t('admin.ngos.fields.registered')}>
          <time dateTime={ngo.created}>
            {formatDateTime(new Date(ngo.created), i18n.language)}
          </time>
        </Fact>
      </dl>

      <div className="ngo-card__figures">
        <ul className="ngo-card__event-counts" aria-label={t('admin.ngos.figures.events')}>
          {EVENT_STATUSES.map((status) => (
            <li key={status}>
              <span className="ngo-card__count">{figures.events[status]}</span> {t(`events.status.${status}`)}
            </li>
          ))}
        </ul>
        <p className="ngo-card__figure">{t('admin.ngos.figures.volunteers', { applied: figures.volunteers_applied, needed: figures.volunteers_needed })}</p>
        <p className="ngo-card__figure">{t('admin.ngos.figures.xp', { xp: figures.xp_offered })}</p>
        <p className="ngo-card__figure">{t('admin.ngos.figures.attended', { volunteers: figures.volunteers_completed })}</p>
        <p className="ngo-card__figure">{t('admin.ngos.figures.xpAwarded', { xp: figures.xp_awarded })}</p>
        <Link to="/admin/events" search={{ search: name }} className="ngo-card__events-link">
          {t('admin.ngos.viewEvents')}
        </Link>
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ngo-card__fact">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}
