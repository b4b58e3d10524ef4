import { Outlet } from '@tanstack/react-router';
import { AppShell } from './AppShell';
import { NgoNavbar } from './NgoNavbar';
// Loaded with the frame, so it comes before each page's own sheet that adjusts it: Vite puts a sheet
// several chunks share after the importing chunk's own CSS.
import '@/app/ui/primitives.css';

/** The frame of the NGO area (routes/_ngo.tsx): the NGO navbar above the page. */
export function NgoLayout() {
  return (
    <AppShell navigation={<NgoNavbar />}>
      <Outlet />
    </AppShell>
  );
}
