import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { GREEN_VALLEY_NGO_ID, SUSPENDED_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { renderAppAt } from '@/app/test/renderApp';
import { sizeLeafletMaps } from '@/app/eventParts/map/mapTesting';

// #/explore/{id}: a public event for anyone (issue 15; issue 17 adds places left, the reader's
// times, the map, the calendar file and Apply: ApplyPanel.test.tsx). The demo world's Tree
// Planting Saturday (event 5) is Green Valley's, published, 09:00–15:00 in Ljubljana (08:00–14:00 UTC).

const TREE_PLANTING = 5;

async function openTreePlanting() {
  const app = renderAppAt(`/explore/${TREE_PLANTING}`);
  await screen.findByRole('heading', { level: 1, name: 'Tree Planting Saturday' });
  return app;
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
const START = new Date('2026-11-28T08:00:00Z');
const END = new Date('2026-11-28T14:00:00Z');
const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

describe('the public event page (#/explore/{id})', () => {
  it("shows a signed-out visitor the event's facts in its own time zone, its description as written, and who organises it", async () => {
    const event = store.events.find((candidate) => candidate.id === TREE_PLANTING)!;
    event.eventDescription = 'Bring gloves.\nWe start at the park gate.\n\nSoup for everyone afterwards.';
    event.main_image_url = 'https://images.example.org/trees.jpg';
    await openTreePlanting();

    expect(screen.getByRole('img', { name: 'Tree Planting Saturday' }).getAttribute('src')).toBe('https://images.example.org/trees.jpg');
    // Decision 7: the reader's own time first; the event's local time too when it reads otherwise.
    const readers = new Intl.DateTimeFormat('en', TIME).formatRange(START, END);
    const local = new Intl.DateTimeFormat('en', { ...TIME, timeZone: 'Europe/Ljubljana' }).formatRange(START, END);
    expect(fact('When').textContent).toContain(readers);
    if (readers === local) expect(fact('When').textContent).not.toContain('local time');
    else expect(fact('When').textContent).toContain(`${local} local time (Europe/Ljubljana)`);
    expect(fact('Teams').textContent).toBe('Environmental');
    expect(within(fact('Competences') as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Digging', 'Teamwork']);
    expect(fact('Experience points').textContent).toBe('50 XP');
    // Decision 8: 20 needed, two accepted (Ana and Łucja).
    expect(fact('Places').textContent).toBe('18 places left');
    const description = screen.getByRole('region', { name: 'Description' });
    expect([...description.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Bring gloves.\nWe start at the park gate.',
      'Soup for everyone afterwards.',
    ]);
    expect(screen.getByRole('link', { name: /Organised by Green Valley Volunteers/ }).getAttribute('href')).toBe(`/ngos/${GREEN_VALLEY_NGO_ID}`);
  });

  it("reads in the reader's language, the XP left out when there is none", async () => {
    store.events.find((candidate) => candidate.id === TREE_PLANTING)!.event_xp = 0;
    initI18n('sl');
    renderAppAt(`/explore/${TREE_PLANTING}`);
    await screen.findByRole('heading', { level: 1, name: 'Tree Planting Saturday' });
    expect(fact('Kdaj').textContent).toContain('28. nov. 2026');
    expect(fact('Prosta mesta').textContent).toBe('Še 18 prostih mest');
    expect(fact('Področja').textContent).toBe('Okolje');
    expect(screen.queryByText(/točk izkušenj/)).toBeNull();
    expect(screen.getByRole('link', { name: /Organizator: Green Valley Volunteers/ })).toBeTruthy();
  });

  it('says a full event takes new applications onto its waitlist, and hides the places of one that needs nobody', async () => {
    const full = renderAppAt('/explore/11');
    await screen.findByRole('heading', { level: 1, name: 'Shelter Open Day' });
    expect(fact('Places').textContent).toBe('Full: new applications join the waitlist');
    full.view.unmount();

    store.events.find((candidate) => candidate.id === TREE_PLANTING)!.people_needed = 0;
    await openTreePlanting();
    expect(screen.queryByText('Places', { selector: 'dt' })).toBeNull();
  });

  it("shows the place on a small map that stays still until the reader asks to move it, the address as text", async () => {
    sizeLeafletMaps();
    const user = userEvent.setup();
    await openTreePlanting();

    const map = await screen.findByRole('region', { name: 'Map: Mestni park Celje, 3000 Celje, Slovenia' });
    expect(await within(map).findByTitle('Tree Planting Saturday', {}, { timeout: 5_000 })).toBeTruthy();
    const canvas = map.querySelector('.leaflet-container')!;
    expect(canvas.classList.contains('leaflet-grab')).toBe(false);
    const move = within(map).getByRole('button', { name: 'Move the map' });
    expect(move.getAttribute('aria-pressed')).toBe('false');

    await user.click(move);

    expect(move.getAttribute('aria-pressed')).toBe('true');
    expect(canvas.classList.contains('leaflet-grab')).toBe(true);
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(fact('Place').textContent).toBe('Mestni park Celje, 3000 Celje, Slovenia');
  });

  it('saves the event as an .ics file for a calendar, fetched through the API', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openTreePlanting();

    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toBe(`/api/public/events/${TREE_PLANTING}/calendar.ics`);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    await waitFor(() => expect(saved).toEqual([`event-${TREE_PLANTING}.ics`]));
    const text = await files[0]!.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Tree Planting Saturday');
  });

  it.each([
    ['a draft', () => 1],
    ["a suspended NGO's", () => {
      store.events.find((candidate) => candidate.id === TREE_PLANTING)!.organized_by = SUSPENDED_NGO_ID;
      return TREE_PLANTING;
    }],
    ['an unknown', () => 9999],
    ['a malformed', () => 'x1'],
  ])('answers %s event as not available', async (_kind, idOf) => {
    renderAppAt(`/explore/${idOf()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This event is not available' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /Sign in to the portal/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });
});
