import { useTranslation } from 'react-i18next';

/** SPEC §2 /admin/dashboard, for now only the welcome: the statistics and quick actions come with the administrator issue. */
export function AdminDashboard({ adminName }: { adminName: string }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard">
      <h1>{t('admin.dashboard.title')}</h1>
      <p className="dashboard__intro">{t('admin.dashboard.welcome', { name: adminName })}</p>
    </div>
  );
}
