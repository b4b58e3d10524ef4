import { describe, expect, it } from 'vitest';
import { toWireDate } from '@/contract/dates';
import { emptyEventFormValues, eventFormProblems, eventPayloadOf, imageOf, instantOfLocal, localDateTimeOf, type EventFormValues } from './eventFormValues';
import { addressOf } from './reverseGeocode';

const filled: EventFormValues = {
  ...emptyEventFormValues(),
  eventName: ' River clean-up ',
  eventDescription: 'Collect rubbish.',
  startDate: '2027-05-08T09:00',
  endDate: '2027-05-08T12:30',
  focus_teams: [1, 3],
  latitude: '46,2309',
  longitude: '15,2604',
  address: 'Savinja riverbank',
  people_needed: '12',
};

describe('event payload (SPEC §7)', () => {
  it('sends dates in UTC wire form, ids for teams and the browser’s zone', () => {
    const payload = eventPayloadOf(filled, 'Europe/Ljubljana');

    expect(payload).toMatchObject({
      eventName: 'River clean-up',
      startDate: toWireDate(new Date('2027-05-08T09:00')),
      endDate: toWireDate(new Date('2027-05-08T12:30')),
      focus_teams_data: [1, 3],
      // Decimal commas, as many languages write them, are read as points.
      location: { latitude: '46.2309', longitude: '15.2604', text: 'Savinja riverbank' },
      time_zone: 'Europe/Ljubljana',
    });
    expect(payload).not.toHaveProperty('recurrence_end_date');
  });

  it('sends the recurrence end date only when one is set, and the interval only for a series', () => {
    expect(eventPayloadOf({ ...filled, recurrence_type: 'weekly', recurrence_interval: '2', recurrence_end_date: '2027-06-30' })).toMatchObject({
      recurrence_type: 'weekly',
      recurrence_interval: '2',
      recurrence_end_date: '2027-06-30',
    });
    // A one-off event carries no leftovers of a series the NGO started to set up.
    const oneOff = eventPayloadOf({ ...filled, recurrence_interval: '9', recurrence_end_date: '2027-06-30' });
    expect(oneOff).toMatchObject({ recurrence_type: 'none', recurrence_interval: 1 });
    expect(oneOff).not.toHaveProperty('recurrence_end_date');
  });

  it('sends 0 people for an event of type 2 without the volunteers toggle (SPEC §4)', () => {
    expect(eventPayloadOf({ ...filled, markerType: 2, people_needed: '12', volunteersToggle: false }).people_needed).toBe(0);
    expect(eventPayloadOf({ ...filled, markerType: 2, people_needed: '12', volunteersToggle: true }).people_needed).toBe('12');
  });

  it('passes a complete form, and names XP the schema refuses after the spec’s rules', () => {
    expect(eventFormProblems(filled)).toEqual([]);
    expect(eventFormProblems({ ...filled, eventName: '', event_xp: '-5' }).map((problem) => problem.message)).toEqual([
      'events.validation.nameRequired',
      'events.form.problems.xpInvalid',
    ]);
  });

  it('names the text fields whose characters the schema refuses, in their own words (issue 12)', () => {
    const problems = eventFormProblems({ ...filled, eventName: 'River\nclean-up', eventDescription: 'Gloves\u0000', address: 'Celje\u001b' });
    expect(problems).toEqual([
      { field: 'eventName', message: 'validation.singleLine' },
      { field: 'eventDescription', message: 'validation.controlCharacters' },
      { field: 'location.text', message: 'validation.controlCharacters' },
    ]);
  });

  it('still names every other broken rule beside a refused text', () => {
    const problems = eventFormProblems({ ...emptyEventFormValues(), eventName: 'River\tclean-up' });
    expect(problems[0]).toEqual({ field: 'eventDescription', message: 'events.validation.descriptionRequired' });
    expect(problems.map((problem) => problem.message)).not.toContain('events.validation.nameRequired');
    expect(problems.at(-1)).toEqual({ field: 'eventName', message: 'validation.singleLine' });
  });
});

describe('event form values from an event', () => {
  it('turns a stored instant into the reader’s local date and time, and back', () => {
    const local = localDateTimeOf('2026-12-12T09:00:00Z');

    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(instantOfLocal(local)?.toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(localDateTimeOf(null)).toBe('');
  });

  it.each([
    ['a file under the local media address', '/media/images/a-large.jpg', '/media'],
    ['a file in the storage bucket', 'https://bucket.example.org/images/a-large.jpg', 'https://bucket.example.org/'],
  ])('shows %s as an uploaded image (SPEC §2)', (_case, url, mediaBaseUrl) => {
    expect(imageOf(url, mediaBaseUrl)).toEqual({ mode: 'upload', url: '', upload: 'uploaded', uploadedUrl: url });
  });

  it.each([
    ['an address that only starts like the media one', '/mediakit/a.jpg'],
    ['an image elsewhere on the web', 'https://images.example.org/a.jpg'],
  ])('shows %s as a URL', (_case, url) => {
    expect(imageOf(url, '/media')).toEqual({ mode: 'url', url, upload: 'empty', uploadedUrl: null });
  });
});

describe('address from a reverse-geocoding answer (SPEC §7)', () => {
  it('joins house number, road, postcode, place and country', () => {
    expect(
      addressOf({
        display_name: 'ignored',
        address: { house_number: '12', road: 'Road', city: 'City', town: 'Town', postcode: '3000', country: 'Country' },
      }),
    ).toBe('Road 12, 3000 City, Country');
  });

  it('takes the town, then the village, when there is no city', () => {
    expect(addressOf({ address: { road: 'Main street', town: 'Laško', country: 'Slovenia' } })).toBe('Main street, Laško, Slovenia');
    expect(addressOf({ address: { village: 'Šmartno', postcode: '3341' } })).toBe('3341 Šmartno');
  });

  it('falls back to display_name when the parts name neither a road nor a place', () => {
    expect(addressOf({ display_name: 'Triglav, Slovenija', address: { country: 'Slovenija' } })).toBe('Triglav, Slovenija');
    expect(addressOf({})).toBeNull();
  });
});
