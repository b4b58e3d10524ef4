import { publicNgoKeys } from './publicNgos';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  socialLinkListSchema,
  socialLinkSchema,
  socialPlatformChoicesSchema,
  type SocialLinkRequest,
} from '@/contract/socialLinks';
import { api } from './client';

// SPEC §7 social-media calls of the NGO profile (issue 15, point 2). The list and the choices stay
// fresh 5 minutes (the QueryClient default); adding, changing or deleting a link invalidates the list and the public NGO page.

export const socialLinkKeys = {
  all: ['socialLinks'] as const,
  lists: () => [...socialLinkKeys.all, 'list'] as const,
  choices: () => [...socialLinkKeys.all, 'choices'] as const,
};

/** GET /api/portal/social-media/: the NGO's own links. */
export const socialLinksQueryOptions = () =>
  queryOptions({
    queryKey: socialLinkKeys.lists(),
    queryFn: async ({ signal }) => socialLinkListSchema.parse(await api.get('portal/social-media/', { signal }).json()),
  });

/** GET /api/portal/social-media/choices/: the platforms in data.data (the screen falls back to SOCIAL_PLATFORM_CHOICES). */
export const socialPlatformChoicesQueryOptions = () =>
  queryOptions({
    queryKey: socialLinkKeys.choices(),
    queryFn: async ({ signal }) =>
      socialPlatformChoicesSchema.parse(await api.get('portal/social-media/choices/', { signal }).json()).data.data,
    staleTime: Infinity, // the platforms change with a release, not while the page is open
  });

/** POST /api/portal/social-media/create/; invalidates the list and the public NGO page. */
export function useCreateSocialLink() {
  const invalidate = useInvalidateSocialLinks();
  return useMutation({
    mutationFn: async (link: SocialLinkRequest) => socialLinkSchema.parse(await api.post('portal/social-media/create/', { json: link }).json()),
    onSuccess: invalidate,
  });
}

/** PUT /api/portal/social-media/{id}/; invalidates the list and the public NGO page. */
export function useUpdateSocialLink() {
  const invalidate = useInvalidateSocialLinks();
  return useMutation({
    mutationFn: async ({ id, ...link }: SocialLinkRequest & { id: number }) =>
      socialLinkSchema.parse(await api.put(`portal/social-media/${id}/`, { json: link }).json()),
    onSuccess: invalidate,
  });
}

/** DELETE /api/portal/social-media/{id}/ (204); invalidates the list and the public NGO page. */
export function useDeleteSocialLink() {
  const invalidate = useInvalidateSocialLinks();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`portal/social-media/${id}/`);
    },
    onSuccess: invalidate,
  });
}

function useInvalidateSocialLinks() {
  const queryClient = useQueryClient();
  // The NGO's public page shows its links too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: socialLinkKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: publicNgoKeys.all }),
    ]);
}
