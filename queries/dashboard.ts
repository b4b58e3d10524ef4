import { queryOptions } from '@tanstack/react-query';
import { ngoDashboardSchema } from '@/contract/dashboard';
import { dashboardKeys } from './applications';
import { api } from './client';

// Issue 14, point 7: the NGO dashboard's "needs attention today". Its key lives beside the
// applications' (queries/applications.ts), whose status changes invalidate it.

/** GET /api/portal/dashboard/: applications waiting, events rejected or in review, the next events with places left. */
export const ngoDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    // "Today": volunteers apply and the administrator decides elsewhere, and the NGO's own event
    // changes do not invalidate it, so each visit asks again (the cached answer shows meanwhile).
    staleTime: 0,
    queryFn: async ({ signal }) => ngoDashboardSchema.parse(await api.get('portal/dashboard/', { signal }).json()),
  });
