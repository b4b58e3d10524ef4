import { Outlet } from '@tanstack/react-router';
import { AdminNavbar } from './AdminNavbar';
import { AppShell } from './AppShell';
import './screens.css';

/** The frame of the admin area (routes/admin.tsx): the admin navbar above the page. */
export function AdminLayout() {
  return (
    <AppShell navigation={<AdminNavbar />}>
      <Outlet />
    </AppShell>
  );
}
