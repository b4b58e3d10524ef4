import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_TYPES, contactListSchema, contactRequestSchema, contactSchema, contactTypeChoicesSchema } from '@/contract/contacts';
import { apiErrorSchema } from '@/contract/errors';
import { CONTACTS_MAX_PER_NGO } from '@/contract/limits';
import { securityFor, signedInNgo } from '@/server/platform/auth';
import { existingId, idParams } from '@/server/platform/pathId';
import { readerLanguage } from '@/server/platform/readerLanguage';
import { contactNotFound, contactTypeName, createContact, deleteContact, ngoContacts, updateContact } from './service';

/**
 * SPEC §7's five contact calls under /api/portal (issue 15, point 3). NGO users only: a super
 * administrator or a volunteer gets 403. Another NGO's contact answers 404 like an unknown one.
 * contact_type_display and the choices' display_name are in the request's Accept-Language.
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const security = securityFor('ngo');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  const language = (request: FastifyRequest) => readerLanguage(request.headers['accept-language']);
  const rules =
    'SPEC §5: a phone is a valid international number (`+` and the calling code), stored in E.164; an e-mail has an @, a domain and a valid form; ' +
    'other types are free text; all required (`Contact information is required`). 400 `validation_failed` names each broken field.';

  app.get(
    '/contacts/',
    {
      schema: {
        tags,
        summary: "The signed-in NGO's contacts, in the order they were added",
        security,
        response: { 200: contactListSchema, ...refused },
      },
    },
    async (request) => ngoContacts(app.db, signedInNgo(request).ngoId, language(request)),
  );

  app.get(
    '/contacts/choices/',
    {
      schema: {
        tags,
        summary: 'The contact types: value, label (English) and display_name (the reader\'s language), in data.data',
        security,
        response: { 200: contactTypeChoicesSchema, ...refused },
      },
    },
    async (request) => ({
      data: { data: CONTACT_TYPES.map((value) => ({ value, label: contactTypeName(value, 'en'), display_name: contactTypeName(value, language(request)) })) },
    }),
  );

  app.post(
    '/contacts/create/',
    {
      schema: {
        tags,
        summary: 'Add a contact; answers 201 with it',
        description: `${rules} At most ${CONTACTS_MAX_PER_NGO} contacts per NGO (409 \`contacts_limit_reached\`).`,
        security,
        body: contactRequestSchema,
        response: { 201: contactSchema, 400: apiErrorSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const contact = await createContact(app.db, signedInNgo(request).ngoId, request.body, language(request));
      return reply.code(201).send(contact);
    },
  );

  app.put(
    '/contacts/:id/',
    {
      schema: {
        tags,
        summary: "Replace one of the NGO's contacts (a name left out becomes none); answers it as it is now",
        description: `${rules} Another NGO's contact answers 404 \`contact_not_found\`.`,
        security,
        params: idParams,
        body: contactRequestSchema,
        response: { 200: contactSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updateContact(app.db, signedInNgo(request).ngoId, existingId(request.params.id, contactNotFound), request.body, language(request)),
  );

  app.delete(
    '/contacts/:id/',
    {
      schema: {
        tags,
        summary: "Delete one of the NGO's contacts",
        description: "Another NGO's contact answers 404 `contact_not_found` like an unknown one.",
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...refused, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteContact(app.db, signedInNgo(request).ngoId, existingId(request.params.id, contactNotFound));
      return reply.code(204).send(null);
    },
  );
};
