import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { REPO_ROOT } from '../boundaries.js';

/**
 * `pnpm lint:types` (the repository's /.oxlintrc.json, oxlint's type-aware mode) on a small
 * TypeScript project written to a temporary directory: the promise and `any` mistakes the typed
 * rules exist for are errors in code, and tests keep the one exception they have.
 */
const BIN = path.join(REPO_ROOT, 'node_modules', '.bin');
let dir;
/** The one lint run both tests read. */
let linted;

function lintTypes() {
  const result = spawnSync(
    path.join(BIN, 'oxlint'),
    ['-c', path.join(REPO_ROOT, '.oxlintrc.json'), '--type-aware', '--format', 'json', '.'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, OXLINT_TSGOLINT_PATH: path.join(BIN, 'tsgolint') },
    },
  );
  assert.equal(result.error, undefined);
  const report = JSON.parse(result.stdout);
  return {
    status: result.status,
    found: report.diagnostics.map((d) => `${path.basename(d.filename)} ${d.code}`).sort(),
  };
}

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-types-'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, module: 'NodeNext', target: 'ES2022', noEmit: true },
      include: ['src'],
    }),
  );
  mkdirSync(path.join(dir, 'src'));
  const mistakes = `
export async function save(): Promise<number> {
  return 1;
}
export function run(list: string[], raw: string): void {
  save();
  list.forEach(async () => {
    await save();
  });
  const parsed: any = JSON.parse(raw);
  console.log(parsed.value);
  console.log(Math.abs(parsed));
}
export async function load(): Promise<number> {
  try {
    return save();
  } catch {
    return 0;
  }
}
`;
  writeFileSync(path.join(dir, 'src', 'code.ts'), mistakes);
  writeFileSync(path.join(dir, 'src', 'code.test.ts'), mistakes);
  linted = lintTypes();
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('pnpm lint:types', () => {
  it('reports floating and misused promises, any, and an unawaited return inside try', () => {
    const { status, found } = linted;
    assert.equal(status, 1, 'the task must fail');
    assert.deepEqual(
      found.filter((entry) => entry.startsWith('code.ts ')),
      [
        'code.ts typescript(no-floating-promises)',
        'code.ts typescript(no-misused-promises)',
        'code.ts typescript(no-unsafe-argument)',
        'code.ts typescript(no-unsafe-assignment)',
        'code.ts typescript(no-unsafe-member-access)',
        'code.ts typescript(return-await)',
      ],
    );
  });

  it('lets tests read `any` but not drop promises', () => {
    const { found } = linted;
    assert.deepEqual(
      found.filter((entry) => entry.startsWith('code.test.ts ')),
      [
        'code.test.ts typescript(no-floating-promises)',
        'code.test.ts typescript(no-misused-promises)',
        'code.test.ts typescript(return-await)',
      ],
    );
  });
});
