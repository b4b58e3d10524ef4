import { Outlet } from '@tanstack/react-router';
import { AppShell } from './AppShell';
import { VolunteerNavbar } from './VolunteerNavbar';
import './screens.css';

/** The frame of the volunteer area (routes/volunteer/_area.tsx): the volunteer navbar above the page. */
export function VolunteerLayout() {
  return (
    <AppShell navigation={<VolunteerNavbar />}>
      <Outlet />
    </AppShell>
  );
}
