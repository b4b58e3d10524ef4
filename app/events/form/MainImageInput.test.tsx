import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { demoLogins } from '@/app/test/renderApp';
import { control, demoEvent, fillValidForm, openEventForm, recordBodies } from './eventFormTesting';

// SPEC §2 "Form behaviour", §4 and §5: the main image from a URL or an upload, with the states
// uploading, uploaded and removed, and the browser's refusals.

const dropzoneInput = () => screen.getByLabelText('Drag and drop an image here') as HTMLInputElement;
const image = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => server.events.removeAllListeners());

describe('main image upload', () => {
  it('offers the upload first, for jpeg, png and gif up to 5 MB', async () => {
    await openEventForm('/events/create');

    expect((screen.getByRole('radio', { name: 'Upload an image' }) as HTMLInputElement).checked).toBe(true);
    screen.getByRole('button', { name: 'Choose a file', description: 'JPEG, JPG, PNG or GIF, up to 5 MB' });
    expect(dropzoneInput().accept.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/gif', '.jpeg', '.jpg', '.png', '.gif']),
    );
  });

  it('refuses a file that is not an image, naming the supported formats, without sending it', async () => {
    const { user } = await openEventForm('/events/create', { applyAccept: false });
    const uploads = recordUploads();

    await user.upload(dropzoneInput(), image(120, 'notes.txt', 'text/plain'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unsupported or damaged image. Supported formats: JPEG, JPG, PNG, GIF',
    );
    expect(uploads).toHaveLength(0);
  });

  it('refuses an image over 5 MB with the spec’s message, without sending it', async () => {
    const { user } = await openEventForm('/events/create');
    const uploads = recordUploads();

    await user.upload(dropzoneInput(), image(6 * 1024 * 1024, 'poster.png', 'image/png'));

    expect((await screen.findByRole('alert')).textContent).toBe('File size must be less than 5MB');
    expect(uploads).toHaveLength(0);
  });

  it('uploads, shows the image, and after removing it offers the drop area again', async () => {
    const { user } = await openEventForm('/events/create');
    const sent = recordBodies('POST /api/events/create/');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/event/main-image/upload', async () => {
        await answered;
        return HttpResponse.json({ data: { image_url: '/media/images/2026/11/poster-large.png' } }, { status: 201 });
      }),
    );

    await user.upload(dropzoneInput(), image(2048, 'poster.png', 'image/png'));

    // Uploading: a spinner that says so, and no way to save an event without its image yet.
    const uploading = await screen.findAllByText('Uploading…');
    expect(uploading.some((text) => text.closest('[role="status"]'))).toBe(true);
    expect((screen.getByRole('button', { name: 'Create event' }) as HTMLButtonElement).disabled).toBe(true);
    answer();

    const preview = (await screen.findByRole('img', { name: 'Preview of the main image' })) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/media/images/2026/11/poster-large.png');

    await user.click(screen.getByRole('button', { name: 'Remove image' }));

    expect(screen.queryByRole('img', { name: 'Preview of the main image' })).toBeNull();
    screen.getByText('Image removed');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a file' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('Event created successfully! Redirecting…');
    expect(sent).toMatchObject([{ main_image_url: '' }]);
  });

  it('sends the uploaded image’s address with the event', async () => {
    const { user } = await openEventForm('/events/create');
    const sent = recordBodies('POST /api/events/create/');

    await user.upload(dropzoneInput(), image(2048, 'team.jpg', 'image/jpeg'));
    const preview = (await screen.findByRole('img', { name: 'Preview of the main image' })) as HTMLImageElement;
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await screen.findByText('Event created successfully! Redirecting…');
    expect(preview.getAttribute('src')).toMatch(/^\/media\/images\/.+-large\.jpg$/);
    expect(sent).toMatchObject([{ main_image_url: preview.getAttribute('src') }]);
  });

  it('shows the server’s refusal, or the spec’s default when it says nothing', async () => {
    const { user } = await openEventForm('/events/create');
    server.use(
      http.post('/api/event/main-image/upload', () => HttpResponse.json({ error: 'Broken', code: 'image_invalid' }, { status: 400 }), {
        once: true,
      }),
      http.post('/api/event/main-image/upload', () => HttpResponse.json({ data: {} }, { status: 201 }), { once: true }),
    );

    await user.upload(dropzoneInput(), image(2048, 'team.jpg', 'image/jpeg'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unsupported or damaged image. Supported formats: JPEG, JPG, PNG, GIF',
    );

    await user.upload(dropzoneInput(), image(2048, 'team.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to upload main image'));
    // Still the drop area: another file can be tried.
    dropzoneInput();
  });
});

describe('main image from a URL', () => {
  it('takes a web address, previews it and sends it', async () => {
    const { user } = await openEventForm('/events/create');
    const sent = recordBodies('POST /api/events/create/');

    await user.click(screen.getByRole('radio', { name: 'Use an image URL' }));
    await user.type(control('Image URL'), 'https://images.example.org/river.jpg');

    const preview = screen.getByRole('img', { name: 'Preview of the main image' });
    expect(preview.getAttribute('src')).toBe('https://images.example.org/river.jpg');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('Event created successfully! Redirecting…');
    expect(sent).toMatchObject([{ main_image_url: 'https://images.example.org/river.jpg' }]);
  });

  it.each(['river.jpg', 'http://images.example.org/river.jpg'])('refuses %s: only https images can show on the page', async (address) => {
    const { user } = await openEventForm('/events/create');
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Use an image URL' }));
    await user.type(control('Image URL'), address);

    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Image URL must start with https://');
    expect(control('Image URL').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('main image when editing', () => {
  it('shows a stored image (under the media address) as uploaded, ready to remove', async () => {
    await signIn(demoLogins.ngo);
    const event = await demoEvent(2);
    server.use(http.get('/api/events/2/', () => HttpResponse.json({ ...event, main_image_url: '/media/images/2026/10/garden-large.jpg' })));
    const { user } = await openEventForm('/events/2/edit');
    const sent = recordBodies('PUT /api/events/2/update/');

    expect((screen.getByRole('radio', { name: 'Upload an image' }) as HTMLInputElement).checked).toBe(true);
    const preview = screen.getByRole('img', { name: 'Preview of the main image' });
    expect(preview.getAttribute('src')).toBe('/media/images/2026/10/garden-large.jpg');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Event updated successfully! Redirecting…');
    expect(sent).toMatchObject([{ main_image_url: '/media/images/2026/10/garden-large.jpg' }]);
  });

  it('shows an image elsewhere on the web as a URL', async () => {
    await signIn(demoLogins.ngo);
    const event = await demoEvent(2);
    server.use(http.get('/api/events/2/', () => HttpResponse.json({ ...event, main_image_url: 'https://images.example.org/garden.jpg' })));
    await openEventForm('/events/2/edit');

    expect((screen.getByRole('radio', { name: 'Use an image URL' }) as HTMLInputElement).checked).toBe(true);
    expect(control('Image URL').value).toBe('https://images.example.org/garden.jpg');
  });
});

/** The upload calls the app makes. */
function recordUploads(): Request[] {
  const uploads: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/event/main-image/upload')) uploads.push(request);
  });
  return uploads;
}
