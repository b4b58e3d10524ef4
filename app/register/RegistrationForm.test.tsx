import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_REGISTRATION_MS } from '@/contract/limits';
import { server } from '@/mocks/node';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

/** The app at /register, as a visitor opens it. */
async function openRegistration(options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const { router } = renderAppAt('/register');
  await screen.findByRole('heading', { level: 1, name: 'Register your organisation' });
  return { user, router };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** Any input by its label (password inputs have no role); the label may carry the required mark. */
const input = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Register' });
const SUCCESS =
  'Registration successful! Your organisation will be reviewed by an administrator. Redirecting to sign in…';

/** The success message, announced politely (the page's footer has a status of its own). */
async function successMessage() {
  const message = await screen.findByText(SUCCESS);
  expect(message.getAttribute('role')).toBe('status');
  return message;
}

/** Fills every field with acceptable values; a test changes what it is about afterwards. */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Organization name'), 'Green Hands');
  await user.type(field('Website'), 'https://greenhands.org');
  await user.type(field('Registration number'), 'SI-1234567');
  await user.type(field('Operating countries'), 'Slovenia, Croatia');
  await user.type(field('Contact person first name'), 'Ana');
  await user.type(field('Contact person last name'), 'Novak');
  await user.type(field('Contact person email'), 'ana@greenhands.org');
  await user.type(field('Contact person phone'), '202 555 0123');
  await user.type(input('Password'), 'volunteer123');
  await user.type(input('Confirm password'), 'volunteer123');
  await user.click(screen.getByRole('checkbox', { name: 'Volunteering' }));
  await user.click(screen.getByRole('checkbox', { name: 'Donations' }));
}

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('registration', () => {
  it('offers every field of the registration, marking the required ones', async () => {
    await openRegistration();

    for (const name of [
      'Organization name',
      'Website',
      'Registration number',
      'Operating countries',
      'Contact person first name',
      'Contact person last name',
      'Contact person email',
      'Contact person phone',
    ]) {
      // SPEC §2 and §5: all of these are marked required.
      expect(field(name).getAttribute('aria-required'), name).toBe('true');
    }
    expect(input('Password').getAttribute('aria-required')).toBe('true');
    expect(input('Confirm password').getAttribute('aria-required')).toBe('true');
    expect(input('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Website').getAttribute('type')).toBe('url');
    expect(field('Contact person email').getAttribute('type')).toBe('email');
    expect(field('Contact person phone').getAttribute('type')).toBe('tel');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('US');

    const offerings = screen.getByRole('group', { name: 'What your organisation offers' });
    expect(
      within(offerings)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Volunteering', 'Events', 'Donations', 'Petitions', 'Products or Services']);
    for (const section of ['Organisation', 'Contact person', 'Sign-in details'])
      screen.getByRole('group', { name: section });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('names the first missing field when sent empty, and every problem under its field', async () => {
    const { user } = await openRegistration();

    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Organization name is required');
    expect(field('Organization name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Organization name'));
    screen.getByRole('textbox', { name: 'Contact person email', description: 'Contact person email is required' });
    screen.getByRole('textbox', {
      name: 'Website',
      description: 'Starting with http:// or https:// Website is required',
    });
    screen.getByRole('textbox', { name: 'Contact person phone', description: /Contact person phone is required/ });
  });

  it.each([
    ['passwords that differ', { 'Confirm password': 'volunteer124' }, 'Passwords do not match', 'Confirm password'],
    [
      'a short password',
      { Password: 'short', 'Confirm password': 'short' },
      'Password must be at least 8 characters long',
      'Password',
    ],
    [
      'an e-mail without a domain',
      { 'Contact person email': 'ana@greenhands' },
      'Please enter a valid email address',
      'Contact person email',
    ],
    [
      'a website without http',
      { Website: 'greenhands.org' },
      'Please enter a valid website URL (starting with http:// or https://)',
      'Website',
    ],
  ])(
    'refuses %s with the spec’s message and keeps what was typed',
    async (_case, changes: Record<string, string>, message, invalid) => {
      const { user } = await openRegistration();
      const sent = vi.fn();
      server.use(http.post('/api/ngo/register/', () => sent()));
      await fillValidForm(user);
      for (const [label, value] of Object.entries(changes)) {
        await user.clear(input(label));
        await user.type(input(label), value);
      }

      await user.click(submit());

      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(input(invalid).getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input(invalid));
      expect(field('Organization name').value).toBe('Green Hands');
      expect(input(Object.keys(changes)[0]!).value).toBe(Object.values(changes)[0]);
      expect(sent).not.toHaveBeenCalled();
    },
  );

  it('sends the registration, confirms it and goes to sign-in after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await openRegistration({ fakeTimers: true });
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/ngo/register/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Registration successful.' }, { status: 201 });
      }),
    );
    await fillValidForm(user);

    await user.click(submit());

    await successMessage();
    expect(bodies).toEqual([
      {
        organization_name: 'Green Hands',
        website: 'https://greenhands.org',
        registration_number: 'SI-1234567',
        contact_person_first_name: 'Ana',
        contact_person_last_name: 'Novak',
        contact_person_email: 'ana@greenhands.org',
        contact_person_phone: '+12025550123',
        password: 'volunteer123',
        confirm_password: 'volunteer123',
        operating_countries: 'Slovenia, Croatia',
        organization_offerings: ['VOLUNTEERING', 'DONATIONS'],
      },
    ]);
    // The form is done: nothing can be changed or sent twice while the message shows.
    await user.type(field('Organization name'), ' again');
    await user.click(submit());
    expect(field('Organization name').value).toBe('Green Hands');
    expect(bodies).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/register');

    vi.advanceTimersByTime(REDIRECT_AFTER_REGISTRATION_MS);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ registered: true });
  });

  it('registers against the mock API and sends a Slovenian number in full', async () => {
    const { user } = await openRegistration();
    let phone: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST')
        phone = ((await request.clone().json()) as { contact_person_phone: string }).contact_person_phone;
    });
    await fillValidForm(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'SI');
    await user.clear(field('Contact person phone'));
    await user.type(field('Contact person phone'), '040 123 456');

    await user.click(submit());

    await successMessage();
    expect(phone).toBe('+38640123456');
  });

  it('says when the e-mail address is already registered and marks that field', async () => {
    const { user } = await openRegistration();
    await fillValidForm(user);
    await user.clear(field('Contact person email'));
    await user.type(field('Contact person email'), demoLogins.ngo.email);

    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration failed. An account with this email address already exists.',
    );
    const email = screen.getByRole('textbox', {
      name: 'Contact person email',
      description: 'An account with this email address already exists.',
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(field('Organization name').value).toBe('Green Hands');
  });

  it('says when the network failed', async () => {
    const { user } = await openRegistration();
    server.use(http.post('/api/ngo/register/', () => HttpResponse.error()));
    await fillValidForm(user);

    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
    await user.type(field('Organization name'), ' NGO'); // still open for a correction
    expect(field('Organization name').value).toBe('Green Hands NGO');
  });

  it('clears the last failure when sent again', async () => {
    const { user } = await openRegistration();
    server.use(http.post('/api/ngo/register/', () => HttpResponse.error(), { once: true }));
    await fillValidForm(user);
    await user.click(submit());
    await screen.findByText('Network error. Please check your connection and try again.');

    await user.click(submit());

    await successMessage();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
