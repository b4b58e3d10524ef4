import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from '@/contract/platform';
import { buildTestApp, testDatabases } from '@/server/test/app';

describe.each(testDatabases)('GET /api/config/ on $name', (database) => {
  it('tells the SPA the default outside services and local media', async () => {
    const app = await buildTestApp(database);
    try {
      const response = await app.inject({ url: '/api/config/' });
      expect(response.statusCode).toBe(200);
      expect(clientConfigSchema.parse(response.json())).toEqual({
        ipLocationUrl: 'https://ipapi.co/json/',
        geocodingUrl: 'https://nominatim.openstreetmap.org/reverse',
        mediaBaseUrl: '/media',
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      });
    } finally {
      await app.close();
    }
  });

  it('passes on configured services and the bucket address', async () => {
    const app = await buildTestApp(database, {
      env: {
        IP_LOCATION_URL: 'https://ip.example.org/json',
        GEOCODING_URL: 'https://geo.example.org/reverse',
        S3_BUCKET: 'media',
        S3_PUBLIC_URL: 'https://cdn.example.org/media',
        MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: '© Example Maps',
      },
    });
    try {
      expect((await app.inject({ url: '/api/config/' })).json()).toEqual({
        ipLocationUrl: 'https://ip.example.org/json',
        geocodingUrl: 'https://geo.example.org/reverse',
        mediaBaseUrl: 'https://cdn.example.org/media',
        mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
        mapAttribution: '© Example Maps',
      });
    } finally {
      await app.close();
    }
  });
});
