import { describe, expect, it } from 'vitest';
import { isClientConfig } from './config';
import { clientConfigSchema, DEFAULT_GEOCODING_URL, DEFAULT_IP_LOCATION_URL, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from './platform';

// The browser's guard (without zod) and the server's schema must agree on what the settings are.
const config = {
  ipLocationUrl: DEFAULT_IP_LOCATION_URL,
  geocodingUrl: DEFAULT_GEOCODING_URL,
  mediaBaseUrl: '/media',
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapAttribution: DEFAULT_MAP_ATTRIBUTION,
};

describe('isClientConfig', () => {
  it('takes what the schema takes', () => {
    expect(isClientConfig(config)).toBe(true);
    expect(clientConfigSchema.safeParse(config).success).toBe(true);
  });

  it('refuses what the schema refuses', () => {
    for (const body of [null, 'config', { ...config, ipLocationUrl: 'not a url' }, { ...config, geocodingUrl: undefined }, { ...config, mediaBaseUrl: 1 }]) {
      expect(isClientConfig(body), JSON.stringify(body)).toBe(false);
      expect(clientConfigSchema.safeParse(body).success).toBe(false);
    }
  });
});
