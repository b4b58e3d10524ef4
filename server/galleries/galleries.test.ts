import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryPageSchema, galleryPhotoListSchema } from '@/contract/galleries';
import { uploadedImages } from '@/server/db/schema';
import { adminAndTwoNgos, approvedNgo, callAs, registerNgo, suspendNgo, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, endEvent, occurrencesOf, publicEvent, setEventStatus } from '@/server/test/events';
import { jpeg, photoKeys, stored, uploadedPhotos } from '@/server/test/galleries';
import { eventPayload } from '@/server/test/events';

// Issue 16: who reads, who deletes, and what deleting a photo, an event or a series leaves in storage.

describe.each(testDatabases)('galleries on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  let other: ApprovedNgo;
  beforeAll(async () => {
    ({ admin, ngo, other } = await adminAndTwoNgos(t.app));
  });

  const eventPhotos = async (eventId: number, count = 1, caption = '') =>
    uploadedPhotos(t.app, ngo, 'event', await Promise.all(Array.from({ length: count }, () => jpeg(200, 150))), { event_id: String(eventId), caption });
  const onDisk = (key: string) => existsSync(path.join(t.app.config.dataDir, 'media', key));

  it("answers an event's gallery as the plain list, or one page with the count", async () => {
    const event = await createEvent(t.app, ngo);
    const photos = await eventPhotos(event.id, 5, 'River day');

    const whole = await callAs(t.app, ngo, 'GET', `/api/events/${event.id}/gallery/`);
    expect(whole.statusCode).toBe(200);
    expect(galleryPhotoListSchema.parse(whole.json())).toEqual(photos);

    const page = await callAs(t.app, ngo, 'GET', `/api/events/${event.id}/gallery/?page=2&page_size=2`);
    expect(galleryPageSchema.parse(page.json())).toEqual({ count: 5, results: photos.slice(2, 4) });
    expect((await callAs(t.app, ngo, 'GET', `/api/events/${event.id}/gallery/?page=9`)).json()).toEqual({ count: 5, results: [] });
  });

  it("answers another NGO's event gallery 404 like an unknown one, and lets the administrator read any", async () => {
    const event = await createEvent(t.app, ngo);
    const photos = await eventPhotos(event.id);
    for (const id of [event.id, 2_000_000_000, 'abc']) {
      const response = await callAs(t.app, other, 'GET', `/api/events/${id}/gallery/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'event_not_found' });
    }
    expect((await callAs(t.app, admin, 'GET', `/api/events/${event.id}/gallery/`)).json()).toEqual(photos);
    expect((await callAs(t.app, null, 'GET', `/api/events/${event.id}/gallery/`)).statusCode).toBe(401);
  });

  it("shows the NGO its own gallery only: not its events' photos, not another NGO's", async () => {
    const owner = await approvedNgo(t.app, admin);
    const own = await uploadedPhotos(t.app, owner, 'ngo', [await jpeg()], { caption: 'Our team' });
    await uploadedPhotos(t.app, owner, 'event', [await jpeg()], { event_id: String((await createEvent(t.app, owner)).id) });
    await uploadedPhotos(t.app, other, 'ngo', [await jpeg()]);
    expect((await callAs(t.app, owner, 'GET', '/api/portal/gallery/')).json()).toEqual(own);
    expect((await callAs(t.app, owner, 'GET', '/api/portal/gallery/?page=1')).json()).toEqual({ count: 1, results: own });
  });

  it('lets anyone read the gallery of an approved or published event, ended ones too, and no other', async () => {
    const pending = await createEvent(t.app, ngo);
    const approved = await publicEvent(t.app, admin, ngo);
    const published = await publicEvent(t.app, admin, ngo, {}, true);
    const ended = await publicEvent(t.app, admin, ngo);
    const rejected = await createEvent(t.app, ngo);
    await decide(t.app, admin, rejected.id, 'reject');
    const draft = await createEvent(t.app, ngo);
    await setEventStatus(t.app, draft.id, 'draft');
    for (const event of [pending, approved, published, ended, rejected, draft]) await eventPhotos(event.id);
    await endEvent(t.app, ended.id);

    for (const event of [approved, published, ended]) {
      const response = await callAs(t.app, null, 'GET', `/api/public/events/${event.id}/gallery/`);
      expect(response.statusCode, event.eventName).toBe(200);
      expect(response.json()).toHaveLength(1);
    }
    for (const event of [pending, rejected, draft]) {
      const response = await callAs(t.app, null, 'GET', `/api/public/events/${event.id}/gallery/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'event_not_found' });
    }
  });

  it("shows an approved NGO's own gallery on its public page; a pending or suspended NGO's answers 404", async () => {
    const shown = await approvedNgo(t.app, admin);
    const photos = await uploadedPhotos(t.app, shown, 'ngo', [await jpeg(), await jpeg()], { caption: 'Volunteers at work' });
    await uploadedPhotos(t.app, shown, 'event', [await jpeg()], { event_id: String((await createEvent(t.app, shown)).id) });
    expect((await callAs(t.app, null, 'GET', `/api/public/ngos/${shown.id}/gallery/`)).json()).toEqual(photos);
    expect((await callAs(t.app, null, 'GET', `/api/public/ngos/${shown.id}/gallery/?page=2&page_size=1`)).json()).toEqual({ count: 2, results: [photos[1]] });

    const pending = await registerNgo(t.app, admin);
    const suspended = await approvedNgo(t.app, admin);
    await uploadedPhotos(t.app, suspended, 'ngo', [await jpeg()]);
    await suspendNgo(t.app, admin, suspended.id);
    const event = await publicEvent(t.app, admin, ngo);
    await eventPhotos(event.id);
    for (const id of [pending.id, suspended.id, 2_000_000_000]) {
      const response = await callAs(t.app, null, 'GET', `/api/public/ngos/${id}/gallery/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ngo_not_found' });
    }
  });

  it('deletes a photo of an event (204) and removes both its files from disk; the rest stay', async () => {
    const event = await createEvent(t.app, ngo);
    const [first, second] = await eventPhotos(event.id, 2);
    const keys = await photoKeys(t.app, first!.id);
    expect([onDisk(keys.thumbnail), onDisk(keys.large)]).toEqual([true, true]);

    const response = await callAs(t.app, ngo, 'DELETE', `/api/events/${event.id}/gallery/${first!.id}/delete/`);

    expect(response.statusCode).toBe(204);
    expect([onDisk(keys.thumbnail), onDisk(keys.large)]).toEqual([false, false]);
    expect((await t.app.inject({ url: first!.large_image })).statusCode).toBe(404);
    expect((await callAs(t.app, ngo, 'GET', `/api/events/${event.id}/gallery/`)).json()).toEqual([second]);
    expect(await stored(t.app, await photoKeys(t.app, second!.id))).toEqual([true, true]);
  });

  it("answers 404 for another NGO's photo, a photo of another event or gallery, and an unknown one, keeping them", async () => {
    const event = await createEvent(t.app, ngo);
    const otherEvent = await createEvent(t.app, ngo);
    const [photo] = await eventPhotos(event.id);
    const [own] = await uploadedPhotos(t.app, ngo, 'ngo', [await jpeg()]);
    const refused = [
      [other, `/api/events/${event.id}/gallery/${photo!.id}/delete/`],
      [ngo, `/api/events/${otherEvent.id}/gallery/${photo!.id}/delete/`],
      [ngo, `/api/events/${event.id}/gallery/${own!.id}/delete/`],
      [ngo, `/api/events/${event.id}/gallery/2000000000/delete/`],
      [other, `/api/portal/gallery/${own!.id}/`],
      [ngo, `/api/portal/gallery/${photo!.id}/`],
      [ngo, '/api/portal/gallery/abc/'],
    ] as const;
    for (const [caller, url] of refused) {
      const response = await callAs(t.app, caller, 'DELETE', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'gallery_photo_not_found' });
    }
    expect(await stored(t.app, await photoKeys(t.app, photo!.id))).toEqual([true, true]);
    expect(await stored(t.app, await photoKeys(t.app, own!.id))).toEqual([true, true]);
  });

  it("deletes the NGO's own photo, and lets the administrator delete any event's photo (moderation)", async () => {
    const [own] = await uploadedPhotos(t.app, ngo, 'ngo', [await jpeg()]);
    const ownKeys = await photoKeys(t.app, own!.id);
    expect((await callAs(t.app, ngo, 'DELETE', `/api/portal/gallery/${own!.id}/`)).statusCode).toBe(204);
    expect([onDisk(ownKeys.thumbnail), onDisk(ownKeys.large)]).toEqual([false, false]);

    const event = await publicEvent(t.app, admin, ngo, {}, true);
    const [photo] = await eventPhotos(event.id);
    const keys = await photoKeys(t.app, photo!.id);
    expect((await callAs(t.app, admin, 'DELETE', `/api/events/${event.id}/gallery/${photo!.id}/delete/`)).statusCode).toBe(204);
    expect(await stored(t.app, keys)).toEqual([false, false]);
    // The NGO's own gallery is the NGO's: the administrator's role does not reach it.
    expect((await callAs(t.app, admin, 'DELETE', `/api/portal/gallery/${photo!.id}/`)).statusCode).toBe(403);
  });

  it("removes an event's photos from disk with the event, and a series' occurrences' photos with the series", async () => {
    const single = await createEvent(t.app, ngo);
    const singleKeys = await Promise.all((await eventPhotos(single.id, 2)).map((photo) => photoKeys(t.app, photo.id)));
    const series = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-06-01' });
    const [occurrence] = await occurrencesOf(t.app, series.id);
    const seriesKeys = await Promise.all(
      [...(await eventPhotos(series.id)), ...(await eventPhotos(occurrence!.id))].map((photo) => photoKeys(t.app, photo.id)),
    );

    expect((await callAs(t.app, ngo, 'DELETE', `/api/events/${single.id}/delete/`)).statusCode).toBe(204);
    expect((await callAs(t.app, ngo, 'DELETE', `/api/events/${series.id}/delete/`)).statusCode).toBe(204);

    for (const keys of [...singleKeys, ...seriesKeys]) expect([onDisk(keys.thumbnail), onDisk(keys.large)]).toEqual([false, false]);
  });

  it("removes the photos of the occurrences a series edit drops", async () => {
    const series = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-06-01' });
    const occurrences = await occurrencesOf(t.app, series.id);
    const last = occurrences.at(-1)!;
    const keys = await photoKeys(t.app, (await eventPhotos(last.id))[0]!.id);
    const shorter = eventPayload({ recurrence_type: 'weekly', recurrence_end_date: occurrences[0]!.startDate.toISOString().slice(0, 10) });
    const response = await callAs(t.app, ngo, 'PUT', `/api/events/${series.id}/update/`, shorter);
    expect(response.statusCode, response.body).toBe(200);
    expect((await occurrencesOf(t.app, series.id)).some((occurrence) => occurrence.id === last.id)).toBe(false);
    expect([onDisk(keys.thumbnail), onDisk(keys.large)]).toEqual([false, false]);
  });

  it("keeps a photo's files while an event shows it as its main image, and removes them once none does", async () => {
    const event = await createEvent(t.app, ngo);
    const [photo, deletedWithEvent] = await eventPhotos(event.id, 2);
    const keys = await photoKeys(t.app, photo!.id);
    const withEventKeys = await photoKeys(t.app, deletedWithEvent!.id);
    // Another event links the photos' large images as its main image (the form's URL mode).
    const showing = await createEvent(t.app, ngo, { main_image_url: photo!.large_image });
    const alsoShowing = await createEvent(t.app, ngo, { main_image_url: deletedWithEvent!.large_image });

    expect((await callAs(t.app, ngo, 'DELETE', `/api/events/${event.id}/gallery/${photo!.id}/delete/`)).statusCode).toBe(204);
    expect((await callAs(t.app, ngo, 'DELETE', `/api/events/${event.id}/delete/`)).statusCode).toBe(204);

    expect(await stored(t.app, keys)).toEqual([true, true]);
    expect(await stored(t.app, withEventKeys)).toEqual([true, true]);
    expect((await t.app.inject({ url: photo!.large_image })).statusCode).toBe(200);
    const kept = await t.app.db.select().from(uploadedImages).where(eq(uploadedImages.largeUrl, photo!.large_image));
    expect(kept).toMatchObject([{ ngoId: ngo.ngo_id, largeKey: keys.large }]);

    // Once no event shows them, the events' own release path removes them.
    expect((await callAs(t.app, ngo, 'PUT', `/api/events/${showing.id}/update/`, eventPayload({ main_image_url: null }))).statusCode).toBe(200);
    expect((await callAs(t.app, ngo, 'DELETE', `/api/events/${alsoShowing.id}/delete/`)).statusCode).toBe(204);
    expect(await stored(t.app, keys)).toEqual([false, false]);
    expect(await stored(t.app, withEventKeys)).toEqual([false, false]);
  });
});
