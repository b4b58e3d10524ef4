import { http, HttpResponse } from 'msw';
import { DEFAULT_GEOCODING_URL, DEFAULT_IP_LOCATION_URL, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type ClientConfig } from '@/contract/platform';

// What the real server answers when nothing is configured (README, Configuration).
export const mockConfig: ClientConfig = {
  ipLocationUrl: DEFAULT_IP_LOCATION_URL,
  geocodingUrl: DEFAULT_GEOCODING_URL,
  mediaBaseUrl: '/media',
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapAttribution: DEFAULT_MAP_ATTRIBUTION,
};

export const configHandlers = [http.get('/api/config/', () => HttpResponse.json(mockConfig))];
