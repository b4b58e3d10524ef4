import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsWith(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts with nothing configured: port 3000, ./data, embedded database, local media', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'production', port: 3000, host: '0.0.0.0', logLevel: 'info', trustProxy: false });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('defaults the services the SPA calls and accepts others', () => {
    expect(loadConfig({})).toMatchObject({
      ipLocationUrl: 'https://ipapi.co/json/',
      geocodingUrl: 'https://nominatim.openstreetmap.org/reverse',
    });
    const config = loadConfig({ IP_LOCATION_URL: 'https://ip.example.org/json', GEOCODING_URL: 'http://geo.local:8080/reverse' });
    expect(config).toMatchObject({ ipLocationUrl: 'https://ip.example.org/json', geocodingUrl: 'http://geo.local:8080/reverse' });
  });

  it('defaults the maps to OpenStreetMap tiles and takes another https tile server with its attribution', () => {
    expect(loadConfig({})).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: expect.stringContaining('OpenStreetMap'),
    });
    const config = loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© Example Maps' });
    expect(config).toMatchObject({ mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', mapAttribution: '© Example Maps' });
  });

  it('writes mail as files linking to localhost without SMTP_URL, and takes a mail server, a sender and the public address', () => {
    expect(loadConfig({ PORT: '8080', REVIEW_REMINDER_HOURS: '' }).mail).toEqual({ smtpUrl: undefined, from: 'NGO Portal <no-reply@localhost>', publicUrl: 'http://localhost:8080', reviewReminderHours: 48 });
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org', MAIL_FROM: 'Portal <p@example.org>', PUBLIC_URL: 'https://portal.example.org/', REVIEW_REMINDER_HOURS: '24' });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.org', from: 'Portal <p@example.org>', publicUrl: 'https://portal.example.org', reviewReminderHours: 24 });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '', GEOCODING_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
      geocodingUrl: 'https://nominatim.openstreetmap.org/reverse',
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/portal' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-address' }],
    ['ADMIN_EMAIL', { ADMIN_PASSWORD: 'secret-password' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@example.org' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'short' }],
    ['S3_PUBLIC_URL', { S3_BUCKET: 'media' }],
    ['S3_BUCKET', { S3_PUBLIC_URL: 'https://media.example.org' }],
    ['IP_LOCATION_URL', { IP_LOCATION_URL: 'not a url' }],
    ['GEOCODING_URL', { GEOCODING_URL: 'javascript:alert(1)' }],
    ['MAP_TILE_URL', { MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' }],
    ['MAP_TILE_URL', { MAP_TILE_URL: 'https://tiles.example.org/tile.png' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.org' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'portal.example.org' }],
    ['REVIEW_REMINDER_HOURS', { REVIEW_REMINDER_HOURS: '0' }],
  ])('names %s when it is wrong (%o)', (variable, env) => {
    const problems = problemsWith(env);
    expect(problems.some((problem) => problem.startsWith(`${variable}:`))).toBe(true);
  });

  it('lists every bad variable in one message', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/PORT: .*\n.*LOG_LEVEL: /s);
    }
  });

  it('reads the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(loadConfig({}).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'admin@example.org',
      password: 'long-enough',
    });
    expect(problemsWith({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'short' })).toContain(
      'ADMIN_PASSWORD: must be at least 8 characters',
    );
  });

  it('reads the S3 settings together', () => {
    const config = loadConfig({ S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://media.example.org', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: 'https://media.example.org',
      forcePathStyle: true,
    });
  });

  it('reads Redis and the drain for several instances (issue 19), and refuses what would not work', () => {
    expect(loadConfig({})).toMatchObject({ redis: undefined, drainMs: 0 });
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2', DRAIN_SECONDS: '2.5' })).toMatchObject({
      redis: { url: 'redis://cache.internal:6379/2', keyPrefix: 'ngo-portal:' },
      drainMs: 2_500,
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal', REDIS_KEY_PREFIX: 'portal-eu:' }).redis).toEqual({
      url: 'rediss://cache.internal',
      keyPrefix: 'portal-eu:',
    });
    expect(problemsWith({ REDIS_URL: 'cache.internal:6379', DRAIN_SECONDS: '-1' })).toEqual([
      'REDIS_URL: must start with redis:// or rediss://',
      'DRAIN_SECONDS: must be a number of seconds',
    ]);
    expect(problemsWith({ DRAIN_SECONDS: '600' })).toEqual(['DRAIN_SECONDS: must be at most 300']);
  });
});
