import { Outlet } from '@tanstack/react-router';
import { AppShell } from './AppShell';
import { NgoNavbar } from './NgoNavbar';
import './screens.css';

/** The frame of the NGO area (routes/_ngo.tsx): the NGO navbar above the page. */
export function NgoLayout() {
  return (
    <AppShell navigation={<NgoNavbar />}>
      <Outlet />
    </AppShell>
  );
}
