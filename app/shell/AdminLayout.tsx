import { Outlet } from '@tanstack/react-router';
import { AdminNavbar } from './AdminNavbar';
import { AppShell } from './AppShell';
// Loaded with the frame, so it comes before each page's own sheet that adjusts it: Vite puts a sheet
// several chunks share after the importing chunk's own CSS.
import '@/app/ui/primitives.css';

/** The frame of the admin area (routes/admin.tsx): the admin navbar above the page. */
export function AdminLayout() {
  return (
    <AppShell navigation={<AdminNavbar />}>
      <Outlet />
    </AppShell>
  );
}
