import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@/contract/events';
import en from '@/i18n/locales/en.json';
import { uploadedImages, volunteerProfiles } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, type TestVolunteer } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { multipartImage } from '@/server/test/openapi';

// Issue 14, point 1: GET and PATCH /api/volunteer/me/, and the profile image through the image pipeline.

describe.each(testDatabases)("the volunteer's profile on $name", (database) => {
  const t = useTestApp(database);
  let volunteer: TestVolunteer;
  beforeAll(async () => {
    volunteer = await signedInVolunteer(t.app, { full_name: 'Luka Zupan', birthday: '2001-11-23', bio: 'Student.' });
  });

  const me = (caller: { access: string } = volunteer) => t.app.inject({ url: '/api/volunteer/me/', headers: bearer(caller.access) });
  const patch = (payload: object, caller: { access: string } = volunteer) =>
    t.app.inject({ method: 'PATCH', url: '/api/volunteer/me/', headers: bearer(caller.access), payload });

  async function uploadedImage(caller: { access: string } = volunteer): Promise<string> {
    const { payload, headers } = await multipartImage();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/volunteer/me/profile-image/',
      payload,
      headers: { ...headers, ...bearer(caller.access) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return uploadedImageSchema.parse(response.json()).data.image_url;
  }

  it('reads the full name, e-mail, bio, birthday, no image and 0 XP of a new volunteer', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: volunteer.user_id,
      full_name: 'Luka Zupan',
      email: volunteer.email,
      bio: 'Student.',
      birthday: '2001-11-23',
      profile_image: null,
      total_xp: 0,
    });
  });

  it('changes the fields given and keeps the others', async () => {
    const response = await patch({ full_name: ' Luka Zupan Novak ', bio: 'Student.\nRunner.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ full_name: 'Luka Zupan Novak', bio: 'Student.\nRunner.', birthday: '2001-11-23' });
    expect((await me()).json()).toMatchObject({ full_name: 'Luka Zupan Novak', birthday: '2001-11-23' });

    expect((await patch({ birthday: null })).json()).toMatchObject({ birthday: null, bio: 'Student.\nRunner.' });
    const unchanged = await patch({});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ full_name: 'Luka Zupan Novak', birthday: null });
  });

  it('refuses to write total_xp (400, the XP unchanged), a future birthday and control characters', async () => {
    await t.app.db.update(volunteerProfiles).set({ totalXp: 40 }).where(eq(volunteerProfiles.userId, volunteer.user_id));
    const xp = await patch({ total_xp: 1_000_000 });
    expect(xp.statusCode).toBe(400);
    expect(xp.json().code).toBe('validation_failed');
    expect((await me()).json().total_xp).toBe(40);

    const future = await patch({ birthday: '2999-12-31' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ birthday: [en.volunteers.validation.birthdayInFuture] });

    const control = await patch({ full_name: 'Luka\u001b[31m' });
    expect(control.statusCode).toBe(400);
    expect(control.json().fields).toEqual({ full_name: [en.validation.controlCharacters] });
  });

  it('saves a profile image uploaded through the image pipeline, which serves it', async () => {
    const url = await uploadedImage();
    expect(url).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}-large\.png$/);
    const response = await patch({ profile_image: url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile_image).toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('replacing or removing the image deletes the old one and its files', async () => {
    const first = await uploadedImage();
    await patch({ profile_image: first });
    const second = await uploadedImage();
    expect((await patch({ profile_image: second })).json().profile_image).toBe(second);
    expect(await t.app.db.select().from(uploadedImages).where(eq(uploadedImages.largeUrl, first))).toEqual([]);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);

    expect((await patch({ profile_image: null })).json().profile_image).toBeNull();
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it("refuses an image URL the volunteer did not upload: another volunteer's, an NGO's, or any other", async () => {
    const other = await signedInVolunteer(t.app);
    const admin = await createAdmin(t.app);
    const ngo = await approvedNgo(t.app, admin);
    const { payload, headers } = await multipartImage();
    const ngoUpload = await t.app.inject({ method: 'POST', url: '/api/event/main-image/upload', payload, headers: { ...headers, ...bearer(ngo.access) } });
    const ngoImage = uploadedImageSchema.parse(ngoUpload.json()).data.image_url;

    for (const url of [await uploadedImage(other), ngoImage, 'https://example.org/me.png']) {
      const response = await patch({ profile_image: url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'profile_image_unknown',
        error: `profile_image: ${en.volunteers.server.profileImageUnknown}`,
        fields: { profile_image: [en.volunteers.server.profileImageUnknown] },
      });
    }
  });

  it('lets no NGO use the upload of profile images (403)', async () => {
    const admin = await createAdmin(t.app);
    const ngo = await approvedNgo(t.app, admin);
    const { payload, headers } = await multipartImage();
    const response = await t.app.inject({ method: 'POST', url: '/api/volunteer/me/profile-image/', payload, headers: { ...headers, ...bearer(ngo.access) } });
    expect(response.statusCode).toBe(403);
  });
});
