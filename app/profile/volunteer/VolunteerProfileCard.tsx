import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VolunteerProfile } from '@/contract/volunteers';
import { Avatar } from '@/app/ui/Avatar';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { dateTimeFormat } from '@/app/ui/dateTimeFormat';
import { VolunteerProfileForm } from './VolunteerProfileForm';

/**
 * Issue 17, point 3: the volunteer's profile card, as the NGO's organisation card: the photo, name,
 * e-mail, birthday and bio; Edit turns it into the form, Save sends PATCH /api/volunteer/me/ and
 * Cancel leaves without a request, the saved values shown again.
 */
export function VolunteerProfileCard({ profile }: { profile: VolunteerProfile }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  // Back from the form, the reader is where they started: on the Edit button.
  const leaveEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const notAdded = <dd className="volunteer-profile__empty">{t('volunteerArea.profile.notAdded')}</dd>;

  return (
    <Card
      title={t('volunteerArea.profile.card')}
      className="volunteer-profile__card"
      actions={
        editing ? undefined : (
          <Button ref={editButton} variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('volunteerArea.profile.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <VolunteerProfileForm profile={profile} onDone={leaveEditing} />
      ) : (
        <div className="volunteer-profile__view">
          <div className="volunteer-profile__photo">
            {profile.profile_image ? (
              <img className="profile-photo__image" src={profile.profile_image} alt={t('volunteerArea.photo.preview')} />
            ) : (
              <Avatar name={profile.full_name} image={null} />
            )}
          </div>
          <dl className="volunteer-profile__facts">
            <div>
              <dt>{t('volunteerArea.profile.fields.full_name')}</dt>
              <dd>{profile.full_name}</dd>
            </div>
            <div>
              <dt>{t('volunteerArea.profile.fields.email')}</dt>
              <dd>{profile.email}</dd>
            </div>
            <div>
              <dt>{t('volunteerArea.profile.fields.birthday')}</dt>
              {profile.birthday ? <dd>{calendarDay(profile.birthday, i18n.language)}</dd> : notAdded}
            </div>
            <div>
              <dt>{t('volunteerArea.profile.fields.bio')}</dt>
              {profile.bio.trim() ? <dd className="volunteer-profile__bio">{profile.bio}</dd> : notAdded}
            </div>
          </dl>
        </div>
      )}
    </Card>
  );
}

/** A calendar day ('YYYY-MM-DD') in the reader's language, read in UTC so no time zone moves it. */
function calendarDay(day: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
