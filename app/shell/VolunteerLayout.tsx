import { Outlet } from '@tanstack/react-router';
import { AppShell } from './AppShell';
import { VolunteerNavbar } from './VolunteerNavbar';
// Loaded with the frame, so it comes before each page's own sheet that adjusts it: Vite puts a sheet
// several chunks share after the importing chunk's own CSS.
import '@/app/ui/primitives.css';

/** The frame of the volunteer area (routes/volunteer/_area.tsx): the volunteer navbar above the page. */
export function VolunteerLayout() {
  return (
    <AppShell navigation={<VolunteerNavbar />}>
      <Outlet />
    </AppShell>
  );
}
