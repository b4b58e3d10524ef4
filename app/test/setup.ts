import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, loadLanguage } from '@/i18n';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { resetStore } from '@/mocks/store';
import { server } from '@/mocks/node';

// Component tests run against the mock API: a request no handler knows fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app fetches a catalogue when a reader needs it; tests switch languages synchronously (initI18n('sl')).
beforeAll(() => Promise.all(SUPPORTED_LANGUAGES.map(loadLanguage)));
// The app fetches every route's definition on the way to a page other than sign-in (app/router.ts);
// here the module is made ready once, so a test's first page is not slower than its others.
beforeAll(() => import('@/app/routeTree.gen'));

beforeEach(() => {
  initI18n('en'); // tests read the spec's English words, whatever the machine's language
});

// Files share their worker's modules and globals (vite.config.ts isolate: false): each test leaves
// the DOM, the mock API, the store, storage, timers and spies as it found them.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetStore();
  localStorage.clear();
});

afterAll(() => server.close());
