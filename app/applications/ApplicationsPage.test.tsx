import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDED_EVENT_ID } from '@/mocks/demoData';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// The mock store's Green Valley holds 17 applications on five events (mocks/demoData.ts): 4 pages of 5.

async function openApplications(path = '/applications') {
  await signIn(demoLogins.ngo);
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Applications' });
  await screen.findByRole('table');
  return app;
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => row.querySelector('.applications-table__name')?.textContent);
const rowOf = (name: string) => bodyRows().find((row) => row.querySelector('.applications-table__name')?.textContent === name)!;
const statusOf = (name: string) => rowOf(name).querySelector('.badge')?.textContent;
const volunteerNamed = (name: string) => store.volunteers.find((volunteer) => volunteer.full_name === name);
const statusInStore = (id: number) => store.applications.find((application) => application.id === id)?.status;
const pager = () => screen.getByRole('navigation', { name: 'Pages' });
const bulkBar = () => screen.getByRole('region', { name: 'Selected applications' });
const card = (label: string) => within(screen.getByRole('list', { name: 'Application statistics' })).getByRole('link', { name: new RegExp(`${label}$`) });

describe('the applications screen (/applications)', () => {
  it('shows the statistics cards and the newest five applications with page 1 of 4', async () => {
    await openApplications();
    await waitFor(() => expect(card('Total').textContent).toBe('17Total'));
    expect(card('Accepted').textContent).toBe('6Accepted');
    expect(bodyRows()).toHaveLength(5);
    expect(within(pager()).getByText('Page 1 of 4')).toBeTruthy();
    expect(screen.getByText('Showing 1–5 of 17')).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: /Application date/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('reads the event and status filter from the address, with the statistics of that event', async () => {
    const { router } = await openApplications('/applications?event=5&status=applied');
    await waitFor(() => expect(names()).toEqual(['Peter "Pero" Novak, Jr.', 'Žan Kovač', 'Luka Horvat']));
    expect(bodyRows().every((row) => row.textContent?.includes('Tree Planting Saturday'))).toBe(true);
    const filter = screen.getByRole('region', { name: 'Application filter' });
    expect(within(filter).getByRole('button', { name: /Filter/ }).getAttribute('aria-expanded')).toBe('true');
    expect((within(filter).getByLabelText('Status') as HTMLSelectElement).value).toBe('applied');
    expect((within(filter).getByLabelText('Event') as HTMLSelectElement).value).toBe('5');
    await waitFor(() => expect(card('Total').textContent).toBe('6Total'));
    expect(router.state.location.search).toEqual({ event: 5, status: 'applied' });
  });

  it("lists a series' dates under the series in the event filter (issue 33)", async () => {
    await openApplications('/applications?event=5');
    const filter = screen.getByRole('region', { name: 'Application filter' });
    const series = await waitFor(() => within(filter).getByRole('group', { name: 'Weekly Reading Club (series)' }));
    expect(within(series).getAllByRole('option').map((option) => option.textContent)).toEqual(['Dec 5, 2026', 'Dec 12, 2026', 'Dec 19, 2026', 'Dec 26, 2026']);
    expect(within(filter).getByRole('option', { name: /^Tree Planting Saturday \(Nov 28, 2026\)$/ }).closest('optgroup')).toBeNull();
  });

  it('applies and resets the filter, starting again at the first page', async () => {
    const { router } = await openApplications('/applications?page=2');
    const filter = screen.getByRole('region', { name: 'Application filter' });
    await userEvent.click(within(filter).getByRole('button', { name: /Filter/ }));
    await userEvent.selectOptions(within(filter).getByLabelText('Event'), within(filter).getByRole('option', { name: /^Autumn Leaf Raking/ }));
    await userEvent.selectOptions(within(filter).getByLabelText('Status'), 'Accepted');
    await userEvent.click(within(filter).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(names()).toEqual(['Luka Horvat', 'Ana Novak']));
    expect(router.state.location.search).toEqual({ event: ENDED_EVENT_ID, status: 'accepted' });

    await userEvent.click(within(filter).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(router.state.location.search).toEqual({});
  });

  it('sorts by name and status on the server, the order in the address and aria-sort on the header', async () => {
    const { router } = await openApplications();
    await userEvent.click(within(table()).getByRole('button', { name: /Applicant/ }));
    await waitFor(() => expect(names()).toEqual(['Ana Novak', 'Ana Novak', 'Ana Novak', 'Eva Krajnc', 'Eva Krajnc']));
    expect(router.state.location.search).toEqual({ sort: 'name' });
    expect(within(table()).getByRole('columnheader', { name: /Applicant/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table()).getByRole('columnheader', { name: /Application date/ }).getAttribute('aria-sort')).toBe('none');

    await userEvent.click(within(table()).getByRole('button', { name: /Applicant/ }));
    await waitFor(() => expect(names()[0]).toBe('Unknown volunteer')); // descending: the unknown user first, as SQL puts nulls
    expect(router.state.location.search).toEqual({ sort: '-name' });

    await userEvent.click(within(table()).getByRole('button', { name: /Status/ }));
    await waitFor(() => expect(bodyRows().map((row) => row.querySelector('.badge')?.textContent)).toEqual(Array(5).fill('Accepted')));
    expect(router.state.location.search).toEqual({ sort: 'status' });
  });

  it('pages with Previous and Next, and clears the selection when the page or the filter changes', async () => {
    const { router } = await openApplications();
    await userEvent.click(within(table()).getByRole('checkbox', { name: 'Select all applications on this page' }));
    expect(within(bulkBar()).getByText('5 selected')).toBeTruthy();

    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager()).getByText('Page 2 of 4')).toBeTruthy());
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(within(table()).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryByText(/selected$/)).toBeNull();

    await userEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    expect(within(bulkBar()).getByText('1 selected')).toBeTruthy();
    expect(within(table()).getByRole('checkbox', { name: 'Select all applications on this page' })).toHaveProperty('indeterminate', true);
    await userEvent.click(card('Waitlisted'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'waitlisted' }));
    await waitFor(() => expect(bodyRows().every((row) => row.querySelector('.badge')?.textContent === 'Waitlisted')).toBe(true));
    expect(within(table()).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('accepts two applications at once from the bulk bar, then clears the selection', async () => {
    await openApplications('/applications?event=5&status=applied');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await userEvent.click(within(rowOf('Žan Kovač')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Luka Horvat')).getByRole('checkbox'));
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Accept' }));

    // Issue 33: it mails both volunteers, so it asks first; nothing changed yet.
    const confirm = await screen.findByRole('dialog', { name: 'Accept 2 applications?' });
    expect(within(confirm).getByText('Each of the 2 volunteers gets an e-mail saying so.')).toBeTruthy();
    expect(statusInStore(7)).toBe('applied');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('2 applications updated.')).toBeTruthy();
    expect(statusInStore(7)).toBe('accepted');
    expect(statusInStore(2)).toBe('accepted');
    // They left the "applied" filter; the one still applied stays, unselected.
    await waitFor(() => expect(names()).toEqual(['Peter "Pero" Novak, Jr.']));
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('changes nothing when the NGO cancels a bulk waitlist, and keeps the selection (issue 33)', async () => {
    await openApplications('/applications?event=5&status=applied');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await userEvent.click(within(rowOf('Žan Kovač')).getByRole('checkbox'));
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Waitlist' }));
    const confirm = await screen.findByRole('dialog', { name: 'Waitlist 1 application?' });
    expect(within(confirm).getByText('The volunteer gets an e-mail saying so.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusInStore(7)).toBe('applied');
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('names the rows the server refused, changes nothing and keeps the selection', async () => {
    await openApplications('/applications?event=5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await userEvent.click(within(rowOf('Žan Kovač')).getByRole('checkbox')); // applied: cannot be reverted to applied
    await userEvent.click(within(rowOf('Łucja Wiśniewska')).getByRole('checkbox')); // accepted: can
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Revert to applied' }));

    const alert = await screen.findByText('Failed to update applications: Nothing was changed: 1 of the selected applications cannot take this change.');
    const refusal = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Žan Kovač: This change is not allowed for the application's current status.",
    ]);
    expect(statusInStore(8)).toBe('accepted');
    expect(within(bulkBar()).getByText('2 selected')).toBeTruthy();

    // Another page: neither the selection nor the refusal follow.
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager()).getByText('Page 2 of 2')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('waitlists one application from its row, with a toast, and offers only what SPEC §4 allows', async () => {
    await openApplications('/applications?event=5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const actions = (name: string) => within(rowOf(name)).getAllByRole('button').slice(1).map((button) => button.textContent);
    expect(actions('Žan Kovač')).toEqual(['Accept', 'Waitlist']);
    expect(actions('Łucja Wiśniewska')).toEqual(['Waitlist', 'Revert to applied']); // the event lies ahead: no attendance yet

    await userEvent.click(within(rowOf('Žan Kovač')).getByRole('button', { name: 'Waitlist Žan Kovač (Tree Planting Saturday)' }));
    expect(await screen.findByText('Žan Kovač is waitlisted.')).toBeTruthy();
    await waitFor(() => expect(statusOf('Žan Kovač')).toBe('Waitlisted'));
    expect(statusInStore(7)).toBe('waitlisted');
  });

  it("says 'Failed to update application: {message}' when a row's change is refused", async () => {
    server.use(
      http.put('/api/portal/applications/:id/update/', () =>
        HttpResponse.json({ error: 'Application not found', code: 'application_not_found' }, { status: 404 }),
      ),
    );
    await openApplications('/applications?event=5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await userEvent.click(within(rowOf('Žan Kovač')).getByRole('button', { name: 'Accept Žan Kovač (Tree Planting Saturday)' }));
    expect(await screen.findByText('Failed to update application: Application not found')).toBeTruthy();
  });

  it("says why a row's attendance was refused, from the refusal's code", async () => {
    server.use(
      http.post('/api/portal/applications/attendance/', () =>
        HttpResponse.json(
          { error: 'Nothing was changed', code: 'applications_refused', refused: [{ id: 14, code: 'application_event_not_ended' }] },
          { status: 409 },
        ),
      ),
    );
    await openApplications(`/applications?event=${ENDED_EVENT_ID}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await userEvent.click(within(rowOf('Ana Novak')).getByRole('button', { name: 'Mark Ana Novak (Autumn Leaf Raking) as attended' }));
    expect(await screen.findByText('Failed to update application: Attendance can be marked only once the event has ended.')).toBeTruthy();
    expect(statusOf('Ana Novak')).toBe('Accepted');
  });

  it('marks attendance on the ended event, row by row and for the whole selection, and undoes it', async () => {
    await openApplications(`/applications?event=${ENDED_EVENT_ID}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await userEvent.click(within(rowOf('Ana Novak')).getByRole('button', { name: 'Mark Ana Novak (Autumn Leaf Raking) as attended' }));
    expect(await screen.findByText('Ana Novak is marked as attended.')).toBeTruthy();
    await waitFor(() => expect(statusOf('Ana Novak')).toBe('Completed'));
    expect(volunteerNamed('Ana Novak')?.total_xp).toBe(360); // 340 + the event's 20

    await userEvent.click(within(rowOf('Ana Novak')).getByRole('button', { name: 'Undo the attendance of Ana Novak (Autumn Leaf Raking)' }));
    await waitFor(() => expect(statusOf('Ana Novak')).toBe('Accepted'));
    expect(volunteerNamed('Ana Novak')?.total_xp).toBe(340);

    await userEvent.click(within(rowOf('Ana Novak')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Luka Horvat')).getByRole('checkbox'));
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Mark attended' }));
    expect(await screen.findByText('2 applications updated.')).toBeTruthy();
    expect([statusInStore(14), statusInStore(15)]).toEqual(['completed', 'completed']);

    // A waitlisted one in the selection: attendance is not offered for it.
    await userEvent.click(within(rowOf('Łucja Wiśniewska')).getByRole('checkbox'));
    expect(within(bulkBar()).queryByRole('button', { name: 'Mark attended' })).toBeNull();
  });

  it('opens the details: name, e-mail, bio, total XP, birthday, event, application date and status', async () => {
    await openApplications(`/applications?event=${ENDED_EVENT_ID}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Details of Ana Novak (Autumn Leaf Raking)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application details' });
    const fact = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Applicant')).toBe('Ana Novak');
    expect(within(dialog).getByRole('link', { name: 'ana.novak@example.org' }).getAttribute('href')).toBe('mailto:ana.novak@example.org');
    expect(fact('Bio')).toBe('Student of biology, loves the outdoors.');
    expect(fact('Total XP')).toBe('340');
    expect(fact('Birthday')).toBe('April 17, 2001');
    expect(fact('Event')).toMatch(/^Autumn Leaf Raking\w{3} \d+, \d{4}$/); // the name, then the event's day
    expect(fact('Message')).toBe('No message');
    expect(fact('Application date')).toMatch(/^Nov 8, 2026/);
    expect(fact('Status')).toBe('Accepted');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("marks a row whose volunteer wrote a message, names the event's day, and shows the message whole in the details (issue 33)", async () => {
    await openApplications('/applications?event=5&sort=application_date');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const luka = rowOf('Luka Horvat');
    expect(within(luka).getByText('Has a message')).toBeTruthy();
    expect(within(luka).getByText('Nov 28, 2026')).toBeTruthy();
    expect(within(rowOf('Jane Doe')).queryByText('Has a message')).toBeNull();

    await userEvent.click(within(luka).getByRole('button', { name: /^Details of Luka Horvat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Application details' });
    const message = within(dialog).getByText('Message', { selector: 'dt' }).nextElementSibling!;
    expect(message.textContent).toBe('Hi! I can bring extra gloves.\nIs there parking nearby?');
  });

  it('shows the unknown-user and no-email fallbacks', async () => {
    await openApplications('/applications?event=3');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(within(rowOf('Unknown volunteer')).getByText('No e-mail address')).toBeTruthy();
    expect(within(rowOf('Eva Krajnc')).getByText('No e-mail address')).toBeTruthy();
  });

  describe('Export CSV', () => {
    const createObjectURL = URL.createObjectURL;
    afterEach(() => {
      URL.createObjectURL = createObjectURL;
    });

    it('downloads every filtered application (not only the page) with the BOM, quoted names and no formulas', async () => {
      let file: Blob | undefined;
      URL.createObjectURL = (blob: Blob) => {
        file = blob;
        return 'blob:applications';
      };
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      volunteerNamed('Jane Doe')!.full_name = '=HYPERLINK("http://evil.example")';
      store.applications.find((application) => application.id === 18)!.event_id = 5; // Jane's application, now to Green Valley's event

      await openApplications('/applications?event=5');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file?.type).toBe('text/csv;charset=utf-8');

      const bytes = new Uint8Array(await file!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
      expect(lines[0]).toBe('Name,Email,Event,Event date,Status,Application date,Message');
      expect(lines).toHaveLength(9); // headings, 7 applications (more than a page), and the empty end after the last CRLF
      // A message's line break stays inside its quoted cell (records end with CRLF).
      expect(lines).toContain(
        `Luka Horvat,luka.horvat@example.org,Tree Planting Saturday,2026-11-28 09:00,Applied,${localTime('2026-11-05T17:40:00Z')},"Hi! I can bring extra gloves.\nIs there parking nearby?"`,
      );
      expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"")",jane.doe@example.org,Tree Planting Saturday,2026-11-28 09:00,Applied,${localTime('2026-11-20T17:55:00Z')},`);
      expect(lines).toContain(`"Peter ""Pero"" Novak, Jr.",pero.novak@example.org,Tree Planting Saturday,2026-11-28 09:00,Applied,${localTime('2026-11-15T11:05:00Z')},Lahko pripeljem še dva prijatelja. Ali potrebujemo svoje lopate?`);
      expect(lines).toContain(`Žan Kovač,zan.kovac@example.org,Tree Planting Saturday,2026-11-28 09:00,Applied,${localTime('2026-11-13T07:45:00Z')},`);
      expect(lines).toContain(`Ana Novak,ana.novak@example.org,Tree Planting Saturday,2026-11-28 09:00,Accepted,${localTime('2026-11-02T09:14:00Z')},I can bring my own gloves and a spade.`);
    });

    it("says 'Failed to fetch applications' when the list cannot be read", async () => {
      server.use(http.get('/api/portal/applications/', ({ request }) => (new URL(request.url).searchParams.has('page') ? undefined : HttpResponse.error())));
      await openApplications();
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText(/Failed to fetch applications|Network error/)).toBeTruthy();
    });
  });

  it("shows 'Failed to load applications. Please try again.' with a retry, and 'Failed to apply filters' after applying", async () => {
    let fail = true;
    server.use(
      http.get('/api/portal/applications/', () => (fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined)),
    );
    await signIn(demoLogins.ngo);
    renderAppAt('/applications');
    expect(await screen.findByText('Failed to load applications. Please try again.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    fail = true;
    const filter = screen.getByRole('region', { name: 'Application filter' });
    await userEvent.click(within(filter).getByRole('button', { name: /Filter/ }));
    await userEvent.selectOptions(within(filter).getByLabelText('Status'), 'Completed');
    await userEvent.click(within(filter).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply filters. Please try again.')).toBeTruthy();
    await userEvent.click(within(filter).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Failed to reset filters. Please try again.')).toBeTruthy();
  });
});

/** What the CSV writes for an instant: the reader's local 'YYYY-MM-DD HH:mm'. */
function localTime(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
