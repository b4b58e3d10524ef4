import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@/contract/errors';
import { publicNgoSchema } from '@/contract/publicNgos';
import { existingId, idParams } from '@/server/platform/pathId';
import { readerLanguage } from '@/server/platform/readerLanguage';
import { publicNgo, publicNgoNotFound } from './service';

/**
 * Issue 15, point 5: an organisation's public page under /api/public/ngos/, without signing in.
 * Its upcoming events are GET /api/public/events/?ngo={id} (server/publicEvents).
 */
export const publicNgosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/ngos/:id/',
    {
      schema: {
        tags: ['public NGOs'],
        summary: "An approved NGO's public page: its texts, figures, social links and the contacts it marked public",
        description:
          'Anonymous. `name`, `about`, `history` (not the contact person\'s bio); `volunteer_count`, `event_count`, `avg_rating` and ' +
          '`total_ratings` counted as GET /api/portal/profile/ counts them; every social link and only the contacts marked public, ' +
          "oldest first, `contact_type_display` in the reader's language (Accept-Language). A pending, suspended or unknown NGO, " +
          'or an id that is not one, answers 404 `ngo_not_found`. Its upcoming events: GET /api/public/events/?ngo={id}.',
        params: idParams,
        response: { 200: publicNgoSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      publicNgo(app.db, existingId(request.params.id, publicNgoNotFound), readerLanguage(request.headers['accept-language'])),
  );
};
