import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for component tests (app/test/setup.ts). */
export const server = setupServer(...handlers);
