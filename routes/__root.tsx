import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/routerContext';
import { i18n, loadLanguage } from '@/i18n';
import { FALLBACK_LANGUAGE } from '@/i18n/languages';
import { PageError } from '@/app/shell/PageError';
import { CONTINUES_THE_SPLASH, PagePending } from '@/app/shell/PagePending';
import { prepareDateFormats } from '@/app/ui/dateTimeFormat';
import { loadToastList } from '@/app/ui/Toast';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The first page bundles only the English catalogue's sign-in parts (i18n/index.ts); every other
  // page waits for the whole of it, the fallback of every language. Once loaded, this is at once.
  // Signed-in pages show dates: their format is made while the catalogue and the page load; their
  // toasts' list is fetched meanwhile too (the sign-in page shows none).
  beforeLoad: ({ location }) => {
    if (location.pathname === '/login') return undefined;
    prepareDateFormats(i18n.language);
    void loadToastList().catch(() => undefined); // fetched again with the first toast if this failed
    return loadLanguage(FALLBACK_LANGUAGE);
  },
  component: Outlet,
  // SPEC §2: "Unknown paths go to /login" (the router runs in notFoundMode 'root').
  notFoundComponent: GoToLogin,
  pendingComponent: PagePending,
  ...CONTINUES_THE_SPLASH,
  errorComponent: PageError,
});

function GoToLogin() {
  return <Navigate to="/login" replace />;
}
