import { publicNgoKeys } from './publicNgos';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ngoProfileSchema, type NgoProfile, type NgoProfileUpdateRequest } from '@/contract/profile';
import { accountKeys } from './accounts';
import { api } from './client';
import { eventKeys } from './events';
import { renameSignedInNgo } from './session';

// Issue 15, point 4: the NGO profile of /profile (SPEC §7 GET /api/portal/profile/ and PATCH
// /api/portal/profile/update/). Fresh 5 minutes like every query (SPEC §7 caching); a rating given
// elsewhere shows at the next visit after that, or at a reload.

export const profileKeys = {
  all: ['profile'] as const,
  /** The signed-in NGO's own profile with its figures. */
  ngo: () => [...profileKeys.all, 'ngo'] as const,
};

/** GET /api/portal/profile/: name, about, history, contact_person_bio and the five figures. */
export const ngoProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.ngo(),
    queryFn: async ({ signal }): Promise<NgoProfile> => ngoProfileSchema.parse(await api.get('portal/profile/', { signal }).json()),
  });

/**
 * PATCH /api/portal/profile/update/: answers the whole profile
 * (docs/decisions/people-and-profiles.md, "NGO profile: contract and figures"), which becomes the
 * cached one. A new name is the NGO's name everywhere: the navbar's (the stored session), the
 * account (dashboard) and the events' organized_by_name are refreshed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: NgoProfileUpdateRequest): Promise<NgoProfile> =>
      ngoProfileSchema.parse(await api.patch('portal/profile/update/', { json: update }).json()),
    onSuccess: (profile) => {
      const { queryKey } = ngoProfileQueryOptions();
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: publicNgoKeys.all }); // its texts are public
      if (before?.name === profile.name) return;
      renameSignedInNgo(profile.name);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.ngoAccount() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
  });
}
