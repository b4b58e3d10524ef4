import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

/** The value shown beside a label of the dashboard's list. */
function valueOf(label: string): string | null {
  const row = screen.getByText(label).parentElement;
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getByRole('definition').textContent;
}

describe('NGO dashboard (SPEC §2)', () => {
  it('welcomes the NGO with its name, NGO ID and user ID at once, from the stored session', async () => {
    await signIn(demoLogins.ngo);
    server.use(http.get('/api/ngo/me/', () => new Promise<Response>(() => {}))); // the account call never answers
    renderAppAt('/dashboard');

    await screen.findByRole('heading', { level: 1, name: `Welcome, ${demoLogins.ngo.ngoName}` });
    expect(valueOf('NGO name')).toBe(demoLogins.ngo.ngoName);
    expect(valueOf('NGO ID')).toBe('1');
    expect(valueOf('User ID')).toBe('2');
    expect(screen.queryByText('Email')).toBeNull(); // only the server knows it
  });

  it("adds the account's e-mail once the server answers", async () => {
    await signIn(demoLogins.ngo);
    renderAppAt('/dashboard');

    await screen.findByText('green@example.org');
    expect(valueOf('Email')).toBe('green@example.org');
    expect(valueOf('NGO ID')).toBe('1');
    expect(valueOf('User ID')).toBe('2');
  });
});

describe('admin dashboard', () => {
  it('welcomes the administrator by name', async () => {
    await signIn(demoLogins.admin);
    renderAppAt('/admin/dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
    expect(screen.getByText(`Welcome, ${demoLogins.admin.name}`)).toBeTruthy();
  });
});
