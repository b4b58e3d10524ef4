import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signInVolunteer } from '@/queries/volunteer';
import { initI18n } from '@/i18n';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17, point 3: #/volunteer/profile on the mock store. Ana Novak (ana.novak@example.org),
// born 2001-04-17, "Student of biology, loves the outdoors.", 340 XP, no photo.

const ana = () => store.volunteers.find((volunteer) => volunteer.email === demoLogins.volunteer.email)!;
const details = () => screen.getByRole('region', { name: 'Your details' });
const navbarName = () => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByTitle(/^Signed in as/).textContent;
const input = (label: string | RegExp) => within(details()).getByLabelText(label) as HTMLInputElement;

/** A PNG as its first bytes say (the signature the browser checks), of `size` bytes. */
const png = (name = 'me.png', size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

async function openProfile() {
  await signInVolunteer(demoLogins.volunteer);
  const app = renderAppAt('/volunteer/profile');
  await screen.findByRole('heading', { level: 1, name: 'My profile' });
  // Files the dropzone would refuse reach it, as a drop would bring them.
  return { ...app, user: userEvent.setup({ applyAccept: false }) };
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(details()).getByRole('button', { name: 'Edit' }));
  await waitFor(() => expect(document.activeElement).toBe(input(/^Full name/)));
}

/** The bodies of the profile calls the page sends. */
function recordCalls() {
  const calls = { patches: [] as unknown[], uploads: 0 };
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'PATCH' && path === '/api/volunteer/me/') calls.patches.push(await request.clone().json());
    if (request.method === 'POST' && path === '/api/volunteer/me/profile-image/') calls.uploads += 1;
  });
  return calls;
}

describe('my profile (#/volunteer/profile)', () => {
  it('shows the total XP, the profile and the calendar feed, titled "My profile"', async () => {
    await openProfile();

    const figures = within(screen.getByRole('list', { name: 'Your figures' }));
    expect(figures.getByText('340')).toBeTruthy();
    expect(figures.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe('/volunteer/certificate');
    const view = within(details());
    expect(view.getByText('Ana Novak')).toBeTruthy();
    expect(view.getByText('ana.novak@example.org')).toBeTruthy();
    expect(view.getByText('April 17, 2001')).toBeTruthy();
    expect(view.getByText('Student of biology, loves the outdoors.')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Calendar feed' })).findByText('You have no calendar link yet.')).toBeTruthy();
    expect(document.title).toBe('My profile');
  });

  it('edits and cancels: the saved values come back and nothing is sent', async () => {
    const calls = recordCalls();
    const { user } = await openProfile();
    await startEditing(user);
    // The e-mail is shown, not edited.
    expect(input('Email').readOnly).toBe(true);
    await user.clear(input(/^Full name/));
    await user.type(input(/^Full name/), 'Someone Else');
    await user.clear(input('About you'));
    await user.click(within(details()).getByRole('button', { name: 'Cancel' }));

    expect(within(details()).getByText('Ana Novak')).toBeTruthy();
    expect(within(details()).getByText('Student of biology, loves the outdoors.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(details()).getByRole('button', { name: 'Edit' })));
    await startEditing(user);
    expect(input(/^Full name/).value).toBe('Ana Novak');
    expect(calls.patches).toEqual([]);
  });

  it('saves the name, birthday and bio; the navbar names the volunteer anew at once', async () => {
    const calls = recordCalls();
    const { user } = await openProfile();
    expect(await screen.findByTitle('Signed in as Ana Novak')).toBeTruthy();
    await startEditing(user);
    await user.clear(input(/^Full name/));
    await user.type(input(/^Full name/), '  Ana Novak Kos ');
    fireEvent.change(input('Birthday'), { target: { value: '2001-04-18' } });
    await user.type(input('About you'), '{Enter}Also a first-aider.');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(calls.patches).toEqual([
      { full_name: 'Ana Novak Kos', bio: 'Student of biology, loves the outdoors.\nAlso a first-aider.', birthday: '2001-04-18' },
    ]);
    expect(within(details()).getByText('Ana Novak Kos')).toBeTruthy();
    expect(within(details()).getByText('April 18, 2001')).toBeTruthy();
    expect(navbarName()).toBe('Ana Novak Kos');
    expect(ana()).toMatchObject({ full_name: 'Ana Novak Kos', birthday: '2001-04-18' });
  });

  it('refuses a blank name with the contract’s message, without sending it, keeping the rest', async () => {
    const calls = recordCalls();
    const { user } = await openProfile();
    await startEditing(user);
    await user.type(input('About you'), ' More.');
    await user.clear(input(/^Full name/));
    await user.type(input(/^Full name/), '   ');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    expect(within(details()).getByRole('textbox', { name: /^Full name/, description: 'Full name is required' })).toBe(document.activeElement);
    expect(input('About you').value).toBe('Student of biology, loves the outdoors. More.');
    expect(calls.patches).toEqual([]);
  });

  it.each([
    ['before 1900', '1899-12-31', 'Birthday must be in 1900 or later'],
    ['in the future', '2099-01-01', 'Birthday cannot be in the future'],
  ])('refuses a birthday %s with the contract’s message', async (_case, birthday, message) => {
    const calls = recordCalls();
    const { user } = await openProfile();
    await startEditing(user);
    fireEvent.change(input('Birthday'), { target: { value: birthday } });
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    expect(within(details()).getByText(message)).toBeTruthy();
    expect(input('Birthday').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Birthday'));
    expect(calls.patches).toEqual([]);
  });

  it('removes the birthday when it is cleared', async () => {
    const calls = recordCalls();
    const { user } = await openProfile();
    await startEditing(user);
    fireEvent.change(input('Birthday'), { target: { value: '' } });
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    await screen.findByText('Profile saved.');
    expect(calls.patches).toEqual([{ full_name: 'Ana Novak', bio: 'Student of biology, loves the outdoors.', birthday: null }]);
    const birthday = within(details()).getByText('Birthday').nextElementSibling!;
    expect(birthday.textContent).toBe('Not added yet');
  });

  it('shows the server’s field messages under their fields in the reader’s language, keeping what was typed', async () => {
    server.use(
      http.patch('/api/volunteer/me/', () =>
        HttpResponse.json(
          { error: 'bio: Remove the invisible control characters from this text', code: 'validation_failed', fields: { bio: ['Remove the invisible control characters from this text'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openProfile();
    initI18n('sl');
    await user.click(within(await screen.findByRole('region', { name: 'Vaši podatki' })).getByRole('button', { name: 'Uredi' }));
    const form = within(screen.getByRole('region', { name: 'Vaši podatki' }));
    await user.type(form.getByLabelText('O vas'), ' Nova vrstica.');
    await user.click(form.getByRole('button', { name: 'Shrani' }));

    const bio = await form.findByRole('textbox', { name: 'O vas', description: /Iz besedila odstranite nevidne kontrolne znake$/ });
    expect((bio as HTMLTextAreaElement).value).toBe('Student of biology, loves the outdoors. Nova vrstica.');
    expect(document.activeElement).toBe(bio);
    expect(form.queryByRole('alert')).toBeNull();
  });

  it('says a failed save above the form and keeps the form open with what was typed', async () => {
    server.use(http.patch('/api/volunteer/me/', () => HttpResponse.json({ error: 'Database down', code: 'internal_error' }, { status: 500 })));
    const { user } = await openProfile();
    await startEditing(user);
    await user.clear(input(/^Full name/));
    await user.type(input(/^Full name/), 'Ana N.');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    const alert = await within(details()).findByRole('alert');
    expect(alert.textContent).toContain('Failed to update your profile. Please try again later.');
    expect(input(/^Full name/).value).toBe('Ana N.');
    expect(ana().full_name).toBe('Ana Novak');
  });

  it('uploads a photo, shows it, and saves it with the profile', async () => {
    const calls = recordCalls();
    const { user } = await openProfile();
    await startEditing(user);
    await user.upload(within(details()).getByLabelText('Drag and drop a photo here'), png());

    const preview = (await within(details()).findByRole('img', { name: 'Your photo' })) as HTMLImageElement;
    const url = preview.getAttribute('src')!;
    expect(url).toMatch(/^\/media\//);
    expect(within(details()).getByText('Photo uploaded. Save to keep it.')).toBeTruthy();
    expect(ana().profile_image).toBeNull(); // nothing changes before Save
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    await screen.findByText('Profile saved.');
    expect(calls.uploads).toBe(1);
    expect(calls.patches).toEqual([expect.objectContaining({ profile_image: url })]);
    expect(ana().profile_image).toBe(url);
    expect(within(details()).getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe(url);
  });

  it('removes the photo on save', async () => {
    ana().profile_image = '/demo/gallery-green-valley-1.jpg';
    const { user } = await openProfile();
    await startEditing(user);
    await user.click(within(details()).getByRole('button', { name: 'Remove photo' }));

    expect(within(details()).queryByRole('img', { name: 'Your photo' })).toBeNull();
    expect(within(details()).getByText('Photo removed. Save to keep the change.')).toBeTruthy();
    expect(document.activeElement).toBe(within(details()).getByRole('button', { name: 'Choose a photo' }));
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    await screen.findByText('Profile saved.');
    expect(ana().profile_image).toBeNull();
  });

  it.each([
    ['a file that is not an image', new File(['notes'], 'notes.txt', { type: 'text/plain' }), 'Unsupported or damaged image. Supported formats: JPEG, JPG, PNG, GIF'],
    ['text named like a PNG', new File(['not a picture at all'], 'fake.png', { type: 'image/png' }), 'Unsupported or damaged image. Supported formats: JPEG, JPG, PNG, GIF'],
    ['an image over 5 MB', png('big.png', 5_242_881), 'File size must be less than 5MB'],
  ])('refuses %s before sending it', async (_case, file, message) => {
    const calls = recordCalls();
    const { user } = await openProfile();
    await startEditing(user);
    await user.upload(within(details()).getByLabelText('Drag and drop a photo here'), file);

    expect((await within(details()).findByRole('alert')).textContent).toBe(message);
    expect(within(details()).getByRole('button', { name: 'Choose a photo', description: new RegExp(message.replace(/[.()]/g, '\\$&')) })).toBeTruthy();
    expect(calls.uploads).toBe(0);
  });
});
