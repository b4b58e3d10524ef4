import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n } from '@/i18n';
import { resetStore } from '@/mocks/store';
import { server } from '@/mocks/node';

// Component tests run against the mock API: a request no handler knows fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  initI18n('en'); // tests read the spec's English words, whatever the machine's language
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetStore();
  localStorage.clear();
});

afterAll(() => server.close());
