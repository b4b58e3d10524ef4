import { APPLICATION_ORDERINGS, APPLICATION_STATUSES, type ApplicationOrdering, type ApplicationStatus } from '@/contract/applicationStatus';
import type { ApplicationListQuery } from '@/contract/applications';
import { APPLICATIONS_PAGE_SIZE } from '@/contract/limits';
import { oneOf, pageOf } from '@/contract/searchValues';
import type { ApplicationFilter } from '@/queries/applications';

/**
 * /applications?event=&status=&page=&sort=: the table's filter, page and order live in the address
 * (issue 14), so a reload or a shared link shows the same rows. Left out: all events, every status,
 * the first page, newest first.
 */
export interface ApplicationsSearch {
  event?: number;
  status?: ApplicationStatus;
  page?: number;
  sort?: ApplicationOrdering;
}

/** The order the server answers when none is asked: newest first. */
export const DEFAULT_APPLICATION_ORDERING: ApplicationOrdering = '-application_date';

/** The route's validateSearch (without zod: contract/searchValues.ts); nonsense is left out. */
export function applicationsSearchOf(search: Record<string, unknown>): ApplicationsSearch {
  return {
    event: pageOf(search.event),
    status: oneOf(APPLICATION_STATUSES, search.status),
    page: pageOf(search.page),
    sort: oneOf(APPLICATION_ORDERINGS, search.sort),
  };
}

/** The filter part of the address, as the list, the statistics and the CSV export ask for it. */
export function applicationFilterOf(search: ApplicationsSearch): ApplicationFilter {
  return { event_id: search.event, status: search.status };
}

/** The table's call: one page of APPLICATIONS_PAGE_SIZE (SPEC §9) in the address's order. */
export function applicationPageQueryOf(search: ApplicationsSearch): ApplicationListQuery {
  return {
    ...applicationFilterOf(search),
    page: search.page ?? 1,
    page_size: APPLICATIONS_PAGE_SIZE,
    ordering: search.sort ?? DEFAULT_APPLICATION_ORDERING,
  };
}
