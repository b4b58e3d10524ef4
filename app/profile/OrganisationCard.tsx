import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NgoProfile } from '@/contract/profile';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { OrganisationForm, ORGANISATION_FIELDS } from './OrganisationForm';

/**
 * SPEC §2 /profile "organisation info card with edit mode (cancel restores saved values)": the
 * name, about, history and contact person's bio; Edit turns the card into the form, Save sends
 * PATCH /api/portal/profile/update/ and Cancel leaves without a request, the saved texts shown again.
 */
export function OrganisationCard({ profile }: { profile: NgoProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  // Back from the form, the reader is where they started: on the Edit button.
  const leaveEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card
      title={t('profile.organisation.title')}
      className="profile-organisation"
      actions={
        editing ? undefined : (
          <Button ref={editButton} variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('profile.organisation.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <OrganisationForm profile={profile} onDone={leaveEditing} />
      ) : (
        <dl className="profile-organisation__facts">
          {ORGANISATION_FIELDS.map((field) => (
            <div key={field} className="profile-organisation__fact">
              <dt>{t(`profile.organisation.fields.${field}`)}</dt>
              {profile[field].trim() === '' ? (
                <dd className="profile-organisation__empty">{t('profile.organisation.notAdded')}</dd>
              ) : (
                <dd className="profile-organisation__text">{profile[field]}</dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
