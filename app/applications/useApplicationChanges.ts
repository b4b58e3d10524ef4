import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationErrorMessageKeys, type Application, type ApplicationErrorCode } from '@/contract/applications';
import { refusedApplicationsOf, useBulkUpdateApplications, useMarkAttendance, useUpdateApplication } from '@/queries/applications';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { useToast } from '@/app/ui/Toast';
import { applicantName } from './applicantName';
import type { ApplicationChange } from './applicationChanges';

/** A bulk change the server refused as a whole (409 applications_refused): the message and each refused row, by name. */
export interface RefusedChange {
  message: string;
  items: Array<{ id: number; name: string; reason: string }>;
}

/**
 * The NGO's changes to one application (a row's action) or to a selection (the bulk bar), with
 * SPEC §8's messages: a success toast; 'Failed to update application: {message}' for a row;
 * 'Failed to update applications: {message}' for a selection, and when the server refused some
 * rows, which ones and why (nothing changed: all or none). The refusal belongs to the `view`
 * (page, order and filter) it happened in and is gone in another, as the selection is.
 */
export function useApplicationChanges(view: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateApplication();
  const bulkUpdate = useBulkUpdateApplications();
  const attendance = useMarkAttendance();
  const [changingId, setChangingId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ view: string; refused: RefusedChange } | null>(null);
  const setRefused = (refused: RefusedChange | null) => setRefusal(refused && { view, refused });

  /** A row's action. */
  async function changeOne(application: Application, change: ApplicationChange): Promise<void> {
    const name = applicantName(application, t);
    setChangingId(application.id);
    setRefused(null);
    try {
      await (change === 'attend' || change === 'undoAttendance'
        ? attendance.mutateAsync({ ids: [application.id], undo: change === 'undoAttendance' })
        : update.mutateAsync({ id: application.id, status: change }));
      toast.success(t(`applications.done.${change}`, { name }));
    } catch (error) {
      // Attendance answers as a bulk call: its one refused id says why.
      const reason = refusedApplicationsOf(error)?.[0];
      const message = reason ? reasonOf(reason.code) : apiErrorMessage(error, t, t('applications.errors.updateDefault'));
      toast.error(t('applications.errors.updateFailed', { message }));
    } finally {
      setChangingId(null);
    }
  }

  /** The bulk bar's action on the selected rows; true when they all changed. */
  async function changeMany(applications: Application[], change: ApplicationChange): Promise<boolean> {
    setRefused(null);
    try {
      const result = await (change === 'attend' || change === 'undoAttendance'
        ? attendance.mutateAsync({ ids: applications.map((application) => application.id), undo: change === 'undoAttendance' })
        : bulkUpdate.mutateAsync({ ids: applications.map((application) => application.id), status: change }));
      toast.success(t('applications.done.bulk', { count: result.updated }));
      return true;
    } catch (error) {
      const refusedIds = refusedApplicationsOf(error);
      if (!refusedIds) {
        toast.error(t('applications.errors.bulkFailed', { message: apiErrorMessage(error, t, t('applications.errors.bulkDefault')) }));
        return false;
      }
      const byId = new Map(applications.map((application) => [application.id, application]));
      setRefused({
        message: t('applications.errors.bulkFailed', { message: t('applications.errors.codes.refused', { count: refusedIds.length }) }),
        items: refusedIds.map(({ id, code }) => {
          const application = byId.get(id);
          return { id, name: application ? applicantName(application, t) : t('volunteers.modal.unknownUser'), reason: reasonOf(code) };
        }),
      });
      return false;
    }
  }

  function reasonOf(code: string): string {
    const key = applicationErrorMessageKeys[code as ApplicationErrorCode];
    return key ? t(key, { count: 1 }) : t('applications.errors.codes.transitionRefused');
  }

  return {
    changeOne,
    changeMany,
    changingId,
    bulkBusy: bulkUpdate.isPending || (attendance.isPending && changingId === null),
    refused: refusal?.view === view ? refusal.refused : null,
    dismissRefused: () => setRefused(null),
  };
}
