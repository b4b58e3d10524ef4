import { z } from 'zod';
import { NGO_STATUSES } from '@/contract/accounts';
import type { AdminNgoOverview } from '@/contract/admin';

/** /admin/ngos?status=&search=: the filter lives in the address, like the event moderation's. */
export const ngoSearchSchema = z.object({
  status: z.enum(NGO_STATUSES).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
});
export type NgoSearch = z.infer<typeof ngoSearchSchema>;

/**
 * Whether an NGO matches the search text: its name, contact person, e-mail, registration number
 * or operating countries contain it, ignoring case. The whole list is loaded (one row per NGO),
 * so this runs in the browser.
 */
export function matchesNgoSearch(ngo: AdminNgoOverview, text: string | undefined): boolean {
  const needle = text?.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [
    ngo.organization_name,
    `${ngo.contact_person_first_name} ${ngo.contact_person_last_name}`,
    ngo.contact_person_email,
    ngo.registration_number,
    ngo.operating_countries,
  ].some((field) => field.toLocaleLowerCase().includes(needle));
}
