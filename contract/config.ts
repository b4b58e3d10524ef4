// GET /api/config/ without zod (issue 13): a first visit guesses its language from it
// (i18n/guessLanguage.ts) before zod is loaded. contract/platform.ts declares the same answer as a
// zod schema for the server and the event form, checked against ClientConfig.

/** GET /api/config/: the deployment's settings the SPA needs at run time. */
export interface ClientConfig {
  /** SPEC §1: public IP-location lookup used once to guess the language. */
  ipLocationUrl: string;
  /** SPEC §7: reverse-geocoding service for event addresses. */
  geocodingUrl: string;
  /** Where uploaded images are read from: `/media` locally, the bucket's public URL with S3. */
  mediaBaseUrl: string;
  /** Issue 17: the maps' tile URL template ({z}/{x}/{y}, Leaflet's form) and its attribution (HTML, the operator's own text). */
  mapTileUrl: string;
  mapAttribution: string;
}

/** Whether an answer's body is the deployment's settings: both services as absolute URLs. */
export function isClientConfig(body: unknown): body is ClientConfig {
  if (typeof body !== 'object' || body === null) return false;
  const { ipLocationUrl, geocodingUrl, mediaBaseUrl, mapTileUrl, mapAttribution } = body as Record<string, unknown>;
  return (
    isUrl(ipLocationUrl) &&
    isUrl(geocodingUrl) &&
    typeof mediaBaseUrl === 'string' &&
    typeof mapTileUrl === 'string' &&
    mapTileUrl !== '' &&
    typeof mapAttribution === 'string'
  );
}

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
