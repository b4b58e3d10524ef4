import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_MEDIA_TYPE, calendarFeedSchema, calendarFeedStatusSchema } from '@/contract/calendars';
import { apiErrorSchema } from '@/contract/errors';
import { eventNotFound } from '@/server/events/service';
import { securityFor, signedInVolunteer } from '@/server/platform/auth';
import { isoInstant } from '@/server/platform/isoInstant';
import { existingId, idParams } from '@/server/platform/pathId';
import { publicNgoNotFound } from '@/server/publicNgos/service';
import {
  calendarFeedStatus,
  feedUrl,
  ngoCalendar,
  newCalendarFeed,
  publicEventCalendar,
  revokeCalendarFeed,
  volunteerCalendar,
  type Calendar,
  type CalendarSite,
} from './service';

/**
 * Issue 17, point 4: calendars. A public event's .ics file and an approved NGO's feed, anonymous;
 * the volunteer's private feed behind its token, and the volunteer's calls that make, show and
 * revoke that token.
 */
export const calendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendars'];
  const volunteerOnly = securityFor('volunteer');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  const ics = { description: 'iCalendar (RFC 5545)', content: { 'text/calendar': { schema: z.string() } } };
  const rfc5545 =
    'RFC 5545: each event with its UID, DTSTART and DTEND in its own time zone (TZID, with a VTIMEZONE of each zone used), ' +
    'SUMMARY, DESCRIPTION (with the organiser and the public page), LOCATION, GEO when it has coordinates, and URL of its ' +
    'public page `#/explore/{id}` on the address the request came to.';

  app.get(
    '/public/events/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: "A public event as an .ics file to add to a calendar; any other answers 404 like its page",
        description: `${rfc5545} Sent as an attachment named after the event.`,
        params: idParams,
        response: { 200: ics, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const calendar = await publicEventCalendar(app.db, siteOf(request), existingId(request.params.id, eventNotFound));
      return sendCalendar(reply, calendar, { attachment: true, cache: 'public, max-age=300' });
    },
  );

  app.get(
    '/public/ngos/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: "An approved NGO's calendar feed to subscribe to: its public events, from those that ended 30 days ago on, soonest first",
        description: `${rfc5545} At most 500 events. A pending, suspended or unknown NGO answers 404 like its public page.`,
        params: idParams,
        response: { 200: ics, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const calendar = await ngoCalendar(app.db, siteOf(request), existingId(request.params.id, publicNgoNotFound));
      return sendCalendar(reply, calendar, { attachment: false, cache: 'public, max-age=300' });
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags,
        summary: "A volunteer's private calendar feed: the events of their accepted and completed applications, from those that ended 30 days ago on",
        description:
          `${rfc5545} The token is the one POST /api/volunteer/calendar/ answered; an unknown or revoked one answers 404 \`not_found\`. ` +
          'Never cached (Cache-Control: private, no-store).',
        params: z.object({ token: z.string().describe('The feed token: 43 characters of base64url') }),
        response: { 200: ics, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const calendar = await volunteerCalendar(app.db, siteOf(request), request.params.token);
      return sendCalendar(reply, calendar, { attachment: false, cache: 'private, no-store' });
    },
  );

  app.get(
    '/volunteer/calendar/',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in volunteer has a private calendar feed, and since when (never its address)',
        security: volunteerOnly,
        response: { 200: calendarFeedStatusSchema, ...refused },
      },
    },
    async (request) => calendarFeedStatus(app.db, signedInVolunteer(request).id),
  );

  app.post(
    '/volunteer/calendar/',
    {
      schema: {
        tags,
        summary: "Make the signed-in volunteer's private calendar feed, or a new address for it (the old one stops working); answers the address once",
        security: volunteerOnly,
        response: { 201: calendarFeedSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { token, createdAt } = await newCalendarFeed(app.db, signedInVolunteer(request).id);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ url: feedUrl(siteOf(request), token), created_at: isoInstant(createdAt) });
    },
  );

  app.delete(
    '/volunteer/calendar/',
    {
      schema: {
        tags,
        summary: "Revoke the signed-in volunteer's private calendar feed: its address answers 404 from now on",
        security: volunteerOnly,
        response: { 204: z.null().describe('Revoked'), ...refused },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(app.db, signedInVolunteer(request).id);
      return reply.code(204).send(null);
    },
  );
};

/** The request's origin, as Fastify reads it (X-Forwarded-Proto and -Host with TRUST_PROXY). */
function siteOf(request: FastifyRequest): CalendarSite {
  return { origin: `${request.protocol}://${request.host}`, host: request.hostname };
}

/** The calendar as text/calendar: an attachment named after the event, or inline for a feed (named after it too, for a browser that saves it). */
function sendCalendar(reply: FastifyReply, calendar: Calendar, { attachment, cache }: { attachment: boolean; cache: string }) {
  const disposition = `${attachment ? 'attachment' : 'inline'}; filename="${fileNameOf(calendar.name)}"`;
  return reply.type(CALENDAR_MEDIA_TYPE).header('content-disposition', disposition).header('cache-control', cache).send(calendar.text);
}

/** A file name any system keeps: the name's letters without accents, digits and dashes, then .ics. */
function fileNameOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
