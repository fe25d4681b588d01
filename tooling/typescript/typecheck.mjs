#!/usr/bin/env node
// `typecheck` in every workspace: TypeScript 7.0's native compiler (`tsgo`), on one thread, over the same
// tsconfig.json. It reports the same errors as TypeScript 5.9.3 on this tree and costs about a fifth
// of its CPU (apps/api: 4 CPU-s against 22). Builds, typescript-eslint and Storybook keep 5.9.3:
// they load TypeScript's JS API, which 7 does not ship (docs/decisions/0019).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageJson = require.resolve('@typescript/native-preview/package.json');
const { bin } = require('@typescript/native-preview/package.json');
const tsc = join(dirname(packageJson), bin.tsgo);

// One thread: CI runs two tasks per core, so the compiler's own threads only add contention.
const result = spawnSync(process.execPath, [tsc, '--singleThreaded', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
