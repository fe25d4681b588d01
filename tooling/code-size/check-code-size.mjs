#!/usr/bin/env node
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { countFileLines, measureFunctions } from './measure.mjs';

/**
 * `pnpm lint:size` (part of `pnpm lint` and `pnpm test`): issue 36's limits.
 * - no function of the API or of a package over FUNCTION_LIMIT own lines (measure.mjs says what
 *   "own" means: nested functions and declarative data are not counted);
 * - no web component file (apps/web/src, .tsx) over FILE_LIMIT lines.
 * Tests, stories, fixtures and generated files are exempt. Code over a limit today is listed in
 * baseline.json with its size then: it may shrink, never grow, and nothing new may join it. The
 * list only gets shorter (`--update` rewrites it from the tree, dropping what is now within limits,
 * and refuses to add or raise an entry). The table of the largest is printed on every run.
 */

export const FUNCTION_LIMIT = 120;
export const FILE_LIMIT = 350;

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASELINE = path.join(import.meta.dirname, 'baseline.json');
const EXEMPT =
  /(\.test\.tsx?|\.test-d\.ts|\.bench\.ts|\.stories\.tsx|\.d\.ts)$|\/(__fixtures__|testing|test|e2e)\//;

function walk(dir, accept, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full, accept, found);
    } else if (accept(full)) {
      found.push(full);
    }
  }
  return found;
}

function sourceRoots() {
  const packages = readdirSync(path.join(ROOT, 'packages')).map((name) =>
    path.join(ROOT, 'packages', name, 'src'),
  );
  return [path.join(ROOT, 'apps/api/src'), ...packages];
}

function measureTree() {
  const functions = [];
  for (const root of sourceRoots()) {
    const files = walk(root, (file) => /\.tsx?$/.test(file) && !EXEMPT.test(file));
    for (const file of files) {
      const relative = path.relative(ROOT, file);
      for (const fn of measureFunctions(file, readFileSync(file, 'utf8'))) {
        functions.push({ key: `${relative}#${fn.name}`, file: relative, ...fn });
      }
    }
  }
  const webFiles = walk(
    path.join(ROOT, 'apps/web/src'),
    (file) => file.endsWith('.tsx') && !EXEMPT.test(file),
  ).map((file) => ({ key: path.relative(ROOT, file), lines: countFileLines(file) }));
  return { functions, webFiles };
}

function loadBaseline() {
  try {
    return JSON.parse(readFileSync(BASELINE, 'utf8'));
  } catch {
    return { functions: {}, webFiles: {} };
  }
}

function pad(value, width) {
  return String(value).padEnd(width);
}

function printTable(title, rows, columns) {
  console.log(`\n${title}`);
  const widths = columns.map(([header, pick]) =>
    Math.max(header.length, ...rows.map((row) => String(pick(row)).length)),
  );
  console.log(columns.map(([header], i) => pad(header, widths[i])).join('  '));
  for (const row of rows) {
    console.log(columns.map(([, pick], i) => pad(pick(row), widths[i])).join('  '));
  }
}

/** Sizes over the limit that are not in the baseline, or larger than it allows. */
export function findViolations(measured, baseline) {
  const violations = [];
  const seen = new Map();
  for (const fn of measured.functions) {
    if (fn.own <= FUNCTION_LIMIT) continue;
    // two functions of one name in one file (rare) share the larger allowance
    seen.set(fn.key, (seen.get(fn.key) ?? 0) + 1);
    const allowed = baseline.functions[fn.key];
    if (allowed === undefined || fn.own > allowed) {
      violations.push(
        `${fn.file}:${fn.line} ${fn.name}: ${fn.own} own lines (limit ${FUNCTION_LIMIT}${allowed === undefined ? '' : `; it had ${allowed}`})`,
      );
    }
  }
  for (const file of measured.webFiles) {
    if (file.lines <= FILE_LIMIT) continue;
    const allowed = baseline.webFiles[file.key];
    if (allowed === undefined || file.lines > allowed) {
      violations.push(
        `${file.key}: ${file.lines} lines (limit ${FILE_LIMIT}${allowed === undefined ? '' : `; it had ${allowed}`})`,
      );
    }
  }
  return violations;
}

function main() {
  const measured = measureTree();
  const baseline = loadBaseline();
  const overFunctions = measured.functions
    .filter((fn) => fn.own > FUNCTION_LIMIT)
    .sort((a, b) => b.own - a.own);
  const overFiles = measured.webFiles
    .filter((file) => file.lines > FILE_LIMIT)
    .sort((a, b) => b.lines - a.lines);
  const largest = [...measured.functions].sort((a, b) => b.own - a.own).slice(0, 12);

  printTable(`Largest functions (API and packages; limit ${FUNCTION_LIMIT} own lines)`, largest, [
    ['own', (fn) => fn.own],
    ['span', (fn) => fn.span],
    ['function', (fn) => `${fn.file}:${fn.line} ${fn.name}`],
  ]);
  printTable(
    `Web component files over ${FILE_LIMIT} lines`,
    overFiles.length > 0 ? overFiles : [{ key: '(none)', lines: '' }],
    [
      ['lines', (file) => file.lines],
      ['file', (file) => file.key],
    ],
  );

  if (process.argv.includes('--update')) {
    const violations = findViolations(measured, baseline);
    if (violations.length > 0) {
      console.error('\n--update only shortens the list; these would be added or raised:');
      for (const violation of violations) console.error(`  ${violation}`);
      process.exit(1);
    }
    const next = {
      functions: Object.fromEntries(overFunctions.map((fn) => [fn.key, fn.own])),
      webFiles: Object.fromEntries(overFiles.map((file) => [file.key, file.lines])),
    };
    writeFileSync(BASELINE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`\nbaseline.json: ${overFunctions.length} functions, ${overFiles.length} files`);
    return;
  }

  const violations = findViolations(measured, baseline);
  const listed = Object.keys(baseline.functions).length + Object.keys(baseline.webFiles).length;
  console.log(
    `\n${overFunctions.length} functions and ${overFiles.length} web files over the limits; ${listed} in baseline.json (may shrink, never grow).`,
  );
  if (violations.length > 0) {
    console.error('\nOver the limits and not allowed by tooling/code-size/baseline.json:');
    for (const violation of violations) console.error(`  ${violation}`);
    console.error('Split the code (issue 36). The baseline never grows.');
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) main();
