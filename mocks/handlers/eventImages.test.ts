import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contract/errors';
import { eventEnvelopeSchema, uploadedImageSchema } from '@/contract/events';
import { MAX_IMAGE_BYTES } from '@/contract/limits';
import en from '@/i18n/locales/en.json';
import { adminToken, payload, ngoToken, pendingNgoToken, post, upload } from './eventsTesting';

// The mock main-image upload answers like the server: the checks, the texts, and the address it serves.

describe('POST /api/event/main-image/upload', () => {
  it('accepts a PNG and serves it back from the address it answers', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

    const response = await upload(new File([bytes], 'Poster.PNG', { type: 'image/png' }), await ngoToken());

    expect(response.status).toBe(201);
    const imageUrl = uploadedImageSchema.parse(await response.json()).data.image_url;
    expect(imageUrl).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[\w-]+-large\.png$/);
    const image = await fetch(imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    // The address is one the event form may send back as main_image_url.
    const created = await post('events/create/', payload({ main_image_url: imageUrl }), await ngoToken());
    expect(eventEnvelopeSchema.parse(await created.json()).data.main_image_url).toBe(imageUrl);
  });

  it('asks for exactly one file in the field `file`, with the server texts', async () => {
    const token = await ngoToken();
    const send = async (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('file', file);
      return apiErrorSchema.parse(await (await fetch('/api/event/main-image/upload', { method: 'POST', body, headers: { authorization: `Bearer ${token}` } })).json());
    };
    const png = () => new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });

    expect((await send([])).fields).toEqual({ file: [en.events.image.fileRequired] });
    expect((await send([png(), png()])).fields).toEqual({ file: [en.events.server.oneImageOnly] });
    // The server reads the parts in order: a first file too big is refused before the second is seen.
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' });
    expect(await send([huge, png()])).toMatchObject({ code: 'image_too_large' });
  });

  it('refuses a file over 5 MB with 413 image_too_large', async () => {
    const file = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });

    const response = await upload(file, await ngoToken());

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'image_too_large', error: 'File size must be less than 5MB' });
  });

  it('refuses a file of another type or extension with 400 image_invalid', async () => {
    const token = await ngoToken();
    for (const file of [
      new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }),
      new File(['GIF89a'], 'banner.webp', { type: 'image/gif' }),
    ]) {
      const response = await upload(file, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'image_invalid', error: en.errors.image.invalid });
    }
  });

  it('refuses a request without a file with 400 validation_failed, and a signed-out one with 401', async () => {
    const form = new FormData();
    form.append('caption', 'no file');
    const response = await fetch('/api/event/main-image/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await ngoToken()}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({ code: 'validation_failed', fields: { file: expect.any(Array) } });

    expect((await upload(new File(['x'], 'a.png', { type: 'image/png' }))).status).toBe(401);
  });

  it("takes the administrator's upload (editing any event) and refuses an NGO that is not approved", async () => {
    const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', { type: 'image/png' });
    expect((await upload(png(), await adminToken())).status).toBe(201);
    expect((await upload(png(), pendingNgoToken())).status).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------
