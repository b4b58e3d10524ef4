import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationPreferencesQueryOptions, useSaveNotificationPreferences } from '@/queries/notificationPreferences';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Card } from '@/app/ui/Card';
import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import { Spinner } from '@/app/ui/Spinner';
import { useToast } from '@/app/ui/Toast';
import './notifications.css';

/**
 * Issue 18, point 4: the signed-in user's e-mail preference on their profile (the NGO's and the
 * volunteer's). A switch that saves as it is flipped, shown at once and put back if saving fails;
 * security e-mail arrives whatever it says.
 */
export function NotificationsCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const noteId = useId();
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const save = useSaveNotificationPreferences();

  const change = (on: boolean) =>
    save.mutate(
      { email_notifications: on },
      {
        onSuccess: (saved) => toast.success(t(saved.email_notifications ? 'notifications.card.turnedOn' : 'notifications.card.turnedOff')),
        onError: () => toast.error(profileFailureMessage(t, 'notifications.card.saveFailed')),
      },
    );

  return (
    <Card title={t('notifications.card.title')} className="notifications-card">
      <p className="notifications-card__intro">{t('notifications.card.intro')}</p>
      {preferences.isError && !preferences.data ? (
        <ErrorCard
          message={profileFailureMessage(t, 'notifications.card.loadFailed')}
          retry={{ onRetry: () => void preferences.refetch(), busy: preferences.isFetching }}
        />
      ) : !preferences.data ? (
        <Spinner />
      ) : (
        <label className="notifications-card__switch">
          <input
            type="checkbox"
            role="switch"
            checked={preferences.data.email_notifications}
            aria-describedby={noteId}
            aria-busy={save.isPending || undefined}
            onChange={(event) => change(event.target.checked)}
          />
          <span>{t('notifications.card.label')}</span>
        </label>
      )}
      <p id={noteId} className="field__hint">
        {t('notifications.card.securityNote')}
      </p>
    </Card>
  );
}
