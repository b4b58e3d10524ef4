import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab's title while the calling page is shown (it follows the reader's language); on
 * leaving, the product's name again (SPEC §2 /profile: 'NGO Profile', restored to 'NGO Portal').
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const productName = t('common.productName');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = productName;
    };
  }, [title, productName]);
}
