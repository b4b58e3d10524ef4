import { createFileRoute } from '@tanstack/react-router';
import { requireUserType } from '@/app/auth/guards';
import { NgoLayout } from '@/app/shell/NgoLayout';
import { CONTINUES_THE_SPLASH } from '@/app/shell/PagePending';

// SPEC §2: the NGO area (/, /dashboard, later /events, /applications, /profile) is for NGO users only.
export const Route = createFileRoute('/_ngo')({
  beforeLoad: () => requireUserType('ngo'),
  ...CONTINUES_THE_SPLASH,
  component: NgoLayout,
});
