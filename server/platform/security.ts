import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from './config';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy the built SPA runs under: its own scripts and styles only, images also
 * from the bucket, and calls to the two outside services the SPA uses (SPEC §7 "Other external calls").
 */
export function spaContentSecurityPolicy(config: Config): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // React applies `style` props through the CSSOM, which CSP does not police; this covers style
    // attributes in markup (index.html, libraries using setAttribute). They cannot run code or load
    // anything outside img-src, while <style> elements stay blocked by style-src.
    'style-src-attr': ["'unsafe-inline'"],
    // SPEC §2: an event's main image may be any image URL on the web, so https images load; an
    // image cannot run code, and the S3 origin stays listed for buckets served over http.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", new URL(config.ipLocationUrl).origin, new URL(config.geocodingUrl).origin],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** Swagger UI (/api/docs only) injects styles and shows data: images; nothing else is loosened. */
export function apiDocsContentSecurityPolicy(config: Config): string {
  const directives: Directives = {
    ...spaContentSecurityPolicy(config),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      // No helmet defaults: they add upgrade-insecure-requests, which breaks a deployment reached
      // over plain http (a LAN address), and allow inline styles.
      useDefaults: false,
      directives: spaContentSecurityPolicy(config),
    },
    // The reverse-geocoding service asks callers to identify their site; the origin is enough.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
