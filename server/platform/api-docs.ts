import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '@/package.json' with { type: 'json' };
import type { Config } from './config';
import { apiDocsContentSecurityPolicy } from './security';

/**
 * The OpenAPI document (GET /api/docs/json) built from every route's zod schemas, and its browsable
 * page (GET /api/docs). Registered before the API areas so that it sees each of their routes.
 */
export const apiDocsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'NGO volunteering portal API', version: packageJson.version },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: apiDocsContentSecurityPolicy(config),
    });
  },
  { name: 'api-docs' },
);
