import { http, HttpResponse } from 'msw';

// The same defaults the real server answers with when nothing is configured (README, Configuration).
export const mockConfig = {
  ipLocationUrl: 'https://ipapi.co/json/',
  geocodingUrl: 'https://nominatim.openstreetmap.org/reverse',
  mediaBaseUrl: '/media',
};

export const configHandlers = [http.get('/api/config/', () => HttpResponse.json(mockConfig))];
