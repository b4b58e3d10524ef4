import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ngoAccountQueryOptions } from '@/queries/accounts';
import type { Session } from '@/queries/session';
import { Card } from '@/app/ui/Card';
import { NgoAttention } from './NgoAttention';
import './dashboard.css';

interface NgoDashboardProps {
  session: Extract<Session, { user_type: 'ngo' }>;
}

/**
 * SPEC §2 NGO dashboard: a welcome page with NGO name, NGO ID and user ID. The stored session
 * shows them at once; GET /api/ngo/me/ brings the server's current values and the e-mail. Below
 * them, what needs the NGO's attention today (issue 14, point 7).
 */
export function NgoDashboard({ session }: NgoDashboardProps) {
  const { t } = useTranslation();
  const account = useQuery(ngoAccountQueryOptions()).data;
  const ngoName = account?.ngo_name ?? session.ngo_name;

  return (
    <div className="dashboard ngo-dashboard">
      <h1>{t('dashboard.title', { name: ngoName })}</h1>
      <p className="dashboard__intro">{t('dashboard.intro')}</p>
      <Card>
        <dl className="dashboard__facts">
          <div className="dashboard__fact">
            <dt>{t('dashboard.ngoName')}</dt>
            <dd>{ngoName}</dd>
          </div>
          <div className="dashboard__fact">
            <dt>{t('dashboard.ngoId')}</dt>
            <dd>{account?.ngo_id ?? session.ngo_id}</dd>
          </div>
          <div className="dashboard__fact">
            <dt>{t('dashboard.userId')}</dt>
            <dd>{account?.user_id ?? session.user_id}</dd>
          </div>
          {account && (
            <div className="dashboard__fact">
              <dt>{t('dashboard.email')}</dt>
              <dd>{account.email}</dd>
            </div>
          )}
        </dl>
      </Card>
      <NgoAttention />
    </div>
  );
}
