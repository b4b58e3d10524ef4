import type { ReactNode } from 'react';
import { AppShell } from './AppShell';
import { ServiceStatus } from './ServiceStatus';

interface PublicLayoutProps {
  /**
   * The header's links, for the pages that offer them (issue 17: the public event and NGO pages and
   * the volunteer sign-in pass PublicNavigation); the portal's sign-in and registration show none.
   */
  navigation?: ReactNode;
  children: ReactNode;
}

/** The frame of the pages anyone reads (sign in, register, public pages), with the service status below. */
export function PublicLayout({ navigation, children }: PublicLayoutProps) {
  return (
    <AppShell navigation={navigation} footer={<ServiceStatus />}>
      <div className="public-page">{children}</div>
    </AppShell>
  );
}
