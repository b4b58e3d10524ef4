import { SocialPlatformIcon } from '@/app/profileParts/SocialPlatformIcon';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicContact } from '@/contract/publicNgos';
import { SOCIAL_PLATFORM_NAMES, type SocialLink } from '@/contract/socialLinks';
import { readablePhone } from '@/app/ui/readablePhone';

/**
 * How to reach the organisation: its social links (the platform's name, opening in a new tab
 * without handing it this page) and the contacts it marked public (the API answers no others).
 */
export function PublicNgoReach({ links, contacts }: { links: readonly SocialLink[]; contacts: readonly PublicContact[] }) {
  const { t } = useTranslation();
  const shownLinks = links.filter((link) => /^https?:\/\//i.test(link.url)); // the server allows no other; never a javascript: href
  if (shownLinks.length === 0 && contacts.length === 0) return null;
  return (
    <aside className="public-ngo__reach">
      {shownLinks.length > 0 && (
        <ReachSection title={t('publicNgo.links.title')}>
          <ul className="public-ngo__links">
            {shownLinks.map((link) => (
              <li key={link.id}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="public-ngo__link">
                  <SocialPlatformIcon platform={link.platform} />
                  {SOCIAL_PLATFORM_NAMES[link.platform]}
                  <span className="visually-hidden"> {t('publicNgo.links.newTab')}</span>
                  <span aria-hidden="true"> ↗</span>
                </a>
              </li>
            ))}
          </ul>
        </ReachSection>
      )}
      {contacts.length > 0 && (
        <ReachSection title={t('publicNgo.contacts.title')}>
          <dl className="public-ngo__contacts">
            {contacts.map((contact) => (
              <div key={contact.id} className="public-ngo__contact">
                {/* The type from the catalogue, like the status badges: a language change needs no refetch. */}
                <dt>{contact.name ? `${t(`contacts.types.${contact.contact_type}`)} · ${contact.name}` : t(`contacts.types.${contact.contact_type}`)}</dt>
                <dd>
                  <ContactValue contact={contact} />
                </dd>
              </div>
            ))}
          </dl>
        </ReachSection>
      )}
    </aside>
  );
}

function ReachSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="public-ngo__section">
      <h2 id={titleId} className="public-ngo__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A phone formatted for reading with a tel: link, an e-mail with a mailto: link, anything else as written. */
function ContactValue({ contact }: { contact: PublicContact }) {
  switch (contact.contact_type) {
    case 'phone':
      return <a href={`tel:${contact.contact_info}`}>{readablePhone(contact.contact_info)}</a>;
    case 'email':
      return <a href={`mailto:${contact.contact_info}`}>{contact.contact_info}</a>;
    default:
      return <span className="public-ngo__contact-text">{contact.contact_info}</span>;
  }
}
