import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecurrencePreview } from './RecurrencePreview';

// SPEC §9: up to 10 steps after the first date, stopping past the end date; 5 shown, then
// '...and N more'. Dates are wall-clock times of the reader's zone, so the expectations are too.

const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
/** A local date and time, as the reader's calendar shows it. */
const local = (year: number, month: number, day: number, hour = 18, minute = 0) =>
  format.format(new Date(year, month - 1, day, hour, minute));

function shownDates(): string[] {
  const preview = screen.getByRole('region', { name: 'Dates to be created' });
  return within(preview)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('recurrence preview', () => {
  it('lists a fortnightly series up to its end date, with the rest counted', () => {
    render(<RecurrencePreview startDate="2027-01-04T18:00" type="weekly" interval="2" endDate="2027-03-15" />);

    expect(shownDates()).toEqual([local(2027, 1, 4), local(2027, 1, 18), local(2027, 2, 1), local(2027, 2, 15), local(2027, 3, 1)]);
    // The sixth date, 15 March, falls on the end date itself: it is created.
    screen.getByText('...and 1 more');
  });

  it('stops past the end date', () => {
    render(<RecurrencePreview startDate="2027-01-04T18:00" type="weekly" interval="2" endDate="2027-03-14" />);

    expect(shownDates()).toHaveLength(5);
    expect(shownDates().at(-1)).toBe(local(2027, 3, 1));
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('shows 5 dates and counts the other 6 of a longer series', () => {
    render(<RecurrencePreview startDate="2027-03-01T07:30" type="daily" interval="1" endDate="" />);

    expect(shownDates()).toEqual([1, 2, 3, 4, 5].map((day) => local(2027, 3, day, 7, 30)));
    screen.getByText('...and 6 more');
  });

  it('steps months by the interval, keeping the day where the month allows', () => {
    render(<RecurrencePreview startDate="2027-01-31T10:00" type="monthly" interval="1" endDate="2027-04-30" />);

    expect(shownDates()).toEqual([local(2027, 1, 31, 10), local(2027, 2, 28, 10), local(2027, 3, 31, 10), local(2027, 4, 30, 10)]);
  });

  it.each([
    ['a one-off event', { type: 'none' as const }],
    ['no start yet', { startDate: '' }],
    ['an interval outside 1 to 365', { interval: '0' }],
  ])('shows nothing for %s', (_case, change) => {
    const { container } = render(
      <RecurrencePreview startDate="2027-01-04T18:00" type="weekly" interval="1" endDate="" {...change} />,
    );

    expect(container.innerHTML).toBe('');
  });
});
