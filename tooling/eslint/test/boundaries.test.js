import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';

import { ESLint } from 'eslint';

import { REPO_ROOT } from '../boundaries.js';

/**
 * Lints virtual files with each package's real eslint.config.js (through the Node API, as
 * `pnpm lint` does) and checks that every boundary violation is reported as an error and that
 * the legal imports next to it are not. ESLint's rules need no types (the type-aware ones run in
 * `pnpm lint:types`, ./typed-rules.test.js), so files that are not on disk lint as real ones.
 */
async function lint(packageDir, file, code) {
  const cwd = path.join(REPO_ROOT, packageDir);
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: path.join(cwd, 'eslint.config.js'),
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, file) });
  assert.ok(result, `no lint result for ${file}`);
  return result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }));
}

function assertReported(messages, ruleId, messagePart) {
  const hit = messages.find((m) => m.ruleId === ruleId && m.message.includes(messagePart));
  assert.ok(hit, `expected ${ruleId} "${messagePart}", got ${JSON.stringify(messages, null, 2)}`);
  assert.equal(hit.severity, 2, `${ruleId} must be an error so that pnpm lint fails`);
}

describe('packages never import apps', () => {
  it('reports an app imported by package name', async () => {
    const messages = await lint(
      'packages/api-client',
      'src/boundary-fixture.ts',
      "import '@healthscreen/web';\n",
    );
    assertReported(messages, 'no-restricted-imports', 'Packages never import apps');
  });

  it('reports an app file reached by a relative path', async () => {
    const messages = await lint(
      'packages/assessment-schema',
      'src/boundary-fixture.ts',
      "import '../../../apps/api/src/env.ts';\n",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'Packages never import apps');
  });

  it('reports an app file reached by a NodeNext `.js` specifier', async () => {
    // packages and the API write `./x.js` for `./x.ts` (NodeNext); the zones must resolve it
    const messages = await lint(
      'packages/api-client',
      'src/boundary-fixture.ts',
      "import '../../../apps/api/src/env.js';\n",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'Packages never import apps');
  });

  it('accepts a package the architecture allows', async () => {
    const messages = await lint(
      'packages/assessment-schema',
      'src/boundary-fixture.ts',
      "import '@healthscreen/risk-engine';\n",
    );
    assert.deepEqual(messages, []);
  });
});

describe('ui-kit never fetches data', () => {
  it('reports api-client, TanStack Query and fetch', async () => {
    const messages = await lint(
      'packages/ui-kit',
      'src/boundary-fixture.tsx',
      [
        "import '@healthscreen/api-client';",
        "import '@tanstack/react-query';",
        "import '../../api-client/src/client.ts';",
        "export const load = () => fetch('/api/assessments');",
        '',
      ].join('\n'),
    );
    assertReported(
      messages,
      'no-restricted-imports',
      "'@healthscreen/api-client' import is restricted",
    );
    assertReported(
      messages,
      'no-restricted-imports',
      "'@tanstack/react-query' import is restricted",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'ui-kit is presentational');
    assertReported(messages, 'no-restricted-globals', "'fetch'");
  });

  it('accepts React and Radix', async () => {
    const messages = await lint(
      'packages/ui-kit',
      'src/boundary-fixture.tsx',
      "import 'react';\nimport '@radix-ui/react-dialog';\n",
    );
    assert.deepEqual(messages, []);
  });
});

describe('risk-engine is pure', () => {
  it('reports Node built-ins, a database driver, a workspace package, the network and the clock', async () => {
    const messages = await lint(
      'packages/risk-engine',
      'src/boundary-fixture.ts',
      [
        "import 'node:fs';",
        "import 'path';",
        "import 'pg';",
        "import '@healthscreen/assessment-schema';",
        "export const load = () => fetch('/x');",
        'export const now = () => Date.now();',
        'export const pick = () => Math.random();',
        '',
      ].join('\n'),
    );
    assertReported(messages, 'no-restricted-imports', "'node:fs' import is restricted");
    assertReported(messages, 'no-restricted-imports', "'path' import is restricted");
    assertReported(messages, 'no-restricted-imports', "'pg' import is restricted");
    assertReported(
      messages,
      'no-restricted-imports',
      "'@healthscreen/assessment-schema' import is restricted",
    );
    assertReported(messages, 'no-restricted-globals', "'fetch'");
    assertReported(messages, 'no-restricted-properties', "'Date.now'");
    assertReported(messages, 'no-restricted-properties', "'Math.random'");
  });

  it('lets its tests read fixtures from disk', async () => {
    const messages = await lint(
      'packages/risk-engine',
      'src/boundary-fixture.test.ts',
      "import 'node:fs';\nexport const now = () => Date.now();\n",
    );
    assert.deepEqual(messages, []);
  });
});

describe('domain-policy holds rules, not the HTTP contract', () => {
  it('reports api-client, ui-kit and zod by name, and api-client by a relative path', async () => {
    const messages = await lint(
      'packages/domain-policy',
      'src/boundary-fixture.ts',
      [
        "import '@healthscreen/api-client';",
        "import '@healthscreen/ui-kit/button';",
        "import 'zod';",
        "import '../../api-client/src/contract/user.js';",
        '',
      ].join('\n'),
    );
    assertReported(
      messages,
      'no-restricted-imports',
      "'@healthscreen/api-client' import is restricted",
    );
    assertReported(
      messages,
      'no-restricted-imports',
      "'@healthscreen/ui-kit/button' import is restricted",
    );
    assertReported(messages, 'no-restricted-imports', "'zod' import is restricted");
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      'domain-policy holds rules, not the HTTP contract',
    );
  });

  it('reports api-client in its tests too', async () => {
    const messages = await lint(
      'packages/domain-policy',
      'src/boundary-fixture.test.ts',
      "import '@healthscreen/api-client';\n",
    );
    assertReported(
      messages,
      'no-restricted-imports',
      "'@healthscreen/api-client' import is restricted",
    );
  });

  it('is pure: reports Node built-ins, a database driver, the network and the clock', async () => {
    const messages = await lint(
      'packages/domain-policy',
      'src/boundary-fixture.ts',
      [
        "import 'node:fs';",
        "import 'pg';",
        "export const load = () => fetch('/x');",
        'export const now = () => Date.now();',
        'export const pick = () => Math.random();',
        '',
      ].join('\n'),
    );
    assertReported(messages, 'no-restricted-imports', "'node:fs' import is restricted");
    assertReported(messages, 'no-restricted-imports', "'pg' import is restricted");
    assertReported(messages, 'no-restricted-globals', "'fetch'");
    assertReported(messages, 'no-restricted-properties', "'Date.now'");
    assertReported(messages, 'no-restricted-properties', "'Math.random'");
  });

  it("accepts the risk-engine's types", async () => {
    const messages = await lint(
      'packages/domain-policy',
      'src/boundary-fixture.ts',
      "import type { RiskLevel } from '@healthscreen/risk-engine';\nexport type Level = RiskLevel;\n",
    );
    assert.deepEqual(messages, []);
  });

  it('is imported by api-client', async () => {
    const messages = await lint(
      'packages/api-client',
      'src/boundary-fixture.ts',
      "import '@healthscreen/domain-policy';\n",
    );
    assert.deepEqual(messages, []);
  });
});

describe('apps/web: shared → features → app', () => {
  it('reports a feature importing another feature', async () => {
    const messages = await lint(
      'apps/web',
      'src/features/dashboard/boundary-fixture.ts',
      "import '../results/routes/results.tsx';\n",
    );
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      'A feature never imports another feature',
    );
  });

  it('reports a feature importing the app shell', async () => {
    const messages = await lint(
      'apps/web',
      'src/features/dashboard/boundary-fixture.ts',
      "import '../../app/routes.tsx';\n",
    );
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      'a feature never imports the app shell',
    );
  });

  it('reports shared code importing a feature or the app shell', async () => {
    const fromComponents = await lint(
      'apps/web',
      'src/components/boundary-fixture.ts',
      "import '../features/auth/routes/login.tsx';\n",
    );
    assertReported(
      fromComponents,
      'import-x/no-restricted-paths',
      'src/components never imports a feature',
    );
    const fromLib = await lint(
      'apps/web',
      'src/lib/boundary-fixture.ts',
      "import '../app/routes.tsx';\n",
    );
    assertReported(fromLib, 'import-x/no-restricted-paths', 'src/lib never imports a feature');
  });

  it('accepts a feature importing its own files, shared code and packages', async () => {
    const messages = await lint(
      'apps/web',
      'src/features/results/boundary-fixture.ts',
      [
        "import './routes/results.tsx';",
        "import '../../components/page.tsx';",
        "import '../../config/paths.ts';",
        "import '@healthscreen/ui-kit/button';",
        '',
      ].join('\n'),
    );
    assert.deepEqual(messages, []);
  });

  it('accepts the app shell importing a feature', async () => {
    const messages = await lint(
      'apps/web',
      'src/app/boundary-fixture.ts',
      "import '../features/results/routes/results.tsx';\n",
    );
    assert.deepEqual(messages, []);
  });

  it('reports the API importing the web app with a `.js` specifier', async () => {
    const messages = await lint(
      'apps/api',
      'src/boundary-fixture.ts',
      "import '../../web/src/lib/toast.js';\n",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'The API never imports the web app');
  });

  it('reports a pure package reaching another workspace package by a `.js` path', async () => {
    const messages = await lint(
      'packages/risk-engine',
      'src/boundary-fixture.ts',
      "import '../../assessment-schema/src/fields.js';\n",
    );
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      'A pure package depends on no other workspace package',
    );
  });

  it('reports a feature importing another feature with a `.js` specifier', async () => {
    const messages = await lint(
      'apps/web',
      'src/features/dashboard/boundary-fixture.ts',
      "import '../results/routes/results.js';\n",
    );
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      'A feature never imports another feature',
    );
  });

  it('reports the web app importing the API app', async () => {
    const messages = await lint(
      'apps/web',
      'src/lib/boundary-fixture.ts',
      "import '../../../api/src/env.ts';\n",
    );
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      'The web app reaches the API over HTTP',
    );
  });
});

describe('apps/api: a module reaches another only through its index.ts', () => {
  it("reports a `.js` import of another module's internal file", async () => {
    const messages = await lint(
      'apps/api',
      'src/modules/admin/boundary-fixture.ts',
      "import '../auth/repository.js';\n",
    );
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      "An API module reaches another only through that module's index.ts",
    );
  });

  it("reports a `.ts` import of another module's internal file", async () => {
    const messages = await lint(
      'apps/api',
      'src/modules/reports/boundary-fixture.ts',
      "import '../assessments/service.ts';\n",
    );
    assertReported(
      messages,
      'import-x/no-restricted-paths',
      "An API module reaches another only through that module's index.ts",
    );
  });

  it("accepts another module's index, the module's own files, and src/lib", async () => {
    const messages = await lint(
      'apps/api',
      'src/modules/admin/boundary-fixture.ts',
      [
        "import '../auth/index.js';",
        "import './service.js';",
        "import '../../lib/write-access.js';",
        '',
      ].join('\n'),
    );
    assert.deepEqual(messages, []);
  });
});
