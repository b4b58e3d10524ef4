import type { MailKind } from '@/contract/mail';
import { catalogueText, hasCatalogueText } from '@/contract/errors';
import { CATALOGUES, type Language } from '@/server/platform/readerLanguage';

// Issue 18, points 2 and 5: each message's subject, plain text and HTML, in the recipient's
// language, from the `mail` section of the i18n catalogues. One layout for all: a greeting, the
// message's paragraphs, at most one button (its address also written out), a sign-off and a footer
// with the unsubscribe link (or the note that security mail always comes).

/** What a message's template reads: names and texts as they were when it was queued. */
export type MailData = {
  /** The recipient's name for the greeting; none: "Hello,". */
  name?: string;
  organization?: string;
  email?: string;
  event?: string;
  eventId?: number;
  reason?: string;
  notes?: string;
  count?: number;
  hours?: number;
  events?: string[];
  /** Issue 33: what the newest applicants of a summary wrote (name null: the account is gone). */
  messages?: Array<{ name: string | null; message: string }>;
  xp?: number;
  /** ISO instants, shown in the event's own zone. */
  start?: string;
  end?: string;
  timeZone?: string;
  /** The password reset token: only in the message, never stored anywhere else in clear. */
  token?: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

/** Where links lead and whether the message offers to unsubscribe (a user who has an account). */
export type RenderContext = { publicUrl: string; unsubscribeUrl?: string };

/** The catalogue section of each kind (camelCase, like the rest of the catalogue). */
const SECTIONS: Record<MailKind, string> = {
  ngo_registration_received: 'ngoRegistrationReceived',
  ngo_approved: 'ngoApproved',
  ngo_suspended: 'ngoSuspended',
  event_approved: 'eventApproved',
  event_rejected: 'eventRejected',
  event_published: 'eventPublished',
  applications_summary: 'applicationsSummary',
  application_accepted: 'applicationAccepted',
  application_waitlisted: 'applicationWaitlisted',
  application_completed: 'applicationCompleted',
  event_date_changed: 'eventDateChanged',
  event_deleted: 'eventDeleted',
  admin_ngo_registered: 'adminNgoRegistered',
  admin_event_waiting: 'adminEventWaiting',
  password_reset: 'passwordReset',
};

/** The page each kind's button opens, a hash route of the SPA; none: no button. */
function actionPath(kind: MailKind, data: MailData): string | undefined {
  switch (kind) {
    case 'ngo_approved':
      return '/login';
    case 'event_approved':
    case 'event_rejected':
    case 'event_published':
      return `/events/${data.eventId}`;
    case 'applications_summary':
      return `/applications?event=${data.eventId}`;
    case 'application_accepted':
    case 'application_waitlisted':
      return '/volunteer';
    case 'application_completed':
      return '/volunteer/certificate';
    case 'event_date_changed':
      return `/explore/${data.eventId}`;
    case 'event_deleted':
      return '/explore';
    case 'admin_ngo_registered':
      return '/admin/ngos?status=pending';
    case 'admin_event_waiting':
      return '/admin/events?status=pending';
    case 'password_reset':
      return `/reset-password?token=${encodeURIComponent(data.token ?? '')}`;
    default:
      return undefined;
  }
}

export function renderMail(kind: MailKind, language: Language, data: MailData, context: RenderContext): RenderedMail {
  const catalogue = CATALOGUES[language];
  const section = `mail.${SECTIONS[kind]}`;
  const site = catalogueText(catalogue, 'common.productName');
  const { events: _list, messages: _messages, ...scalars } = data;
  const values = {
    ...scalars,
    site,
    start: data.start ? dateTime(data.start, language, data.timeZone) : undefined,
    end: data.end ? dateTime(data.end, language, data.timeZone) : undefined,
  };
  const text = (key: string) => catalogueText(catalogue, key, values);
  const counted = (key: string) => text(`${key}_${new Intl.PluralRules(language).select(data.count ?? 0)}`);
  const hasKey = (key: string) => hasCatalogueText(catalogue, key);

  const subject = hasKey(`${section}.subject`) ? text(`${section}.subject`) : counted(`${section}.subject`);
  const paragraphs = [hasKey(`${section}.body`) ? text(`${section}.body`) : counted(`${section}.body`)];
  if (kind === 'event_rejected') {
    if (data.reason) paragraphs.push(text(`${section}.reason`));
    if (data.notes) paragraphs.push(text(`${section}.notes`));
  }
  let list = kind === 'admin_event_waiting' ? (data.events ?? []) : [];
  if (kind === 'applications_summary') {
    // Issue 33: the applicants' messages reach the NGO; the dates tell a series' events apart.
    if (data.start) paragraphs.push(text(`${section}.date`));
    if (data.messages?.length) {
      paragraphs.push(text(`${section}.messages`));
      list = data.messages.map(({ name, message }) => `${name ?? catalogueText(catalogue, 'volunteers.modal.unknownUser')}: ${message}`);
    }
  }
  if (kind === 'password_reset') paragraphs.push(text(`${section}.expiry`));
  const path = actionPath(kind, data);
  const action = path && hasKey(`${section}.action`) ? { label: text(`${section}.action`), url: `${context.publicUrl}/#${path}` } : undefined;
  const greeting = data.name ? text('mail.common.greeting') : text('mail.common.greetingNoName');
  const signOff = text('mail.common.signOff');
  const footer = [text('mail.common.footer')];
  const unsubscribe = context.unsubscribeUrl ? { label: text('mail.common.unsubscribe'), url: context.unsubscribeUrl } : undefined;
  if (!unsubscribe) footer.push(text('mail.common.securityNote'));

  const plain = [
    greeting,
    ...paragraphs,
    // An item's own line breaks continue under it, indented.
    ...(list.length > 0 ? [list.map((item) => `- ${item.replaceAll('\n', '\n  ')}`).join('\n')] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    signOff,
    '-- ',
    ...footer,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n\n');

  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<p style="margin:0 0 16px;font-weight:bold;color:#0b5f57;">${escapeHtml(site)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`).join('\n')}
${list.length > 0 ? `<ul style="margin:0 0 16px;padding-left:20px;">${list.map((item) => `<li style="white-space:pre-line;">${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${
  action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b5f57;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d;">${escapeHtml(text('mail.common.linkHint'))}<br><a href="${escapeHtml(action.url)}" style="color:#0b5f57;word-break:break-all;">${escapeHtml(action.url)}</a></p>`
    : ''
}
<p style="margin:0;">${escapeHtml(signOff)}</p>
</div>
<p style="margin:16px 0 0;font-size:13px;color:#52606d;">${footer.map(escapeHtml).join('<br>')}${
    unsubscribe ? `<br><a href="${escapeHtml(unsubscribe.url)}" style="color:#52606d;">${escapeHtml(unsubscribe.label)}</a>` : ''
  }</p>
</div>
</body>
</html>
`;
  return { subject, text: `${plain}\n`, html };
}

/** An instant as the reader's language writes a date and time, in the event's zone (its name shown). */
function dateTime(iso: string, language: Language, timeZone = 'UTC'): string {
  // Named fields: Intl refuses timeZoneName beside dateStyle.
  const fields = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
  return new Intl.DateTimeFormat(language, { ...fields, timeZone }).format(new Date(iso));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
