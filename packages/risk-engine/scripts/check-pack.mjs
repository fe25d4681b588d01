/**
 * `pnpm pack-check` (run by `pnpm test` after the build): packs the package exactly as `pnpm
 * publish` would (publishConfig applied), installs the tarball's contents as
 * `node_modules/@healthscreen/risk-engine` of an empty consumer directory, and imports it there in
 * plain Node — no workspace, no source condition, no TypeScript. Fails with a reason otherwise.
 */
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'risk-engine-pack-'));
const problems = [];

try {
  execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  execFileSync('tar', ['-xzf', tarball], { cwd: work });

  const consumer = join(work, 'consumer');
  const installed = join(consumer, 'node_modules', '@healthscreen', 'risk-engine');
  mkdirSync(join(consumer, 'node_modules', '@healthscreen'), { recursive: true });
  renameSync(join(work, 'package'), installed);

  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  if (JSON.stringify(manifest.exports).includes('@healthscreen/source')) {
    problems.push(
      'the published exports still name the workspace-only @healthscreen/source condition',
    );
  }
  if (manifest.dependencies && Object.keys(manifest.dependencies).length > 0) {
    problems.push(`runtime dependencies: ${Object.keys(manifest.dependencies).join(', ')}`);
  }
  const files = execFileSync('find', ['.', '-type', 'f'], { cwd: installed, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const required of ['./dist/index.js', './dist/index.d.ts', './README.md']) {
    if (!files.includes(required)) problems.push(`missing ${required}`);
  }
  const stray = files.filter((file) => file.startsWith('./src/') || /\.(test|bench)\./.test(file));
  if (stray.length > 0)
    problems.push(`sources or tests in the package: ${stray.slice(0, 5).join(', ')}`);

  writeFileSync(
    join(consumer, 'check.mjs'),
    `import { assessRisks, CONDITIONS } from '@healthscreen/risk-engine';
const risks = assessRisks({ sex: 'female', age: 52, heightCm: 165, weightKg: 70, smokingStatus: 'never' });
if (CONDITIONS.length !== 35 || risks.length !== 35) throw new Error('expected 35 conditions, got ' + risks.length);
for (const risk of risks) if (!Number.isFinite(risk.score)) throw new Error(risk.condition + ': score ' + risk.score);
console.log('imported from the tarball in plain Node: ' + risks.length + ' results');
`,
  );
  const output = execFileSync(process.execPath, ['check.mjs'], { cwd: consumer, encoding: 'utf8' });
  process.stdout.write(output);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`package check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('package check passed');
