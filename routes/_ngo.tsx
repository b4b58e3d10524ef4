import { createFileRoute } from '@tanstack/react-router';
import { requireUserType } from '@/app/auth/guards';
import { NgoLayout } from '@/app/shell/NgoLayout';

// SPEC §2: the NGO area (/, /dashboard, later /events, /applications, /profile) is for NGO users only.
export const Route = createFileRoute('/_ngo')({
  beforeLoad: () => requireUserType('ngo'),
  component: NgoLayout,
});
