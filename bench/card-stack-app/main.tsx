// A second reference of bench/bundle-size.ts (not the yardstick): the bare app plus what any
// sign-in page on the owner's design card (SPEC.md, top) loads whatever its own code: i18next with
// react-i18next to translate, ky to call the API, React Query's useQuery (the service status) and
// useMutation (the sign-in). Nothing of ours: no catalogue, no CSS, no form.
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createHashHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import ky from 'ky';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({ resources: { en: { translation: { login: { title: 'Sign in' } } } }, lng: 'en', initAsync: false });
const api = ky.create({ prefixUrl: '/api' });

function SignIn() {
  const { t } = useTranslation();
  const health = useQuery({ queryKey: ['health'], queryFn: () => api.get('health/').json() });
  const signIn = useMutation({ mutationFn: () => api.post('ngo/login/').json() });
  return (
    <h1 onClick={() => signIn.mutate()}>
      {t('login.title')} {health.status}
    </h1>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: SignIn });
const router = createRouter({ routeTree: rootRoute.addChildren([loginRoute]), history: createHashHistory() });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
