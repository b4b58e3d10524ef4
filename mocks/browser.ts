import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

/** `npm run dev:mock`: the service worker answers /api; every other request (app code, images) goes out. */
export async function startMockWorker(): Promise<void> {
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      // The catch-all handler answers every /api path, so only foreign requests get here.
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
}
