import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './LanguagePicker';

interface AppShellProps {
  /** The navbar links of the signed-in areas (SPEC §2); the accounts issue fills it. */
  navigation?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every page: header with product name, navigation and language, then the content. */
export function AppShell({ navigation, footer, children }: AppShellProps) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content" onClick={focusMainContent}>
        {t('shell.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <span className="shell__brand">{t('common.productName')}</span>
          {navigation && (
            <nav className="shell__nav" aria-label={t('shell.navigation.label')}>
              {navigation}
            </nav>
          )}
          <LanguagePicker />
        </div>
      </header>
      <main id="main-content" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      {footer && <footer className="shell__footer">{footer}</footer>}
    </div>
  );
}

// The router owns the URL hash, so the skip link moves focus itself instead of following #main-content.
function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
