import { queryOptions } from '@tanstack/react-query';
import { certificateSchema } from '@/contract/certificate';
import { CERTIFICATE_PAGE_SIZE } from '@/contract/limits';
import { api } from './client';

// Issue 17, point 3: the volunteer's certificate of verified (completed) participations. Only the
// NGOs' attendance changes it, which no call of this volunteer makes: it stays fresh 5 minutes.

export const certificateKeys = {
  all: ['certificate'] as const,
  page: (page: number) => [...certificateKeys.all, page] as const,
};

/** GET /api/volunteer/certificate/?page=: the name, the totals of every participation, and one page of CERTIFICATE_PAGE_SIZE rows. */
export const certificateQueryOptions = (page: number) =>
  queryOptions({
    queryKey: certificateKeys.page(page),
    queryFn: async ({ signal }) =>
      certificateSchema.parse(
        await api.get('volunteer/certificate/', { signal, searchParams: { page, page_size: CERTIFICATE_PAGE_SIZE } }).json(),
      ),
  });
