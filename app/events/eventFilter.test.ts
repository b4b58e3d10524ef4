import { describe, expect, it } from 'vitest';
import { type Event } from '@/contract/events';
import { eventListQuerySchema, matchesEventListFilter } from '@/contract/eventList';
import { NGO_EVENTS_PAGE_SIZE } from '@/contract/limits';
import {
  activeEventFilterCount,
  clearEventFilter,
  EMPTY_EVENT_FILTER,
  EVENT_FILTER_STORAGE_KEY,
  eventListParamsOf,
  isEventFilterActive,
  readEventFilter,
  saveEventFilter,
  type EventFilter,
} from './eventFilter';

/**
 * Whether the list keeps an event under this filter: what the screen sends (eventListParamsOf), read
 * as the server and the mocks read it, through the one rule they apply.
 */
function matchesEventFilter(event: Pick<Event, 'eventName' | 'startDate'>, filter: EventFilter): boolean {
  return matchesEventListFilter(event, eventListQuerySchema.parse(eventListParamsOf(filter, 1)));
}

/** An event as the filter sees it: a name and a start. */
function anEvent(eventName: string, start: Date | null = new Date(2027, 2, 20, 9, 0)) {
  return { eventName, startDate: start ? start.toISOString() : null };
}

describe('event filter: name (SPEC §2, prefix match, case-insensitive)', () => {
  it('keeps events whose name starts with the term, whatever the case', () => {
    const filter = { searchTerm: 'tree', startDate: '' };
    expect(matchesEventFilter(anEvent('Tree Planting Saturday'), filter)).toBe(true);
    expect(matchesEventFilter(anEvent('TREEHOUSE repairs'), filter)).toBe(true);
  });

  it('does not match the term in the middle of the name', () => {
    expect(matchesEventFilter(anEvent('Saturday Tree Planting'), { searchTerm: 'tree', startDate: '' })).toBe(false);
  });

  it('ignores spaces around the term; a blank term matches everything', () => {
    expect(matchesEventFilter(anEvent('Food Bank Sorting'), { searchTerm: '  food ', startDate: '' })).toBe(true);
    expect(matchesEventFilter(anEvent('Food Bank Sorting'), { searchTerm: '   ', startDate: '' })).toBe(true);
  });

  it('matches letters beyond ASCII without regard to case', () => {
    expect(matchesEventFilter(anEvent('Čiščenje brežine'), { searchTerm: 'čIŠ', startDate: '' })).toBe(true);
  });
});

describe('event filter: start date (SPEC §2, on or after the day)', () => {
  const fromMarch20 = { searchTerm: '', startDate: '2027-03-20' };

  it("keeps an event starting at the first minute of that day in the reader's time zone", () => {
    expect(matchesEventFilter(anEvent('A', new Date(2027, 2, 20, 0, 0)), fromMarch20)).toBe(true);
    expect(matchesEventFilter(anEvent('A', new Date(2027, 2, 20, 23, 59)), fromMarch20)).toBe(true);
    expect(matchesEventFilter(anEvent('A', new Date(2027, 5, 1, 12, 0)), fromMarch20)).toBe(true);
  });

  it('hides an event starting the minute before that day', () => {
    expect(matchesEventFilter(anEvent('A', new Date(2027, 2, 19, 23, 59)), fromMarch20)).toBe(false);
  });

  it('hides an event without a start while the date filter is on, and shows it otherwise', () => {
    expect(matchesEventFilter(anEvent('A', null), fromMarch20)).toBe(false);
    expect(matchesEventFilter(anEvent('A', null), EMPTY_EVENT_FILTER)).toBe(true);
  });

  it('needs both filters to match when both are set', () => {
    const both = { searchTerm: 'river', startDate: '2027-03-20' };
    expect(matchesEventFilter(anEvent('Riverbank Clean-up', new Date(2027, 2, 20, 8, 0)), both)).toBe(true);
    expect(matchesEventFilter(anEvent('Riverbank Clean-up', new Date(2027, 2, 1, 8, 0)), both)).toBe(false);
    expect(matchesEventFilter(anEvent('Tree Planting', new Date(2027, 2, 20, 8, 0)), both)).toBe(false);
  });
});

describe('event filter: remembered across visits (SPEC §2, §3)', () => {
  it('reads back what was saved, under one key', () => {
    saveEventFilter({ searchTerm: 'tree', startDate: '2027-03-20' });
    expect(JSON.parse(localStorage.getItem(EVENT_FILTER_STORAGE_KEY) ?? 'null')).toEqual({ searchTerm: 'tree', startDate: '2027-03-20' });
    expect(readEventFilter()).toEqual({ searchTerm: 'tree', startDate: '2027-03-20' });
  });

  it('reads no filter when nothing was saved, after clearing, or after saving an empty one', () => {
    expect(readEventFilter()).toEqual(EMPTY_EVENT_FILTER);
    saveEventFilter({ searchTerm: 'tree', startDate: '' });
    clearEventFilter();
    expect(readEventFilter()).toEqual(EMPTY_EVENT_FILTER);
    saveEventFilter({ searchTerm: 'tree', startDate: '' });
    saveEventFilter(EMPTY_EVENT_FILTER);
    expect(localStorage.getItem(EVENT_FILTER_STORAGE_KEY)).toBeNull();
  });

  it('ignores stored text it cannot read instead of failing the list', () => {
    localStorage.setItem(EVENT_FILTER_STORAGE_KEY, '{not json');
    expect(readEventFilter()).toEqual(EMPTY_EVENT_FILTER);
    localStorage.setItem(EVENT_FILTER_STORAGE_KEY, JSON.stringify({ searchTerm: 'tree', startDate: '2027-02-30' }));
    expect(readEventFilter()).toEqual({ searchTerm: 'tree', startDate: '' });
  });
});

describe('event filter: active (the details back-link dot)', () => {
  it('is active with a name or a start date, and counts them', () => {
    expect(isEventFilterActive(EMPTY_EVENT_FILTER)).toBe(false);
    expect(isEventFilterActive({ searchTerm: '  ', startDate: '' })).toBe(false);
    expect(isEventFilterActive({ searchTerm: 'tree', startDate: '' })).toBe(true);
    expect(isEventFilterActive({ searchTerm: '', startDate: '2027-03-20' })).toBe(true);
    expect(activeEventFilterCount({ searchTerm: 'tree', startDate: '2027-03-20' })).toBe(2);
  });
});

describe('event filter: the list call (issue 13)', () => {
  it('asks for one page, the name as one line and the day as the instant it starts in the reader’s time zone', () => {
    expect(eventListParamsOf({ searchTerm: ' tree\tplanting ', startDate: '2027-03-20' }, 2)).toEqual({
      page: 2,
      page_size: NGO_EVENTS_PAGE_SIZE,
      search: 'tree planting',
      start_from: new Date(2027, 2, 20).toISOString(),
    });
    expect(eventListParamsOf(EMPTY_EVENT_FILTER, 1)).toEqual({ page: 1, page_size: NGO_EVENTS_PAGE_SIZE });
  });
});
