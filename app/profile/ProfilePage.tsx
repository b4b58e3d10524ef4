import { useTranslation } from 'react-i18next';
import { ContactsCard } from './ContactsCard';
import { SocialLinksCard } from './SocialLinksCard';

/** SPEC §2 /profile: a stand-in with the page's heading and the social and contact cards (the profile page proper replaces it). */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <div className="profile-page">
      <h1>{t('nav.profile')}</h1>
      <SocialLinksCard />
      <ContactsCard />
    </div>
  );
}
