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
import { median } from './median.js';
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

/** Lighthouse's own transient failures (its trace missed the navigation): run again. */
const TRANSIENT_LIGHTHOUSE_ERROR =
  /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|Please run Lighthouse again/;
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse run; a run that fails with one of Lighthouse's transient errors is made again (up
 * to three attempts), so that one lost trace does not throw away a whole alternating series.
 */
async function lighthouse(
  url: string,
  outputDir: string,
  name: string,
  options: { categories?: string[]; cookie?: string } = {},
): Promise<{ scores: Record<string, number>; fcp: string; lcp: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, outputDir, name, options);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= LIGHTHOUSE_ATTEMPTS || !TRANSIENT_LIGHTHOUSE_ERROR.test(stderr)) throw error;
      console.log(
        `lighthouse ${name}: ${stderr.trim().split('\n').at(-1) ?? ''}; running it again`,
      );
    }
  }
}

async function lighthouseOnce(
  url: string,
  outputDir: string,
  name: string,
  options: { categories?: string[]; cookie?: string },
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

/** One built checkout's server, signed in with a stored assessment. */
interface Target {
  label: string;
  origin: string;
  cookie: string;
  dataDir: string;
  child: ReturnType<typeof spawnBuiltServer>;
}

async function startTarget(label: string, port: number, apiRoot?: string): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hs-bench-lighthouse-'));
  const child = spawnBuiltServer(port, dataDir, apiRoot);
  const origin = `http://127.0.0.1:${port}`;
  const target = { label, origin, cookie: '', dataDir, child };
  try {
    await waitForServer(`${origin}/`, child);
    target.cookie = await signInWithAssessment(origin);
  } catch (error) {
    await stopTarget(target);
    throw error;
  }
  return target;
}

async function stopTarget(target: Target): Promise<void> {
  await stopServer(target.child);
  await rm(target.dataDir, { recursive: true, force: true });
}

/** Both pages once: the landing page (every category), the results page (performance). */
async function measureOnce(target: Target, round: number) {
  const landing = await lighthouse(`${target.origin}/`, target.dataDir, `landing-${round}`);
  const results = await lighthouse(
    `${target.origin}/results/latest`,
    target.dataDir,
    `results-${round}`,
    { categories: ['performance'], cookie: target.cookie },
  );
  return { landing, results };
}

type Measured = Awaited<ReturnType<typeof measureOnce>>;

function medians(runs: readonly Measured[]): LighthouseScores {
  const categories = (page: 'landing' | 'results') =>
    Object.fromEntries(
      Object.keys(runs[0]?.[page].scores ?? {}).map((id) => [
        id,
        median(runs.map((run) => run[page].scores[id] ?? 0)),
      ]),
    );
  const list = (pick: (run: Measured) => string) => runs.map(pick).join(' ');
  return {
    landing: categories('landing'),
    results: categories('results'),
    timings: {
      'landing FCP': list((run) => run.landing.fcp),
      'landing LCP': list((run) => run.landing.lcp),
      'results FCP': list((run) => run.results.fcp),
      'results LCP': list((run) => run.results.lcp),
    },
  };
}

/** How many Lighthouse runs per page and build (issue 34: goals are judged on the median of 5). */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * The median scores of {@link LIGHTHOUSE_RUNS} runs of each page, undefined when the API or the web
 * app is not built. With `baselineRoot` (BENCH_BASELINE_DIR: another checkout of the repo, built —
 * e.g. the previous commit in a git worktree), that build is measured too, in alternating rounds
 * (this build, then that one), so that both meet the same moments of a shared machine.
 */
export async function measureLighthouse(
  ports: { current: number; baseline: number },
  baselineRoot?: string,
): Promise<{ current: LighthouseScores; baseline?: LighthouseScores } | undefined> {
  if (!isBuilt()) return undefined;
  const baselineApi = baselineRoot ? path.join(path.resolve(baselineRoot), 'apps/api') : undefined;
  if (baselineApi && !isBuilt(baselineApi)) {
    throw new Error(
      `BENCH_BASELINE_DIR ${baselineRoot}: apps/api/dist or apps/web/dist is missing`,
    );
  }
  const targets: Target[] = [];
  try {
    targets.push(await startTarget('this build', ports.current));
    if (baselineApi) targets.push(await startTarget('baseline', ports.baseline, baselineApi));
    const runs = new Map<Target, Measured[]>(targets.map((target) => [target, []]));
    for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
      for (const target of targets) runs.get(target)?.push(await measureOnce(target, round));
    }
    const [current, baseline] = targets.map((target) => medians(runs.get(target) ?? []));
    if (current === undefined) return undefined;
    return baseline ? { current, baseline } : { current };
  } finally {
    for (const target of targets) await stopTarget(target);
  }
}
