// zod probes whether it may compile parsers with `new Function('')` when its first object schema is
// made; under the CSP's `script-src 'self'` the probe is caught but reported as a violation
// (Lighthouse best practices). jitless skips the probe. zod keeps a config it finds on globalThis
// (zod/v4/core/core.js), so this must run before any zod code: main.tsx imports it first, and zod
// is only in lazy chunks, which load after the entry has run. Issue 13: this was a classic script
// of its own in index.html (public/zod-without-eval.js), one more request before the first paint.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
