import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@/contract/errors';
import { SOCIAL_LINKS_MAX_PER_NGO } from '@/contract/limits';
import { SOCIAL_PLATFORM_CHOICES, socialLinkListSchema, socialLinkRequestSchema, socialLinkSchema, socialPlatformChoicesSchema } from '@/contract/socialLinks';
import { securityFor, signedInNgo } from '@/server/platform/auth';
import { existingId, idParams } from '@/server/platform/pathId';
import { createSocialLink, deleteSocialLink, ngoSocialLinks, socialLinkNotFound, updateSocialLink } from './service';

/**
 * SPEC §7's five social-media calls under /api/portal (issue 15, point 2). NGO users only: a super
 * administrator or a volunteer gets 403. Another NGO's link answers 404 like an unknown one.
 */
export const socialLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['social-media'];
  const security = securityFor('ngo');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  const rules =
    'The platform is one of the choices (else `Only use supported platforms.`); the url is http(s) on that platform\'s domain or a subdomain ' +
    '(Facebook: facebook.com, fb.com; YouTube: youtube.com, youtu.be). 400 `validation_failed` names each broken field. ' +
    'A platform may appear several times, the same url only once (409 `social_link_duplicate`).';

  app.get(
    '/social-media/',
    {
      schema: {
        tags,
        summary: "The signed-in NGO's social media links, in the order they were added",
        security,
        response: { 200: socialLinkListSchema, ...refused },
      },
    },
    async (request) => ngoSocialLinks(app.db, signedInNgo(request).ngoId),
  );

  app.get(
    '/social-media/choices/',
    {
      schema: {
        tags,
        summary: 'The supported platforms: value, label and display_name, in data.data',
        security,
        response: { 200: socialPlatformChoicesSchema, ...refused },
      },
    },
    async () => ({ data: { data: [...SOCIAL_PLATFORM_CHOICES] } }),
  );

  app.post(
    '/social-media/create/',
    {
      schema: {
        tags,
        summary: 'Add a social media link; answers 201 with it',
        description: `${rules} At most ${SOCIAL_LINKS_MAX_PER_NGO} links per NGO (409 \`social_links_limit_reached\`).`,
        security,
        body: socialLinkRequestSchema,
        response: { 201: socialLinkSchema, 400: apiErrorSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const link = await createSocialLink(app.db, signedInNgo(request).ngoId, request.body);
      return reply.code(201).send(link);
    },
  );

  app.put(
    '/social-media/:id/',
    {
      schema: {
        tags,
        summary: 'Change one of the NGO\'s links (platform and url); answers it as it is now',
        description: `${rules} Another NGO's link answers 404 \`social_link_not_found\`.`,
        security,
        params: idParams,
        body: socialLinkRequestSchema,
        response: { 200: socialLinkSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => updateSocialLink(app.db, signedInNgo(request).ngoId, existingId(request.params.id, socialLinkNotFound), request.body),
  );

  app.delete(
    '/social-media/:id/',
    {
      schema: {
        tags,
        summary: 'Delete one of the NGO\'s links',
        description: "Another NGO's link answers 404 `social_link_not_found` like an unknown one.",
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...refused, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteSocialLink(app.db, signedInNgo(request).ngoId, existingId(request.params.id, socialLinkNotFound));
      return reply.code(204).send(null);
    },
  );
};
