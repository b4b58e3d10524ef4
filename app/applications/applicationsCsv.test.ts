import { describe, expect, it } from 'vitest';
import type { Application } from '@/contract/applications';
import { applicationsCsv, applicationsCsvFileName, csvCell, csvDateTime, csvOf, CSV_BOM } from './applicationsCsv';

const application = (id: number, user: Application['user'], event_name = 'Tree Planting Saturday'): Application => ({
  id,
  status: 'accepted',
  status_display: 'Accepted',
  user,
  event_name,
  event_id: 1,
  event_start: '2027-03-13T09:00:00+01:00',
  time_zone: 'Europe/Ljubljana',
  application_date: '2027-03-05T09:30:00Z',
  message: '',
});
const volunteer = (full_name: string, email: string | null = 'someone@example.org') => ({
  full_name,
  email,
  profile_image: null,
  bio: null,
  total_xp: 0,
  birthday: null,
});
const texts = {
  headings: { name: 'Name', email: 'E-mail', event: 'Event', eventDate: 'Event date', status: 'Status', date: 'Date', message: 'Message' },
  unknownUser: 'Unknown user',
  status: (a: Application) => a.status_display,
  date: (a: Application) => a.application_date.slice(0, 10),
};

describe('the applications CSV (RFC 4180, UTF-8 with a byte order mark)', () => {
  it('writes headings, then name, e-mail, event, its date, status, date applied and message, each record ended by CRLF', () => {
    const csv = applicationsCsv([application(1, volunteer('Ana Novak', 'ana.novak@example.org'))], texts);
    expect(csv).toBe(
      `${CSV_BOM}Name,E-mail,Event,Event date,Status,Date,Message\r\nAna Novak,ana.novak@example.org,Tree Planting Saturday,2027-03-13 09:00,Accepted,2027-03-05,\r\n`,
    );
  });

  it("tells a series' dates apart by the event's start where it happens, and keeps a message's lines in one cell (issue 33)", () => {
    const weekly = (id: number, event_start: string, message = ''): Application => ({
      ...application(id, volunteer('Ana Novak'), 'Weekly Reading Club'),
      event_start,
      time_zone: 'America/New_York',
      message,
    });
    const csv = applicationsCsv(
      [weekly(1, '2026-11-04T20:00:00Z', 'Hi! I can bring extra gloves.\nIs there parking nearby?'), weekly(2, '2026-11-11T20:00:00Z', '=1+1')],
      texts,
    );
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe('Ana Novak,someone@example.org,Weekly Reading Club,2026-11-04 15:00,Accepted,2027-03-05,"Hi! I can bring extra gloves.\nIs there parking nearby?"');
    expect(second).toBe("Ana Novak,someone@example.org,Weekly Reading Club,2026-11-11 15:00,Accepted,2027-03-05,'=1+1");
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Novak, Ana')).toBe('"Novak, Ana"');
    expect(csvCell('Ana "the planter" Novak')).toBe('"Ana ""the planter"" Novak"');
    expect(csvCell('Clean-up\nday')).toBe('"Clean-up\nday"');
    expect(csvCell('Clean-up\r\nday')).toBe('"Clean-up\r\nday"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvOf([['a,b', 'c'], ['"', '']])).toBe(`${CSV_BOM}"a,b",c\r\n"""",\r\n`);
  });

  it('keeps non-Latin letters as they are, after the byte order mark', () => {
    const csv = applicationsCsv([application(1, volunteer('Žan Šušteršič', 'zan@example.si'), 'Čiščenje Save')], texts);
    expect(csv.startsWith('\uFEFFName')).toBe(true);
    expect(csv).toContain('Žan Šušteršič,zan@example.si,Čiščenje Save');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Ana-Marija')).toBe('Ana-Marija'); // a dash inside is no formula
  });

  it('writes the unknown-user fallback and an empty e-mail when the volunteer or address is gone', () => {
    const csv = applicationsCsv([application(1, null), application(2, volunteer('Luka Horvat', null))], texts);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      'Unknown user,,Tree Planting Saturday,2027-03-13 09:00,Accepted,2027-03-05,',
      'Luka Horvat,,Tree Planting Saturday,2027-03-13 09:00,Accepted,2027-03-05,',
    ]);
  });

  it('writes dates as spreadsheets read them, in the local time zone, and names the file by the day', () => {
    const date = new Date(2027, 2, 5, 7, 4);
    expect(csvDateTime(date)).toBe('2027-03-05 07:04');
    expect(applicationsCsvFileName(date)).toBe('applications-2027-03-05.csv');
  });
});
