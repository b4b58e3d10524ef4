import { and, eq, notExists, sql } from 'drizzle-orm';
import type { LoginRequest } from '@/contract/accounts';
import {
  VOLUNTEER_USER_TYPE,
  volunteerErrorCodes,
  type VolunteerLoginResponse,
  type VolunteerProfile,
  type VolunteerProfileUpdate,
  type VolunteerRegistration,
} from '@/contract/volunteers';
import en from '@/i18n/locales/en.json';
import { canonicalEmail, emailTaken, isUniqueViolation, recordLogin, userByEmail, userSigningIn } from '@/server/accounts/service';
import { startSession } from '@/server/accounts/sessions';
import { events, uploadedImages, users, volunteerProfiles } from '@/server/db/schema';
import { hashPassword, unauthenticated } from '@/server/platform/auth';
import type { Database } from '@/server/platform/db';
import { AppError } from '@/server/platform/errors';
import type { ImageKeys } from '@/server/platform/images';
import type { Language } from '@/server/platform/readerLanguage';
import { removeImageFiles, type ImageFiles } from '@/server/platform/uploads';

// Issue 14, point 1: volunteer accounts. A volunteer is a user of type 'volunteer' (users.name is
// the full name) with a row in volunteer_profiles; sessions are the accounts feature's.

/**
 * POST /api/volunteer/register/: a unique e-mail (400 email_taken on `email`, as the NGO
 * registration answers on its e-mail field), then the user and the profile together.
 */
export async function registerVolunteer(db: Database, form: VolunteerRegistration, language: Language = 'en'): Promise<number> {
  const email = canonicalEmail(form.email);
  if (await userByEmail(db, email)) throw emailTaken('email');
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, userType: VOLUNTEER_USER_TYPE, name: form.full_name, language })
        .returning({ id: users.id });
      await tx.insert(volunteerProfiles).values({ userId: user!.id, bio: form.bio, birthday: form.birthday });
      return user!.id;
    });
  } catch (error) {
    // The same address registered a moment ago by a request racing this one.
    if (isUniqueViolation(error)) throw emailTaken('email');
    throw error;
  }
}

/** POST /api/volunteer/login/: the NGO sign-in's rules; anyone but a volunteer gets the same 401. */
export async function signInVolunteer(db: Database, secret: string, credentials: LoginRequest, language?: Language): Promise<VolunteerLoginResponse> {
  const user = await userSigningIn(db, credentials, VOLUNTEER_USER_TYPE);
  await recordLogin(db, user.id, language);
  const tokens = await startSession(db, secret, { id: user.id, type: VOLUNTEER_USER_TYPE, ngoId: null });
  return { ...tokens, user_id: user.id, user_type: VOLUNTEER_USER_TYPE };
}

/** GET /api/volunteer/me/. A volunteer without a profile row (made by hand in SQL) reads the defaults. */
export async function volunteerProfile(db: Pick<Database, 'select'>, userId: number): Promise<VolunteerProfile> {
  const [row] = await db
    .select({
      id: users.id,
      full_name: users.name,
      email: users.email,
      bio: sql<string>`coalesce(${volunteerProfiles.bio}, '')`,
      birthday: volunteerProfiles.birthday,
      profile_image: volunteerProfiles.profileImage,
      total_xp: sql<number>`coalesce(${volunteerProfiles.totalXp}, 0)`,
    })
    .from(users)
    .leftJoin(volunteerProfiles, eq(volunteerProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.userType, VOLUNTEER_USER_TYPE)));
  // The guard let a volunteer through a moment ago: gone since, like a deleted account.
  if (!row) throw unauthenticated();
  return row;
}

/**
 * PATCH /api/volunteer/me/: the fields given, in one transaction. A new profile_image must be an
 * image this volunteer uploaded (400 profile_image_unknown otherwise); the one it replaces (or
 * null removes) is forgotten and its files deleted after the commit. total_xp is never written here.
 */
export async function updateVolunteerProfile(
  db: Database,
  files: ImageFiles,
  userId: number,
  update: VolunteerProfileUpdate,
): Promise<VolunteerProfile> {
  const { profile, released } = await db.transaction(async (tx) => {
    if (update.full_name !== undefined) await tx.update(users).set({ name: update.full_name }).where(eq(users.id, userId));
    const [current] = await tx.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, userId)).for('update');
    const image = update.profile_image;
    if (image !== undefined && image !== null && image !== current?.profileImage && !(await isOwnUpload(tx, userId, image))) {
      throw new AppError(400, volunteerErrorCodes.profileImageUnknown, `profile_image: ${en.volunteers.server.profileImageUnknown}`, {
        profile_image: [en.volunteers.server.profileImageUnknown],
      });
    }
    const values = { bio: update.bio, birthday: update.birthday, profileImage: image };
    await tx
      .insert(volunteerProfiles)
      .values({ userId, ...values })
      // userId keeps the set from being empty when only the name (or nothing) changes.
      .onConflictDoUpdate({ target: volunteerProfiles.userId, set: { ...values, userId } });
    const replaced = image !== undefined && current?.profileImage && current.profileImage !== image ? current.profileImage : null;
    return { profile: await volunteerProfile(tx, userId), released: replaced ? await releaseProfileImage(tx, userId, replaced) : [] };
  });
  await removeImageFiles(files, released);
  return profile;
}

async function isOwnUpload(tx: Pick<Database, 'select'>, userId: number, url: string): Promise<boolean> {
  const [known] = await tx
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.largeUrl, url), eq(uploadedImages.userId, userId)));
  return known !== undefined;
}

/** Forgets the volunteer's replaced image (unless an event's form named its URL), answering its files. */
function releaseProfileImage(tx: Pick<Database, 'select' | 'delete'>, userId: number, url: string): Promise<ImageKeys[]> {
  const shownByEvent = tx.select({ id: events.id }).from(events).where(eq(events.mainImageUrl, uploadedImages.largeUrl));
  return tx
    .delete(uploadedImages)
    .where(and(eq(uploadedImages.largeUrl, url), eq(uploadedImages.userId, userId), notExists(shownByEvent)))
    .returning({ thumbnail: uploadedImages.thumbnailKey, large: uploadedImages.largeKey });
}
