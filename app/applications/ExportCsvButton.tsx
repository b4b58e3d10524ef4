import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationsQueryOptions, type ApplicationFilter } from '@/queries/applications';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { Button } from '@/app/ui/Button';
import { saveFile } from '@/app/ui/saveFile';
import { useToast } from '@/app/ui/Toast';
import { applicationsCsv, applicationsCsvFileName, csvDateTime } from './applicationsCsv';

/**
 * Issue 14's "Export CSV": every application the filter finds (the spec's plain list, not only the
 * page shown), downloaded as a file for the NGO's records; SPEC §8 'Failed to fetch applications'
 * when the list cannot be read.
 */
export function ExportCsvButton({ filter }: { filter: ApplicationFilter }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const applications = await queryClient.query(applicationsQueryOptions(filter));
      const csv = applicationsCsv(applications, {
        headings: {
          name: t('applications.export.headings.name'),
          email: t('applications.export.headings.email'),
          event: t('applications.export.headings.event'),
          eventDate: t('applications.export.headings.eventDate'),
          status: t('applications.export.headings.status'),
          date: t('applications.export.headings.date'),
          message: t('applications.export.headings.message'),
        },
        unknownUser: t('volunteers.modal.unknownUser'),
        status: (application) => t(`applications.status.${application.status}`),
        date: (application) => csvDateTime(new Date(application.application_date)),
      });
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), applicationsCsvFileName(new Date()));
    } catch (error) {
      toast.error(apiErrorMessage(error, t, t('applications.errors.fetchFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" busy={busy} busyLabel={t('applications.export.busy')} onClick={() => void exportCsv()}>
      {t('applications.export.button')}
    </Button>
  );
}
