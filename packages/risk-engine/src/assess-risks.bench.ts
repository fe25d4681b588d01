/**
 * Benchmark: assessRisks for all 35 conditions on 10 000 random valid profiles (half complete,
 * half with random fields missing; fixed seed). Run with `pnpm --filter @healthscreen/risk-engine bench`.
 * Target: median ≤ 20 µs per profile.
 *
 * - "one profile per iteration": each iteration assesses the next of the 10 000 profiles, so
 *   vitest's `median` column is the median time per profile and `hz` is profiles per second.
 * - "10 000 profiles per iteration": the whole set per iteration; mean ÷ 10 000 = mean per profile.
 *
 * - "JSON-shaped profile per iteration": the same profiles after a JSON round trip, as an API
 *   passes them (plain objects, each with its own key set); the engine is slower on these because
 *   `normalizeProfile` reads 69 fields by name from ~4 900 distinct hidden classes (megamorphic
 *   loads; see the README's benchmark section). Most fast-check profiles (those with a null
 *   prototype, and those with gaps) are dictionary-mode objects, which share a few hidden classes.
 *
 * Vitest's table has no median column, so after the runs the file times three more passes over the
 * 10 000 profiles one by one (for both shapes) and prints the median µs per profile and profiles
 * per second.
 */
import fc from 'fast-check';
import { afterAll, bench, describe } from 'vitest';
import type * as RiskEngine from './index.js';
import type { RiskProfile } from './profile.js';
import { completeRiskProfileArbitrary, riskProfileArbitrary } from './testing/profile-arbitrary.js';

/**
 * The engine under test is the built package (`dist/`, what `npm install` gives), loaded by Node
 * itself: vitest.config.ts externalises `dist/`, so Vitest's module runner (which transforms the
 * sources and routes every imported binding through a getter) is not part of the timing. `pnpm
 * bench` builds first.
 */
const DIST_ENTRY = new URL('../dist/index.js', import.meta.url).href;
const { assessRisks } = (await import(/* @vite-ignore */ DIST_ENTRY)) as typeof RiskEngine;

const PROFILES = fc.sample(fc.oneof(riskProfileArbitrary, completeRiskProfileArbitrary), {
  numRuns: 10_000,
  seed: 42,
});

/** The same profiles as JSON-parsed objects (as the API receives them). */
const JSON_PROFILES = PROFILES.map((p) => JSON.parse(JSON.stringify(p)) as RiskProfile);

let next = 0;
let nextJson = 0;

describe('assessRisks', () => {
  bench(
    'all 35 conditions, one profile per iteration',
    () => {
      assessRisks(PROFILES[next] ?? {});
      next = (next + 1) % PROFILES.length;
    },
    { time: 2000, iterations: 30_000, warmupIterations: 5_000 },
  );

  bench(
    'all 35 conditions, JSON-shaped profile per iteration',
    () => {
      assessRisks(JSON_PROFILES[nextJson] ?? {});
      nextJson = (nextJson + 1) % JSON_PROFILES.length;
    },
    { time: 2000, iterations: 30_000, warmupIterations: 5_000 },
  );

  bench(
    'all 35 conditions × 10 000 random profiles per iteration',
    () => {
      for (const profile of PROFILES) assessRisks(profile);
    },
    { iterations: 10, warmupIterations: 2 },
  );
});

/** Median and mean per-profile time over three timed passes of one profile set. */
function timeProfiles(label: string, profiles: readonly RiskProfile[]): void {
  const times: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const profile of profiles) {
      const start = performance.now();
      assessRisks(profile);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const medianUs = (times[Math.floor(times.length / 2)] ?? Number.NaN) * 1000;
  const meanUs = (times.reduce((sum, t) => sum + t, 0) / times.length) * 1000;
  console.log(
    `assessRisks per profile (${label}): median ${medianUs.toFixed(1)} µs (${Math.round(1e6 / medianUs)} profiles/s), ` +
      `mean ${meanUs.toFixed(1)} µs (${Math.round(1e6 / meanUs)} profiles/s), target median ≤ 20 µs`,
  );
}

/** Per-profile medians after the benches above have warmed up. */
afterAll(() => {
  timeProfiles('fast-check objects', PROFILES);
  timeProfiles('JSON-shaped', JSON_PROFILES);
});
