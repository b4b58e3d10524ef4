// zod probes whether it may compile parsers with `new Function('')` when its first object schema is
// made; under the CSP's `script-src 'self'` the probe is caught but reported as a violation
// (Lighthouse best practices). jitless skips the probe. A classic script, so it runs before any
// module chunk is evaluated (zod/v4/core/core.js keeps a config already on globalThis).
globalThis.__zod_globalConfig = { jitless: true };
