import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@/contract/applicationStatus';
import { Badge, type BadgeTone } from '@/app/ui/Badge';

const TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'info',
  accepted: 'success',
  waitlisted: 'warning',
  completed: 'neutral',
};

/**
 * SPEC §4 application status as a badge, in the reader's language (the words say it; the colour
 * repeats it), for every screen that lists applications.
 */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`applications.status.${status}`)}</Badge>;
}
