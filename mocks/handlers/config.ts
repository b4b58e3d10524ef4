import { http, HttpResponse } from 'msw';
import { DEFAULT_GEOCODING_URL, DEFAULT_IP_LOCATION_URL, type ClientConfig } from '@/contract/platform';

// What the real server answers when nothing is configured (README, Configuration).
export const mockConfig: ClientConfig = {
  ipLocationUrl: DEFAULT_IP_LOCATION_URL,
  geocodingUrl: DEFAULT_GEOCODING_URL,
  mediaBaseUrl: '/media',
};

export const configHandlers = [http.get('/api/config/', () => HttpResponse.json(mockConfig))];
