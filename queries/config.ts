import { queryOptions } from '@tanstack/react-query';
import { clientConfigSchema } from '@/contract/platform';
import { api } from './client';

export const configKeys = { all: ['config'] as const };

/** GET /api/config/: the deployment's outside services and media address; fixed while the page lives. */
export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: async ({ signal }) => clientConfigSchema.parse(await api.get('config/', { signal }).json()),
    staleTime: Infinity,
  });
