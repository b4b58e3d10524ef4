// npm run build: the SPA into dist/ (Vite), the server into dist-server/main.js (esbuild), and a
// migrated embedded database into dist-server/pglite-template-<migrations>.tar.gz, which a fresh
// DATA_DIR starts from instead of running initdb (server/platform/db.ts).
//   node server/cli/build.mjs            everything
//   node server/cli/build.mjs --stale    only what build-freshness.mjs finds older than its sources
// Plain JavaScript: it runs before anything is built; Vite and esbuild load only when needed.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildTargets, pgliteTemplateFile, SERVER_OUT_DIR, staleTargets } from './build-freshness.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the targets named (all by default); logs each with its time. */
export async function build(names = buildTargets(root).map((target) => target.name)) {
  const steps = { app: buildApp, server: buildServer, 'database template': buildTemplate };
  // The template is made by the built server's code, so the server goes first.
  for (const name of ['app', 'server', 'database template'].filter((step) => names.includes(step))) {
    const started = Date.now();
    await steps[name]();
    console.log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Builds what is stale, saying why; answers whether anything was. */
export async function buildIfStale() {
  const stale = staleTargets(root);
  if (stale.length === 0) return false;
  for (const { name, reason } of stale) console.log(`build: ${name}: ${reason}`);
  // A template is made by the built server: a stale server is rebuilt before it.
  await build(stale.map((target) => target.name));
  return true;
}

async function buildApp() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ root, configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const outdir = path.join(root, SERVER_OUT_DIR);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'pglite-template': 'server/cli/pglite-template.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Ours (`@/` by tsconfig paths) and the pure-JavaScript node_modules are bundled: a start loads
    // one file instead of hundreds (bench/start.ts). These load as installed: packages that read
    // files beside their own code or load native code, and those the server loads on first use.
    external: BUNDLE_EXTERNALS,
    // The bundled CommonJS packages call require(), which an ES module lacks.
    banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);" },
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceRelativeImportMetaUrl(outdir)],
  });
}

/** Packages left out of the server bundle, with why. */
const BUNDLE_EXTERNALS = [
  '@electric-sql/pglite', // its wasm and data files, read beside its code
  '@node-rs/argon2', // native
  'sharp', // native; loaded on the first upload
  '@aws-sdk/client-s3', // loaded on the first call to a bucket, so not parsed at start either
  'pino', // its transports (pino-pretty in development) run its files in worker threads
  '@fastify/swagger', // reads its package.json beside its code
  '@fastify/swagger-ui', // serves the Swagger UI files beside its code
  'pg-native', // pg's optional native driver, not installed
];

/** Runs the built template maker in its own process, so the build's memory is not the database's. */
async function buildTemplate() {
  const file = pgliteTemplateFile(root);
  for (const old of readdirSync(path.dirname(file)).filter((name) => /^pglite-template-.*\.tar\.gz$/.test(name))) {
    rmSync(path.join(path.dirname(file), old));
  }
  const made = spawnSync(process.execPath, [path.join(root, SERVER_OUT_DIR, 'pglite-template.js'), file], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`making the database template failed (exit ${made.status})`);
}

/**
 * `new URL('../db/migrations', import.meta.url)` in a module means "beside this source file". In
 * the bundle every module would share the bundle's URL, so each module's import.meta.url becomes
 * its source file's URL, derived from the bundle's own: the build works wherever the checkout is.
 */
function sourceRelativeImportMetaUrl(outdir) {
  return {
    name: 'source-relative-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async ({ path: file }) => {
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(file, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = path.relative(outdir, file).split(path.sep).join('/');
        const loader = /\.[cm]?ts$/.test(file) ? 'ts' : 'js';
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader };
      });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    if (process.argv.includes('--stale')) {
      if (!(await buildIfStale())) console.log('build: everything is up to date');
    } else {
      await build();
    }
  } catch (error) {
    console.error('build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
