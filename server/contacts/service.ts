import { and, asc, eq, sql } from 'drizzle-orm';
import { catalogueText } from '@/contract/errors';
import { CONTACT_TYPE_KEYS, contactErrorCodes, contactErrorKeys, type Contact, type ContactInput, type ContactType } from '@/contract/contacts';
import { CONTACTS_MAX_PER_NGO } from '@/contract/limits';
import type { PublicContact } from '@/contract/publicNgos';
import { contacts } from '@/server/db/schema';
import type { Database, Queries } from '@/server/platform/db';
import { AppError, englishText } from '@/server/platform/errors';
import { CATALOGUES, type Language } from '@/server/platform/readerLanguage';
import { lockNgo } from '@/server/platform/lockNgo';

// Issue 15, point 3: the signed-in NGO's contacts. Every query names the NGO, so another NGO's id
// is exactly an unknown one. The information arrives checked and normalised (contract/contacts.ts:
// a phone in E.164); contact_type_display is in the reader's language.

const columns = { id: contacts.id, name: contacts.name, contactType: contacts.contactType, contactInfo: contacts.contactInfo, isPublic: contacts.isPublic };
type Row = { id: number; name: string; contactType: string; contactInfo: string; isPublic: boolean };

/** A contact type's name in this language. */
export function contactTypeName(type: ContactType, language: Language): string {
  return catalogueText(CATALOGUES[language], CONTACT_TYPE_KEYS[type]);
}

/** GET /api/portal/contacts/: the NGO's contacts, oldest first (the order it added them). */
export async function ngoContacts(db: Queries, ngoId: number, language: Language): Promise<Contact[]> {
  const rows = await db.select(columns).from(contacts).where(eq(contacts.ngoId, ngoId)).orderBy(asc(contacts.id));
  return rows.map((row) => asContact(row, language));
}

/** The contacts the NGO marked public, oldest first, for its public page (server/publicNgos). */
export async function publicContacts(db: Queries, ngoId: number, language: Language): Promise<PublicContact[]> {
  const rows = await db
    .select(columns)
    .from(contacts)
    .where(and(eq(contacts.ngoId, ngoId), eq(contacts.isPublic, true)))
    .orderBy(asc(contacts.id));
  // eslint's ignoreRestSiblings: is_public is dropped, not forgotten.
  return rows.map((row) => asContact(row, language)).map(({ is_public, ...contact }) => contact);
}

/** POST /api/portal/contacts/create/: 409 at the cap. */
export async function createContact(db: Database, ngoId: number, input: ContactInput, language: Language): Promise<Contact> {
  return db.transaction(async (tx) => {
    await lockNgo(tx, ngoId);
    const [count] = await tx.select({ count: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.ngoId, ngoId));
    if ((count?.count ?? 0) >= CONTACTS_MAX_PER_NGO) throw contactError(409, contactErrorCodes.limitReached);
    const [created] = await tx
      .insert(contacts)
      .values({ ngoId, name: input.name, contactType: input.contact_type, contactInfo: input.contact_info, isPublic: input.is_public ?? false })
      .returning(columns);
    return asContact(created!, language);
  });
}

/**
 * PUT /api/portal/contacts/{id}/: every field replaced (a name left out becomes none) but is_public,
 * which a client that leaves it out (SPEC §7 names only the three) keeps; 404 for an unknown or another NGO's id.
 */
export async function updateContact(db: Queries, ngoId: number, id: number, input: ContactInput, language: Language): Promise<Contact> {
  const [updated] = await db
    .update(contacts)
    .set({ name: input.name, contactType: input.contact_type, contactInfo: input.contact_info, ...(input.is_public === undefined ? {} : { isPublic: input.is_public }) })
    .where(and(eq(contacts.id, id), eq(contacts.ngoId, ngoId)))
    .returning(columns);
  if (!updated) throw contactNotFound();
  return asContact(updated, language);
}

/** DELETE /api/portal/contacts/{id}/. */
export async function deleteContact(db: Queries, ngoId: number, id: number): Promise<void> {
  const deleted = await db.delete(contacts).where(and(eq(contacts.id, id), eq(contacts.ngoId, ngoId))).returning({ id: contacts.id });
  if (deleted.length === 0) throw contactNotFound();
}

export function contactNotFound(): AppError {
  return contactError(404, contactErrorCodes.notFound);
}

function contactError(status: number, code: keyof typeof contactErrorKeys): AppError {
  return new AppError(status, code, englishText(contactErrorKeys[code], { max: CONTACTS_MAX_PER_NGO }));
}

function asContact(row: Row, language: Language): Contact {
  const type = row.contactType as ContactType;
  return { id: row.id, name: row.name, contact_type: type, contact_type_display: contactTypeName(type, language), contact_info: row.contactInfo, is_public: row.isPublic };
}
