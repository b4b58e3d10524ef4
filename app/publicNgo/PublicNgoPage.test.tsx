import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PUBLIC_NGO_EVENTS_PAGE_SIZE } from '@/contract/publicNgos';
import { GREEN_VALLEY_NGO_ID, PENDING_NGO_ID, SUSPENDED_NGO_ID } from '@/mocks/demoData';
import { nextId, store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 15, point 5: #/ngos/{id}, what a volunteer reads about an organisation before applying,
// on the mock API's demo world (mocks/demoData.ts: Green Valley has two links, a public phone, a
// private e-mail and two ratings, 4 and 5).

const upcoming = () => screen.getByRole('region', { name: 'Upcoming events' });
const eventTitles = () => within(upcoming()).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function openGreenValley(path = `/ngos/${GREEN_VALLEY_NGO_ID}`) {
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Green Valley Volunteers' });
  return app;
}

/** Green Valley's public events in the store, soonest first, and `extra` more like its first. */
function greenValleyPublicEvents(extra = 0): string[] {
  const own = store.events.filter((event) => event.organized_by === GREEN_VALLEY_NGO_ID && ['approved', 'published'].includes(event.status) && Date.parse(event.endDate) > Date.now());
  for (let index = 1; index <= extra; index += 1) {
    store.events.push({ ...own[0]!, id: nextId(store.events), eventName: `Extra Clean-up ${index}`, startDate: '2030-01-0' + index + ' 09:00:00Z', endDate: '2030-01-0' + index + ' 12:00:00Z' });
  }
  return own.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id).map((event) => event.eventName);
}

describe('the public NGO page (#/ngos/{id})', () => {
  it('shows a signed-out visitor the name, texts, figures, social links and the public phone, never the private e-mail', async () => {
    const { router } = await openGreenValley();
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('We care for the rivers, forests and parks of the Savinja valley.')).toBeTruthy();
    expect(screen.getByText('Founded in 2019 by a group of friends cleaning up the riverbank every spring.')).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'The organisation in numbers' });
    expect(within(figures).getAllByRole('listitem')[0]!.textContent).toBe('4.5Average rating · 2 ratings');

    const facebook = screen.getByRole('link', { name: /^Facebook/ });
    expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/greenvalleyvolunteers');
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(facebook.textContent).toContain('(opens in a new tab)');
    expect(screen.getByRole('link', { name: /^Instagram/ })).toBeTruthy();

    const phone = screen.getByRole('link', { name: '+386 40 123 456' });
    expect(phone.getAttribute('href')).toBe('tel:+38640123456');
    expect(screen.getByText('Phone · Volunteer desk')).toBeTruthy();
    expect(document.body.textContent).not.toContain('info@greenvalley.example.org');
    expect(router.state.location.pathname).toBe(`/ngos/${GREEN_VALLEY_NGO_ID}`); // no sign-in asked
  });

  it('says "No ratings yet" without ratings and shows a contact the NGO made public', async () => {
    store.ratings = [];
    store.contacts.find((contact) => contact.id === 2)!.is_public = true;
    await openGreenValley();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'info@greenvalley.example.org' }).getAttribute('href')).toBe('mailto:info@greenvalley.example.org');
  });

  it('shows a signed-in NGO the same page', async () => {
    await signIn(demoLogins.ngo);
    await openGreenValley();
    expect(screen.getByRole('link', { name: '+386 40 123 456' })).toBeTruthy();
  });

  it.each([
    ['a suspended', SUSPENDED_NGO_ID],
    ['a pending', PENDING_NGO_ID],
    ['an unknown', 9999],
    ['a malformed', 'abc'],
  ])("answers %s NGO's page as not available, with the way to sign in", async (_kind, id) => {
    renderAppAt(`/ngos/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: "This organisation's page is not available" })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sign in to the portal/ }).getAttribute('href')).toBe('/login');
  });

  it(`lists the upcoming events ${PUBLIC_NGO_EVENTS_PAGE_SIZE} a page, soonest first, the page in the address`, async () => {
    const names = greenValleyPublicEvents(PUBLIC_NGO_EVENTS_PAGE_SIZE);
    const total = names.length + PUBLIC_NGO_EVENTS_PAGE_SIZE;
    const { router } = await openGreenValley();
    await waitFor(() => expect(eventTitles()).toHaveLength(PUBLIC_NGO_EVENTS_PAGE_SIZE));
    expect(eventTitles().slice(0, names.length)).toEqual(names);
    const pager = within(upcoming()).getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText(`Page 1 of ${Math.ceil(total / PUBLIC_NGO_EVENTS_PAGE_SIZE)}`)).toBeTruthy();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(eventTitles()).toEqual(Array.from({ length: total - PUBLIC_NGO_EVENTS_PAGE_SIZE }, (_, index) => `Extra Clean-up ${index + PUBLIC_NGO_EVENTS_PAGE_SIZE - names.length + 1}`)));
  });

  it("offers the NGO's public events as a calendar feed to subscribe to (issue 17)", async () => {
    await openGreenValley();

    const feed = within(upcoming()).getByRole('link', { name: 'Subscribe to calendar' });
    expect(feed.getAttribute('href')).toBe(`/api/public/ngos/${GREEN_VALLEY_NGO_ID}/calendar.ics`);
    expect(feed.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(feed.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Copy this link into your calendar program to follow the organisation's public events.",
    );
  });

  it('says "No upcoming events" when the NGO has none', async () => {
    store.events = store.events.filter((event) => event.organized_by !== GREEN_VALLEY_NGO_ID);
    await openGreenValley();
    expect(await within(upcoming()).findByText('No upcoming events')).toBeTruthy();
  });

  it("opens an event's public page from its card, which leads back to the NGO", async () => {
    const [first] = greenValleyPublicEvents();
    const { router } = await openGreenValley();
    await userEvent.click(await within(upcoming()).findByRole('link', { name: first! }));
    expect(await screen.findByRole('heading', { level: 1, name: first! })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/explore\/\d+$/);
    await userEvent.click(screen.getByRole('link', { name: /Organised by Green Valley Volunteers/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Valley Volunteers' })).toBeTruthy();
  });
});
