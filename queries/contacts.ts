import { publicNgoKeys } from './publicNgos';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contactListSchema, contactSchema, contactTypeChoicesSchema, type ContactRequest } from '@/contract/contacts';
import { api } from './client';

// SPEC §7 contact calls of the NGO profile (issue 15, point 3). The list and the choices stay fresh
// 5 minutes (the QueryClient default); adding, changing or deleting a contact invalidates the list and the public NGO page.
// The screen names the types from the catalogues, so a change of language needs no new answer.

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  choices: () => [...contactKeys.all, 'choices'] as const,
};

/** GET /api/portal/contacts/: the NGO's own contacts, phones in E.164. */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.lists(),
    queryFn: async ({ signal }) => contactListSchema.parse(await api.get('portal/contacts/', { signal }).json()),
  });

/** GET /api/portal/contacts/choices/: the types in data.data (the screen falls back to FALLBACK_CONTACT_TYPES). */
export const contactTypeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.choices(),
    queryFn: async ({ signal }) => contactTypeChoicesSchema.parse(await api.get('portal/contacts/choices/', { signal }).json()).data.data,
    staleTime: Infinity, // the types change with a release, not while the page is open
  });

/** POST /api/portal/contacts/create/; invalidates the list and the public NGO page. */
export function useCreateContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: async (contact: ContactRequest) => contactSchema.parse(await api.post('portal/contacts/create/', { json: contact }).json()),
    onSuccess: invalidate,
  });
}

/** PUT /api/portal/contacts/{id}/; invalidates the list and the public NGO page. */
export function useUpdateContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: async ({ id, ...contact }: ContactRequest & { id: number }) =>
      contactSchema.parse(await api.put(`portal/contacts/${id}/`, { json: contact }).json()),
    onSuccess: invalidate,
  });
}

/** DELETE /api/portal/contacts/{id}/ (204); invalidates the list and the public NGO page. */
export function useDeleteContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`portal/contacts/${id}/`);
    },
    onSuccess: invalidate,
  });
}

function useInvalidateContacts() {
  const queryClient = useQueryClient();
  // The NGO's public page shows its public contacts.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: publicNgoKeys.all }),
    ]);
}
