import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@/contract/mail';
import { CATALOGUES, type Language } from '@/server/platform/readerLanguage';
import { renderMail, type MailData } from './templates';

// Issue 18, point 5: every message in every language, whole: no placeholder left, every value escaped.

const data: MailData = {
  name: 'Ana <Novak>',
  organization: 'Green & Co',
  email: 'ana@example.org',
  event: 'River "clean-up"',
  eventId: 7,
  reason: 'No place',
  notes: 'See the map',
  count: 2,
  hours: 48,
  events: ['River "clean-up"', 'Park day'],
  xp: 30,
  start: '2030-05-04T08:00:00.000Z',
  end: '2030-05-04T12:00:00.000Z',
  timeZone: 'Europe/Ljubljana',
  token: 'abc-123',
};
const context = { publicUrl: 'https://portal.example.org', unsubscribeUrl: 'https://portal.example.org/#/unsubscribe?token=1.x' };

describe('mail templates', () => {
  const languages = Object.keys(CATALOGUES) as Language[];
  it.each(languages.flatMap((language) => MAIL_KINDS.map((kind) => [language, kind] as const)))('%s %s is complete and escaped', (language, kind) => {
    const mail = renderMail(kind, language, data, context);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\{|\}\}|mail\.\w+\./);
    }
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.html).not.toContain('<Novak>');
    expect(mail.html).not.toContain('"clean-up"');
    expect(mail.text).toContain('Ana <Novak>');
    expect(mail.text).toContain(context.unsubscribeUrl);
  });

  it('writes the date in the reader language and the event zone', () => {
    expect(renderMail('application_accepted', 'sl', data, context).text).toContain('10:00');
    expect(renderMail('application_accepted', 'en', data, context).text).toMatch(/Saturday, May 4, 2030.*10:00 AM/);
  });

  it('links the reset page with its token, and says a security message cannot be turned off when there is no unsubscribe link', () => {
    const mail = renderMail('password_reset', 'en', data, { publicUrl: context.publicUrl });
    expect(mail.text).toContain('https://portal.example.org/#/reset-password?token=abc-123');
    expect(mail.text).toContain(CATALOGUES.en.mail.common.securityNote);
    expect(mail.html).toContain('href="https://portal.example.org/#/reset-password?token=abc-123"');
  });

  it("quotes a summary's messages as text, their lines kept, and names the event's date (issue 33)", () => {
    const messages = [
      { name: 'Ana Novak', message: 'Hi! I can bring extra gloves.\nIs there parking nearby?' },
      { name: null, message: '<b>bold</b> & more' },
    ];
    const mail = renderMail('applications_summary', 'en', { ...data, messages }, context);
    expect(mail.text).toContain('The event starts Saturday, May 4, 2030');
    expect(mail.text).toContain('What they wrote to you:\n\n- Ana Novak: Hi! I can bring extra gloves.\n  Is there parking nearby?\n- Unknown volunteer: <b>bold</b> & more');
    expect(mail.html).toContain('<li style="white-space:pre-line;">Ana Novak: Hi! I can bring extra gloves.\nIs there parking nearby?</li>');
    expect(mail.html).toContain('Unknown volunteer: &#60;b&#62;bold&#60;/b&#62; &#38; more');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(renderMail('applications_summary', 'en', data, context).text).not.toContain('What they wrote');
  });

  it('chooses the plural of the language', () => {
    expect(renderMail('applications_summary', 'en', { ...data, count: 1 }, context).subject).toBe('1 new volunteer applied to “River "clean-up"”');
    const sl = CATALOGUES.sl.mail.applicationsSummary;
    expect(renderMail('applications_summary', 'sl', { ...data, count: 2 }, context).subject).toBe(sl.subject_two.replace('{{count}}', '2').replace('{{event}}', 'River "clean-up"'));
  });
});
