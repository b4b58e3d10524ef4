import { configHandlers } from './config';
import { healthHandlers } from './health';
import { notFoundHandler } from './notFound';

/** Every mock API handler, one group per resource; shared by the browser worker and the test server. */
export const handlers = [
  ...healthHandlers,
  ...configHandlers,
  // Feature issues add their groups above this line.
  notFoundHandler,
];
