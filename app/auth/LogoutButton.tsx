import { useTranslation } from 'react-i18next';
import { Button } from '@/app/ui/Button';
import { useSignOut } from './useSignOut';

/** The navbars' logout (SPEC §2). */
export function LogoutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Button variant="secondary" size="small" onClick={() => void signOut()}>
      {t('common.actions.logout')}
    </Button>
  );
}
