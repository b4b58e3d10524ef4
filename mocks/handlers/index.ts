import { accountHandlers } from './accounts';
import { adminEventHandlers } from './adminEvents';
import { applicationHandlers } from './applications';
import { calendarHandlers } from './calendars';
import { certificateHandlers } from './certificate';
import { configHandlers } from './config';
import { dashboardHandlers } from './dashboard';
import { eventHandlers } from './events';
import { galleryHandlers } from './galleries';
import { geocodingHandlers } from './geocoding';
import { healthHandlers } from './health';
import { ipLocationHandlers } from './ipLocation';
import { mailHandlers } from './mail';
import { notFoundHandler } from './notFound';
import { profileLinkHandlers } from './profileLinks';
import { profileHandlers } from './profile';
import { publicEventHandlers } from './publicEvents';
import { publicNgoHandlers } from './publicNgos';
import { volunteerHandlers } from './volunteers';

/** Every mock API handler, one group per resource; shared by the browser worker and the test server. */
export const handlers = [
  ...healthHandlers,
  ...configHandlers,
  ...ipLocationHandlers,
  ...accountHandlers,
  ...eventHandlers,
  ...adminEventHandlers,
  ...dashboardHandlers,
  ...applicationHandlers,
  ...volunteerHandlers,
  ...publicEventHandlers,
  ...profileHandlers,
  ...geocodingHandlers,
  ...profileLinkHandlers,
  ...publicNgoHandlers,
  ...galleryHandlers,
  ...certificateHandlers,
  ...calendarHandlers,
  ...mailHandlers,
  // Feature issues add their groups above this line.
  notFoundHandler,
];
