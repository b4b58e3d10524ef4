import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  accountErrorCodes,
  type AdminLoginResponse,
  type AdminNgo,
  type AdminNgoListQuery,
  type LoginRequest,
  type NgoLoginResponse,
  type NgoStatus,
  type RegistrationForm,
  type UserType,
} from '@/contract/accounts';
import { normalizePhone } from '@/contract/phone';
import { registrationProblems } from '@/contract/registration';
import en from '@/i18n/locales/en.json';
import { ngos, users } from '@/server/db/schema';
import { announceAccountChange, forgetAccounts } from '@/server/platform/accountCache';
import { hashPassword, verifyPassword } from '@/server/platform/auth';
import type { Database } from '@/server/platform/db';
import { AppError, validationFailed } from '@/server/platform/errors';
import { adminRecipients, ngoRecipients, queueMail, userRecipients } from '@/server/mail/outbox';
import type { Language } from '@/server/platform/readerLanguage';
import { revokeNgoSessions, startSession } from './sessions';

// The accounts feature: NGO registration, sign-in of both roles and NGO approval.

/** E-mail addresses are compared and stored trimmed and lower-cased: one address, one account. */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * POST /api/ngo/register/: SPEC §5 rules in order (400 validation_failed with every broken rule),
 * then a unique e-mail (400 email_taken); creates the NGO, pending approval, and its user together.
 */
export async function registerNgo(db: Database, form: RegistrationForm, language: Language = 'en'): Promise<void> {
  const problems = registrationProblems(form);
  if (problems.length > 0) throw validationFailed(problems);

  const email = canonicalEmail(form.contact_person_email);
  if (await userByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(form.password);
  const firstName = form.contact_person_first_name.trim();
  const lastName = form.contact_person_last_name.trim();
  try {
    await db.transaction(async (tx) => {
      const [ngo] = await tx
        .insert(ngos)
        .values({
          organizationName: form.organization_name.trim(),
          website: form.website.trim(),
          registrationNumber: form.registration_number.trim(),
          contactPersonFirstName: firstName,
          contactPersonLastName: lastName,
          contactPersonEmail: email,
          contactPersonPhone: normalizePhone(form.contact_person_phone) ?? form.contact_person_phone.trim(),
          operatingCountries: form.operating_countries.trim(),
          organizationOfferings: [...new Set(form.organization_offerings)],
        })
        .returning({ id: ngos.id });
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, userType: 'ngo', name: `${firstName} ${lastName}`, ngoId: ngo!.id, language })
        .returning({ id: users.id });
      // Issue 18: the NGO hears its registration arrived, the administrators that one waits.
      const organization = form.organization_name.trim();
      await queueMail(tx, 'ngo_registration_received', await userRecipients(tx, [user!.id]), { organization });
      await queueMail(tx, 'admin_ngo_registered', await adminRecipients(tx), { organization, email });
    });
  } catch (error) {
    // The same address registered a moment ago by a request racing this one.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * POST /api/ngo/login/. Unknown e-mail, wrong password and a user who is not an NGO user all get the
 * same 401 after the same work (one password verification); only the right password learns that
 * the NGO is pending (403 ngo_pending) or suspended (403 ngo_suspended).
 */
export async function signInNgo(db: Database, secret: string, credentials: LoginRequest, language?: Language): Promise<NgoLoginResponse> {
  const user = await userSigningIn(db, credentials, 'ngo');
  if (user.ngoId === null) throw invalidCredentials();
  const [ngo] = await db.select().from(ngos).where(eq(ngos.id, user.ngoId));
  if (!ngo) throw invalidCredentials();
  if (ngo.status === 'pending') throw new AppError(403, accountErrorCodes.ngoPending, en.errors.accounts.ngoPending);
  if (ngo.status === 'suspended') throw new AppError(403, accountErrorCodes.ngoSuspended, en.errors.accounts.ngoSuspended);

  await recordLogin(db, user.id, language);
  const tokens = await startSession(db, secret, { id: user.id, type: 'ngo', ngoId: ngo.id });
  return { ...tokens, user_id: user.id, ngo_id: ngo.id, ngo_name: ngo.organizationName };
}

/** POST /api/super-admin/login/: the same rules; anyone but a super administrator gets 401. */
export async function signInSuperAdmin(db: Database, secret: string, credentials: LoginRequest, language?: Language): Promise<AdminLoginResponse> {
  const user = await userSigningIn(db, credentials, 'super_admin');

  await recordLogin(db, user.id, language);
  const tokens = await startSession(db, secret, { id: user.id, type: 'super_admin', ngoId: null });
  return { ...tokens, user_id: user.id, email: user.email, name: user.name };
}

/**
 * Registered NGOs, newest first, optionally of one status, of a search (matchesNgoSearch) and one
 * page, with how many match in all (the administrator's list adds their figures).
 */
export async function listNgos(db: Database, query: AdminNgoListQuery = {}): Promise<{ ngos: AdminNgo[]; total: number }> {
  const where = and(query.status ? eq(ngos.status, query.status) : undefined, ngoSearchCondition(query.search));
  const list = db.select().from(ngos).where(where).orderBy(desc(ngos.createdAt), desc(ngos.id)).$dynamic();
  if (query.limit !== undefined) list.limit(query.limit);
  if (query.offset !== undefined) list.offset(query.offset);
  const [rows, [count]] = await Promise.all([list, db.select({ total: sql<number>`count(*)::int` }).from(ngos).where(where)]);
  return { ngos: rows.map(adminNgoOf), total: count?.total ?? 0 };
}

/** NGO management's search in SQL: the fields matchesNgoSearch reads contain the text, ignoring case. */
export function ngoSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // %, _ and \ are ILIKE's own characters: searched for as themselves.
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    ilike(ngos.organizationName, pattern),
    ilike(sql`${ngos.contactPersonFirstName} || ' ' || ${ngos.contactPersonLastName}`, pattern),
    ilike(ngos.contactPersonEmail, pattern),
    ilike(ngos.registrationNumber, pattern),
    ilike(ngos.operatingCountries, pattern),
  );
}

/**
 * Approve (also re-activates a suspended NGO) or suspend. Suspending revokes every refresh token of
 * the NGO's users in the same transaction; their access tokens stop working at once because the
 * guards' account cache forgets the NGO (server/platform/accountCache.ts).
 */
export async function setNgoStatus(db: Database, ngoId: number, status: Exclude<NgoStatus, 'pending'>): Promise<AdminNgo> {
  // Forgotten here at once, by other instances on commit (NOTIFY); a failed change forgets harmlessly.
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select({ status: ngos.status }).from(ngos).where(eq(ngos.id, ngoId)).for('update');
      const [ngo] = await tx
        .update(ngos)
        .set({
          status,
          // The moment of the last real change: approving an approved NGO again changes nothing.
          statusChangedAt: sql`case when ${ngos.status} = ${status} then ${ngos.statusChangedAt} else now() end`,
        })
        .where(eq(ngos.id, ngoId))
        .returning();
      if (!ngo) throw ngoNotFound();
      if (status === 'suspended') await revokeNgoSessions(tx, ngoId);
      // Issue 18: told of a real change only; suspension is security mail, sent whatever the preference.
      if (before?.status !== status) {
        const kind = status === 'approved' ? 'ngo_approved' : 'ngo_suspended';
        await queueMail(tx, kind, await ngoRecipients(tx, ngoId), { organization: ngo.organizationName });
      }
      await announceAccountChange(tx, { ngoId });
      return adminNgoOf(ngo);
    });
  } finally {
    forgetAccounts(db, { ngoId });
  }
}

/**
 * The user these credentials sign in as this type. Unknown e-mail, wrong password and a user of
 * another type (an NGO user at the volunteer sign-in …) all get the same 401 after the same work:
 * one password verification, against a dummy hash when the e-mail is unknown. Issue 17: a
 * volunteer's right password at the NGO or administrator sign-in answers 403 volunteer_account,
 * so the page can send them to the volunteer sign-in; with a wrong password nothing tells the
 * account's kind.
 */
export async function userSigningIn(db: Database, credentials: LoginRequest, type: UserType) {
  const user = await userByEmail(db, canonicalEmail(credentials.email));
  const passwordMatches = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !passwordMatches) throw invalidCredentials();
  if (user.userType === 'volunteer' && type !== 'volunteer') {
    throw new AppError(403, accountErrorCodes.volunteerAccount, en.login.volunteerAccount);
  }
  if (user.userType !== type) throw invalidCredentials();
  return user;
}

export async function userByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** PostgreSQL's unique_violation, whichever driver raised it (Drizzle wraps it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function invalidCredentials(): AppError {
  return new AppError(401, accountErrorCodes.invalidCredentials, en.errors.invalidCredentials);
}

/** 400 email_taken on the registration form's e-mail field (an NGO's contact_person_email, a volunteer's email). */
export function emailTaken(field = 'contact_person_email'): AppError {
  const message = en.errors.accounts.emailTaken;
  return new AppError(400, accountErrorCodes.emailTaken, `${field}: ${message}`, { [field]: [message] });
}

/** The moment of the sign-in and, when the request said it (issue 18), the language the user now reads. */
export async function recordLogin(db: Database, userId: number, language?: Language): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()`, ...(language ? { language } : {}) })
    .where(eq(users.id, userId));
}

function adminNgoOf(ngo: typeof ngos.$inferSelect): AdminNgo {
  return {
    id: ngo.id,
    organization_name: ngo.organizationName,
    website: ngo.website,
    registration_number: ngo.registrationNumber,
    contact_person_first_name: ngo.contactPersonFirstName,
    contact_person_last_name: ngo.contactPersonLastName,
    contact_person_email: ngo.contactPersonEmail,
    contact_person_phone: ngo.contactPersonPhone,
    operating_countries: ngo.operatingCountries,
    organization_offerings: ngo.organizationOfferings as AdminNgo['organization_offerings'],
    status: ngo.status,
    created: ngo.createdAt.toISOString(),
  };
}

export function ngoNotFound(): AppError {
  return new AppError(404, accountErrorCodes.ngoNotFound, 'NGO not found');
}
