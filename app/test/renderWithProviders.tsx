import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastProvider } from '@/app/ui/Toast';

/** The app's QueryClient settings without retries, so a failing answer shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a component inside the providers the app gives every page. */
export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()): RenderResult {
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}
