import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@/contract/mail';
import { api } from './client';

// Issue 18, point 4: whether the signed-in user (an NGO's, a volunteer, the administrator) wants
// e-mail notifications; security e-mail arrives either way.

export const notificationPreferenceKeys = {
  all: ['notificationPreferences'] as const,
  mine: () => [...notificationPreferenceKeys.all, 'mine'] as const,
};

/** GET /api/account/notifications/ */
export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationPreferenceKeys.mine(),
    queryFn: async ({ signal }): Promise<NotificationPreferences> =>
      notificationPreferencesSchema.parse(await api.get('account/notifications/', { signal }).json()),
  });

/**
 * PUT /api/account/notifications/, shown at once (a switch answers as it is flipped): the cache
 * holds the new value while it is sent, the old one again if the server refuses.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const queryKey = notificationPreferenceKeys.mine();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences): Promise<NotificationPreferences> =>
      notificationPreferencesSchema.parse(await api.put('account/notifications/', { json: preferences }).json()),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKey);
      queryClient.setQueryData(queryKey, preferences);
      return { previous };
    },
    onError: (_error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}

/**
 * POST /api/mail/unsubscribe/?token=… (RFC 8058 one-click; no session): the link's user gets no more
 * notifications. Whoever is signed in here may be that user, so their preference is asked again.
 */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<NotificationPreferences> =>
      notificationPreferencesSchema.parse(await api.post('mail/unsubscribe/', { searchParams: { token }, json: {} }).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationPreferenceKeys.all }),
  });
}
