// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The project's linter (issue 11): TypeScript's recommended rules, the rules of hooks, and the
// direction imports flow in (ARCHITECTURE "Layout", STYLE "bulletproof-react"). `npm run lint`
// runs it with no warning allowed; `npm test` runs `npm run lint`.
//
// Import directions are checked on the import's text, which the alias makes enough: a file never
// reaches outside its folder with '../', so everything it takes from another folder is '@/folder/…'.
// (eslint-plugin-import-x's resolver needs platform packages this machine's registry does not carry.)

/** app/ folders any area may use, each with what it may import of app/; every other folder under app/ is an area. */
const SHARED_APP_FOLDERS = sharedAppFolders('app/README.md');
const SHARED_APP_NAMES = SHARED_APP_FOLDERS.map(({ folder }) => folder);
const FEATURES = readdirSync('app', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_APP_NAMES.includes(entry.name))
  .map((entry) => entry.name);

/**
 * The table of shared folders in app/README.md, between its two markers: of each row, the folder
 * (first cell) and what it may import (the names in backticks of the last cell, `ui/` → 'ui',
 * `router.ts` → 'router').
 */
function sharedAppFolders(readme) {
  const table = readFileSync(readme, 'utf8').split('<!-- shared folders:')[1]?.split('<!-- end of shared folders -->')[0] ?? '';
  const names = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => name.replace(/\/$|\.tsx?$/, ''));
  const folders = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((row) => row.split('|').slice(1, -1))
    .map((cells) => ({ folder: names(cells[0])[0], uses: names(cells[cells.length - 1]) }));
  if (folders.length === 0) throw new Error(`${readme}: no table of shared folders between its markers`);
  const missing = folders.filter(({ folder }) => !existsSync(`app/${folder}`));
  if (missing.length) throw new Error(`${readme} lists shared folders app/ lacks: ${missing.map(({ folder }) => folder).join(', ')}`);
  return folders;
}

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*Testing.ts', '**/*Testing.tsx', 'app/test/**'];

const alternatives = (folders) => folders.map((folder) => folder.replace(/[.]/g, '\\.')).join('|');
/** Refuses every import of ours ('@/…') but from the folders named. */
const only = (folders, message) => ({ regex: `^@/(?!(${alternatives(folders)})(/|$))`, message });
/** Refuses imports from the folders named. */
const never = (folders, message) => ({ regex: `^@/(${alternatives(folders)})(/|$)`, message });

const OUTSIDE_FOLDER = {
  regex: '(^|/)\\.\\.(/|$)',
  message: 'Import what lies outside this folder through the root alias: @/app/…, @/contract/…',
};

/** server/ folders every area builds on, and those that put the areas together (they may import any). */
const SERVER_BASE_FOLDERS = ['platform', 'db'];
const SERVER_COMPOSING_FOLDERS = ['cli', 'demo', 'test'];
const SERVER_AREAS = readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...SERVER_BASE_FOLDERS, ...SERVER_COMPOSING_FOLDERS].includes(entry.name))
  .map((entry) => entry.name);
// A server area's public module, all another area may import of it: its service.ts and the files named here.
/** @type {Record<string, string[]>} */
const SERVER_PUBLIC_FILES = { accounts: ['sessions', 'rateLimits'], events: ['rows'], galleries: ['release'], mail: ['outbox'] };
const publicModules = (area) => ['service', ...(SERVER_PUBLIC_FILES[area] ?? [])].map((file) => `${area}/${file}`);

/**
 * Which layer may import which (ARCHITECTURE "Layout"): files → what they may not import, with
 * `shipped` adding what only tests may use (the mocks, the catalogues in contract/). A later area
 * is nested in an earlier one and repeats its rules, because ESLint keeps the last options given.
 */
const APP = [
  never(['server'], 'The app talks to the server through queries/, never by importing it.'),
];
const APP_SHIPPED = [
  never(['mocks'], 'The app runs on the real API; only tests (and main.tsx in mock mode) start the mocks.'),
  never(['demo'], 'The demo world and its published passwords stay out of the shipped app; tests may use it.'),
];
const SERVER = [only(['server', 'contract', 'demo', 'i18n/locales', 'package.json'], 'server/ uses contract/, the demo world and the catalogues only.')];
const AREAS = [
  {
    files: ['contract/**'],
    tests: [only(['contract', 'i18n/locales'], 'contract/ is shared by the browser, the server and the mocks: it imports nothing of ours.')],
    shipped: [only(['contract'], 'contract/ imports nothing of ours: take the catalogue as an argument.')],
  },
  {
    files: ['queries/**'],
    tests: [only(['queries', 'contract', 'i18n/locales', 'mocks'], 'queries/ builds on contract/ only (and the English catalogue for its fallback texts).')],
    shipped: [only(['queries', 'contract', 'i18n/locales'], 'queries/ builds on contract/ only (and the English catalogue for its fallback texts); it never sees the mocks.')],
  },
  {
    // The demo world (demo/world.ts) is plain content for the real demo and the msw store alike.
    files: ['demo/**'],
    tests: [only(['demo', 'contract'], 'demo/ holds the demo world for the server and the mocks: it builds on contract/ only.')],
  },
  { files: ['server/**'], tests: SERVER },
  {
    files: ['server/db/**'],
    tests: SERVER,
    shipped: [{ regex: '^@/server/(?!db/)', message: 'server/db/ holds the schema and its migrations: it imports nothing else of server/.' }],
  },
  {
    // platform/db.ts finds the database template where the build's own plain-JavaScript record says.
    files: ['server/platform/**'],
    tests: SERVER,
    shipped: [
      {
        regex: `^@/server/(?!(platform|db)/|${alternatives(['cli/build-freshness.mjs'])}$)`,
        message: 'server/platform/ serves every area and knows none: it builds on server/db/ only.',
      },
    ],
  },
  ...SERVER_AREAS.map((area) => ({
    files: [`server/${area}/**`],
    tests: SERVER,
    shipped: [
      {
        regex: `^@/server/(?!(${alternatives([area, ...SERVER_BASE_FOLDERS])})/|(${alternatives(SERVER_AREAS.filter((other) => other !== area).flatMap(publicModules))})$)`,
        message: 'A server area builds on platform/ and db/ and uses another area through its public module only (its service.ts, or a file SERVER_PUBLIC_FILES names); app.ts puts the areas together.',
      },
    ],
  })),
  {
    files: ['routes/**'],
    tests: [never(['server', 'mocks'], 'Routes talk to the server through queries/ and never see the mocks.')],
  },
  {
    files: ['mocks/**'],
    tests: [never(['server', 'app', 'routes'], 'The mocks stand in for the server: they share contract/, not its code, and know nothing of the app.')],
  },
  { files: ['app/**'], ignores: ['app/main.tsx'], tests: APP, shipped: APP_SHIPPED },
  ...SHARED_APP_FOLDERS.map(({ folder, uses }) => ({
    files: [`app/${folder}/**`],
    tests: [
      ...APP,
      {
        regex: `^@/app/(?!(${alternatives([folder, ...uses])})(/|$))`,
        message: `app/${folder} is a shared folder: of app/ it imports ${uses.length ? `only ${uses.map((use) => `app/${use}`).join(', ')}` : 'only its own files'} (app/README.md).`,
      },
    ],
    shipped: APP_SHIPPED,
  })),
  ...FEATURES.map((feature) => ({
    files: [`app/${feature}/**`],
    tests: [
      ...APP,
      {
        regex: `^@/app/(?!(${alternatives([feature, ...SHARED_APP_NAMES])})/)`,
        message: `An area uses its own files and the shared folders (${SHARED_APP_NAMES.join(', ')}; app/README.md); compose areas in routes/.`,
      },
    ],
    shipped: APP_SHIPPED,
  })),
];

const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [OUTSIDE_FOLDER, ...patterns] }] });

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-server/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/', 'app/routeTree.gen.ts'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      ...restrictImports([]),
    },
  },
  {
    files: ['**/*.tsx', 'app/**/*.ts', 'queries/**/*.ts', 'i18n/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...AREAS.flatMap(({ files, ignores = [], tests, shipped = [] }) => [
    { files, ignores, rules: restrictImports(tests) },
    { files, ignores: [...ignores, ...TESTS], rules: restrictImports([...tests, ...shipped]) },
  ]),
);
