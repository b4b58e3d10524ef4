import type { ReactNode } from 'react';
import { AppShell } from './AppShell';
import { ServiceStatus } from './ServiceStatus';

/** The frame of the pages for signed-out visitors (sign in, register), with the service status below. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell footer={<ServiceStatus />}>
      <div className="public-page">{children}</div>
    </AppShell>
  );
}
