import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { GREEN_VALLEY_NGO_ID, SUSPENDED_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { renderAppAt } from '@/app/test/renderApp';

// #/explore/{id}: a public event, read only, for anyone (issue 15; issue 17 adds Apply). The demo
// world's Tree Planting Saturday (event 5) is Green Valley's, published, 09:00 in Ljubljana.

const TREE_PLANTING = 5;

async function openTreePlanting() {
  const app = renderAppAt(`/explore/${TREE_PLANTING}`);
  await screen.findByRole('heading', { level: 1, name: 'Tree Planting Saturday' });
  return app;
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('the public event page (#/explore/{id})', () => {
  it("shows a signed-out visitor the event's facts in its own time zone, its description as written, and who organises it", async () => {
    const event = store.events.find((candidate) => candidate.id === TREE_PLANTING)!;
    event.eventDescription = 'Bring gloves.\nWe start at the park gate.\n\nSoup for everyone afterwards.';
    event.main_image_url = 'https://images.example.org/trees.jpg';
    await openTreePlanting();

    expect(screen.getByRole('img', { name: 'Tree Planting Saturday' }).getAttribute('src')).toBe('https://images.example.org/trees.jpg');
    expect(fact('When').textContent).toMatch(/^Nov 28, 2026, 9:00\sAM\s–\s.*Times in Europe\/Ljubljana$/);
    expect(fact('Teams').textContent).toBe('Environmental');
    expect(within(fact('Competences') as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Digging', 'Teamwork']);
    expect(fact('Experience points').textContent).toBe('50 XP');
    expect(screen.getByText('20 volunteers needed')).toBeTruthy();
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
    expect(fact('Področja').textContent).toBe('Okolje');
    expect(screen.queryByText(/točk izkušenj/)).toBeNull();
    expect(screen.getByRole('link', { name: /Organizator: Green Valley Volunteers/ })).toBeTruthy();
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
