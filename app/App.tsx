import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useSessionRedirects } from './auth/useSessionRedirects';
import type { AppRouter } from './router';
import { ToastProvider } from './ui/Toast';

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** The providers every page relies on, around the router. */
export function App({ router, queryClient }: AppProps) {
  useSessionRedirects(router, queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
