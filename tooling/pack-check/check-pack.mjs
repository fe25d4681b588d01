/**
 * The shared `pnpm pack-check` of the publishable packages: packs the package exactly as `pnpm
 * publish` would (publishConfig applied), installs the tarball's contents into an empty consumer
 * directory's node_modules, and runs the caller's smoke test there in plain Node — no workspace, no
 * source condition, no TypeScript. Exits 1 with the reasons otherwise.
 *
 * Each package's `scripts/check-pack.mjs` calls `checkPack(import.meta.url, name, smokeTest)`.
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

/**
 * @param {string} scriptUrl the calling script's `import.meta.url` (in `<package>/scripts/`)
 * @param {string} name the package name, e.g. '@healthscreen/risk-engine'
 * @param {string} smokeTest an ES module's source that imports the package and throws if it is wrong
 */
export function checkPack(scriptUrl, name, smokeTest) {
  const packageDir = fileURLToPath(new URL('..', scriptUrl));
  const work = mkdtempSync(join(tmpdir(), `${name.split('/').pop()}-pack-`));
  const problems = [];

  try {
    execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: packageDir, stdio: 'pipe' });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    execFileSync('tar', ['-xzf', tarball], { cwd: work });

    const consumer = join(work, 'consumer');
    const installed = join(consumer, 'node_modules', ...name.split('/'));
    mkdirSync(join(installed, '..'), { recursive: true });
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
    const stray = files.filter(
      (file) => file.startsWith('./src/') || /\.(test|bench)\./.test(file),
    );
    if (stray.length > 0)
      problems.push(`sources or tests in the package: ${stray.slice(0, 5).join(', ')}`);

    writeFileSync(join(consumer, 'check.mjs'), smokeTest);
    const output = execFileSync(process.execPath, ['check.mjs'], {
      cwd: consumer,
      encoding: 'utf8',
    });
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
}
