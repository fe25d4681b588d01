/**
 * Lighthouse for `pnpm bench` (issue 12): the landing page (every category) and a signed-in
 * results page (performance), mobile defaults, with Debian's Chromium (`CHROME_PATH`, default
 * /usr/bin/chromium; no browser is downloaded). Lighthouse is run with `pnpm dlx` at the pinned
 * version below rather than installed with the workspace: it is the bench's tool only, and its
 * ~110 packages would otherwise come with every install.
 *
 * BENCH_LIGHTHOUSE_DIR: a directory to keep the two JSON reports in (landing.json, results.json),
 * with their traces (`--save-assets`).
 *
 * The server is what `pnpm start` runs after a build (scripts/built-server.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

import { SURVEY_ANSWERS } from '../test/fixtures.js';
import { isBuilt, spawnBuiltServer, stopServer } from './built-server.js';

const run = promisify(execFile);

export const LIGHTHOUSE_VERSION = '13.5.0';

/** Issue 12's goals: every category of the landing page, and the signed-in results page's speed. */
export const LIGHTHOUSE_GOALS: readonly {
  page: 'landing' | 'results';
  category: string;
  min: number;
}[] = [
  { page: 'landing', category: 'performance', min: 95 },
  { page: 'landing', category: 'accessibility', min: 100 },
  { page: 'landing', category: 'best-practices', min: 95 },
  { page: 'landing', category: 'seo', min: 95 },
  { page: 'results', category: 'performance', min: 90 },
];

export interface LighthouseScores {
  landing: Record<string, number>;
  results: Record<string, number>;
  /** First and largest contentful paint of each page, as Lighthouse shows them. */
  timings: Record<string, string>;
}

async function waitForServer(url: string, child: { exitCode: number | null }): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 60_000) throw new Error('no 200 within 60 s');
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(50);
  }
}

/** A new account with one stored long survey: its session cookie. */
async function signInWithAssessment(origin: string): Promise<string> {
  const register = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'lighthouse@example.com',
      password: 'a long lighthouse passphrase',
      firstName: 'Light',
      lastName: 'House',
    }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const saved = await fetch(`${origin}/api/assessments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(SURVEY_ANSWERS),
  });
  if (saved.status !== 201) throw new Error(`POST /api/assessments answered ${saved.status}`);
  return cookie;
}

async function lighthouse(
  url: string,
  outputDir: string,
  name: string,
  options: { categories?: string[]; cookie?: string } = {},
): Promise<{ scores: Record<string, number>; fcp: string; lcp: string }> {
  const output = path.join(process.env.BENCH_LIGHTHOUSE_DIR ?? outputDir, `${name}.json`);
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  await run(
    'pnpm',
    [
      'dlx',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      ...(process.env.BENCH_LIGHTHOUSE_DIR ? ['--save-assets'] : []),
      ...(options.categories ? [`--only-categories=${options.categories.join(',')}`] : []),
      ...(options.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
  );
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { displayValue?: string }>;
  };
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, category]) => [
      id,
      Math.round((category.score ?? 0) * 100),
    ]),
  );
  return {
    scores,
    fcp: report.audits['first-contentful-paint']?.displayValue ?? '?',
    lcp: report.audits['largest-contentful-paint']?.displayValue ?? '?',
  };
}

/** Undefined when the API or the web app is not built. */
export async function measureLighthouse(port: number): Promise<LighthouseScores | undefined> {
  if (!isBuilt()) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hs-bench-lighthouse-'));
  const child = spawnBuiltServer(port, dataDir);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/`, child);
    const cookie = await signInWithAssessment(origin);
    const landing = await lighthouse(`${origin}/`, dataDir, 'landing');
    const results = await lighthouse(`${origin}/results/latest`, dataDir, 'results', {
      categories: ['performance'],
      cookie,
    });
    return {
      landing: landing.scores,
      results: results.scores,
      timings: {
        'landing FCP': landing.fcp,
        'landing LCP': landing.lcp,
        'results FCP': results.fcp,
        'results LCP': results.lcp,
      },
    };
  } finally {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
