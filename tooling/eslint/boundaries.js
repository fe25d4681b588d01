import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Architecture boundaries (docs/ARCHITECTURE.md, the design card §1 and §6), enforced for every
 * package whichever eslint.config.js lints it: each config object below carries an absolute
 * `basePath` (the repository root), so its `files` globs are repository paths.
 *
 * Two mechanisms, because an import can break a boundary in two ways:
 * - by resolved path (`import-x/no-restricted-paths`): a relative or package import that lands in
 *   a forbidden folder (`../../results/api/x.ts`, `../../../apps/web/src/x.ts`);
 * - by name (`no-restricted-imports`): packages an area must not depend on at all, which often do
 *   not even resolve from there (`@healthscreen/web` from a package, `node:fs` in a pure package).
 */

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const CODE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.test-d.ts',
  '**/*.bench.ts',
  '**/*.stories.tsx',
  '**/test/**',
  '**/testing/**',
  '**/__fixtures__/**',
];

/** Pure packages: models and maths only — no I/O, no clock, no unseeded randomness. */
export const PURE_PACKAGES = ['risk-engine', 'diet-generator', 'exercise-generator'];
/**
 * The product's rules (access, plans and prices, the subscription machine): pure as well, and
 * below the HTTP contract — api-client imports it, never the other way round.
 */
export const POLICY_PACKAGE = 'domain-policy';
/** apps/web layers below the features: they may not reach up into features or the app shell. */
const WEB_SHARED_LAYERS = ['components', 'lib', 'config', 'api'];
const WEB_SRC = 'apps/web/src';
const API_MODULES_DIR = 'apps/api/src/modules';

/** The folders under `dir` today; a new one is picked up on the next lint run. */
function listFolders(dir) {
  try {
    return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Each feature folder of the web app. */
const listWebFeatures = () => listFolders(`${WEB_SRC}/features`);
/** Each API module (apps/api/README.md, "Modules"). */
const listApiModules = () => listFolders(API_MODULES_DIR);

const NO_APPS = [
  {
    group: ['@healthscreen/web', '@healthscreen/web/*', '@healthscreen/api', '@healthscreen/api/*'],
    message: 'Packages never import apps: move the shared code down into a package.',
  },
];
const NO_DATA_FETCHING = [
  {
    group: [
      '@healthscreen/api-client',
      '@healthscreen/api-client/*',
      '@tanstack/*',
      'react-router',
      'react-router/*',
      'swr',
      'axios',
    ],
    message:
      'ui-kit is presentational: it never fetches data or knows routes. Pass data and callbacks in as props.',
  },
];
const NO_NODE_BUILTINS = {
  regex: `^(node:.*|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/.*)?)$`,
  message: 'A pure package does no I/O: no Node built-ins. Take the data as an argument.',
};
const IO_LIBRARIES = [
  'pg',
  'kysely',
  'kysely-*',
  '@electric-sql/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'undici',
  'axios',
  'ws',
];
const NO_IO = [
  NO_NODE_BUILTINS,
  {
    group: [...IO_LIBRARIES, '@healthscreen/*'],
    message: 'A pure package depends on nothing with I/O (no database, HTTP or workspace package).',
  },
];
const POLICY_IS_NOT_CONTRACT_MESSAGE =
  'domain-policy holds rules, not the HTTP contract: it never imports api-client, ui-kit or zod (api-client imports domain-policy and builds its schemas from it).';
const NO_CONTRACT = [
  {
    group: [
      '@healthscreen/api-client',
      '@healthscreen/api-client/*',
      '@healthscreen/ui-kit',
      '@healthscreen/ui-kit/*',
      'zod',
      'zod/*',
    ],
    message: POLICY_IS_NOT_CONTRACT_MESSAGE,
  },
];
const NO_POLICY_IO = [
  NO_NODE_BUILTINS,
  {
    group: IO_LIBRARIES,
    message: 'A pure package depends on nothing with I/O (no database or HTTP).',
  },
];
const ENV_ONLY_IN_ENV_TS = {
  object: 'process',
  property: 'env',
  message: 'Read configuration only in env.ts.',
};
const NO_FETCH_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'No network access here: data arrives as props or arguments.',
}));
/** What a pure package's code may not touch besides imports: the network, storage, the clock. */
const PURE_RULES = {
  'no-restricted-globals': [
    'error',
    ...NO_FETCH_GLOBALS,
    ...['localStorage', 'sessionStorage', 'indexedDB', 'document', 'window'].map((name) => ({
      name,
      message: 'A pure package does no I/O.',
    })),
  ],
  'no-restricted-properties': [
    'error',
    ENV_ONLY_IN_ENV_TS,
    {
      object: 'Date',
      property: 'now',
      message: 'A pure package takes the time as an argument (injected clock).',
    },
    {
      object: 'Math',
      property: 'random',
      message: 'A pure package takes a seeded random source as an argument.',
    },
  ],
};

const featureMessage =
  'A feature never imports another feature: move what both need down to src/components, src/lib, src/api or a package.';

/** Path zones, all relative to the repository root. */
export const restrictedPathZones = [
  {
    target: 'packages',
    from: 'apps',
    message: 'Packages never import apps: move the shared code down into a package.',
  },
  {
    target: 'packages/ui-kit',
    from: 'packages/api-client',
    message: 'ui-kit is presentational: it never fetches data or knows the API contract.',
  },
  ...PURE_PACKAGES.map((name) => ({
    target: `packages/${name}/src`,
    from: [
      'apps',
      ...['api-client', 'assessment-schema', POLICY_PACKAGE, 'ui-kit'].map(
        (dep) => `packages/${dep}`,
      ),
    ],
    message: 'A pure package depends on no other workspace package.',
  })),
  {
    target: `packages/${POLICY_PACKAGE}`,
    from: ['apps', 'packages/api-client', 'packages/ui-kit'],
    message: POLICY_IS_NOT_CONTRACT_MESSAGE,
  },
  { target: 'apps/api', from: 'apps/web', message: 'The API never imports the web app.' },
  {
    target: 'apps/web',
    from: 'apps/api',
    message: 'The web app reaches the API over HTTP through api-client only.',
  },
  ...listWebFeatures().map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`],
    message: featureMessage,
  })),
  ...listApiModules().map((name, _index, modules) => ({
    target: `${API_MODULES_DIR}/${name}`,
    from: API_MODULES_DIR,
    except: [
      `./${name}`,
      ...modules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message:
      "An API module reaches another only through that module's index.ts (its public surface): import '../<module>/index.js' and export what is needed there.",
  })),
  {
    target: `${WEB_SRC}/features`,
    from: `${WEB_SRC}/app`,
    message: 'Code flows shared → features → app: a feature never imports the app shell.',
  },
  ...WEB_SHARED_LAYERS.map((layer) => ({
    target: `${WEB_SRC}/${layer}`,
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: `Code flows shared → features → app: src/${layer} never imports a feature or the app shell.`,
  })),
];

export default [
  {
    name: 'healthscreen/boundaries/paths',
    basePath: REPO_ROOT,
    files: [CODE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          conditionNames: ['@healthscreen/source', 'types', 'import', 'default'],
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          // TypeScript's NodeNext style: `./x.js` names `./x.ts` (or `.tsx`). Without the alias a
          // `.js` specifier resolves to nothing and the zones below silently let it through.
          extensionAlias: {
            '.js': ['.ts', '.tsx', '.js'],
            '.mjs': ['.mts', '.mjs'],
            '.cjs': ['.cts', '.cjs'],
          },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: REPO_ROOT, zones: restrictedPathZones },
      ],
      // A cycle, even of types and constants, means two files are one module split in the wrong
      // place: put the shared part in a file both import. Type-only imports count too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'healthscreen/boundaries/packages',
    basePath: REPO_ROOT,
    files: [`packages/${CODE}`],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_APPS }] },
  },
  {
    name: 'healthscreen/boundaries/ui-kit',
    basePath: REPO_ROOT,
    files: [`packages/ui-kit/${CODE}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...NO_APPS, ...NO_DATA_FETCHING] }],
      'no-restricted-globals': ['error', ...NO_FETCH_GLOBALS],
    },
  },
  {
    name: 'healthscreen/boundaries/pure-packages',
    basePath: REPO_ROOT,
    files: PURE_PACKAGES.map((name) => `packages/${name}/src/${CODE}`),
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...NO_APPS, ...NO_IO] }],
      ...PURE_RULES,
    },
  },
  {
    // its tests too: a rule is checked without the contract
    name: 'healthscreen/boundaries/domain-policy',
    basePath: REPO_ROOT,
    files: [`packages/${POLICY_PACKAGE}/${CODE}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_APPS, ...NO_CONTRACT] }] },
  },
  {
    // pure like the models, except that it may read the risk-engine's types
    name: 'healthscreen/boundaries/domain-policy-pure',
    basePath: REPO_ROOT,
    files: [`packages/${POLICY_PACKAGE}/src/${CODE}`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...NO_APPS, ...NO_CONTRACT, ...NO_POLICY_IO] },
      ],
      ...PURE_RULES,
    },
  },
];
