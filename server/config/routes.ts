import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@/contract/platform';

/** GET /api/config/: the outside services and media location of this deployment, for the SPA. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const clientConfig = {
    ipLocationUrl: config.ipLocationUrl,
    geocodingUrl: config.geocodingUrl,
    mediaBaseUrl: config.s3?.publicUrl ?? '/media',
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
  };
  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['platform'],
        summary: 'Settings of this deployment the web app needs',
        response: { 200: clientConfigSchema },
      },
    },
    async () => clientConfig,
  );
};
