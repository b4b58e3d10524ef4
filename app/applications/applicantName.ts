import type { TFunction } from 'i18next';
import type { Application } from '@/contract/applications';

/** The applicant's full name, or SPEC §2's unknown-user fallback when the volunteer's account is gone. */
export function applicantName(application: Application, t: TFunction): string {
  return application.user?.full_name ?? t('volunteers.modal.unknownUser');
}
