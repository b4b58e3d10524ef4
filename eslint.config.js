// @ts-check
import { readdirSync } from 'node:fs';
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

/** app/ folders any feature may use; every other folder under app/ is a feature of its own. */
const SHARED_APP_FOLDERS = ['ui', 'forms', 'shell', 'errors', 'auth', 'test'];
const FEATURES = readdirSync('app', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_APP_FOLDERS.includes(entry.name))
  .map((entry) => entry.name);

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
  {
    files: ['server/**'],
    tests: [only(['server', 'contract', 'demo', 'i18n/locales', 'package.json'], 'server/ uses contract/, the demo world and the catalogues only.')],
  },
  {
    files: ['routes/**'],
    tests: [never(['server', 'mocks'], 'Routes talk to the server through queries/ and never see the mocks.')],
  },
  {
    files: ['mocks/**'],
    tests: [never(['server', 'app', 'routes'], 'The mocks stand in for the server: they share contract/, not its code, and know nothing of the app.')],
  },
  { files: ['app/**'], ignores: ['app/main.tsx'], tests: APP, shipped: APP_SHIPPED },
  {
    files: ['app/ui/**'],
    tests: [...APP, { regex: '^@/app/(?!ui/)', message: 'app/ui holds design-system pieces: they use no feature.' }],
    shipped: APP_SHIPPED,
  },
  {
    files: ['app/forms/**'],
    tests: [...APP, { regex: '^@/app/(?!(forms|ui)/)', message: 'app/forms holds the form pieces: they use only app/ui.' }],
    shipped: APP_SHIPPED,
  },
  ...FEATURES.map((feature) => ({
    files: [`app/${feature}/**`],
    tests: [
      ...APP,
      {
        regex: `^@/app/(?!(${alternatives([feature, ...SHARED_APP_FOLDERS])})/)`,
        message: `A feature uses its own files and the shared folders (${SHARED_APP_FOLDERS.join(', ')}); compose features in routes/.`,
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
