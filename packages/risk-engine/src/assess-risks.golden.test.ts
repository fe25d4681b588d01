/**
 * Golden test: the complete output of `assessRisks` and `findRedFlags` for ~540 fixed profiles
 * must stay exactly as pinned (every score, level, text, step, order and key order). See
 * src/testing/golden.ts for the profile set and why most outputs are stored as digests.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessProfile, assessRisks } from './assess-risks.js';
import type { RiskProfile } from './profile.js';
import { findRedFlags } from './red-flags.js';
import {
  FULLY_STORED,
  GOLDEN_FIXTURE_PATH,
  GOLDEN_SEED,
  type GoldenFixture,
  buildGoldenProfiles,
  digest,
  serializeExactly,
} from './testing/golden.js';

const fixture = JSON.parse(readFileSync(GOLDEN_FIXTURE_PATH, 'utf8')) as GoldenFixture;
// JSON callers send null for unanswered fields; the engine accepts it (normalizeProfile).
const profiles = buildGoldenProfiles() as RiskProfile[];

describe('golden results (fixture: src/__fixtures__/assess-risks-golden.json)', () => {
  it('rebuilds the same golden profiles from the seed', () => {
    expect(fixture.seed).toBe(GOLDEN_SEED);
    expect(profiles).toHaveLength(fixture.profileCount);
    expect(digest(serializeExactly(profiles))).toBe(fixture.profilesDigest);
  });

  it('gives the pinned full output for the fully stored profiles', () => {
    for (const i of FULLY_STORED) {
      const profile = profiles[i];
      if (profile === undefined) throw new Error(`golden profile ${i} is missing`);
      const actual: unknown = JSON.parse(serializeExactly(assessRisks(profile)));
      expect(actual, `golden profile ${i}`).toStrictEqual(fixture.fullRisks[String(i)]);
    }
  });

  it('gives byte-identical assessRisks output for every golden profile', () => {
    const changed = profiles.flatMap((profile, i) =>
      digest(serializeExactly(assessRisks(profile))) === fixture.riskDigests[i] ? [] : [i],
    );
    expect(changed, 'indices of golden profiles whose output changed').toEqual([]);
  });

  it('gives identical output when each profile is assessed twice in a row (no state leaks)', () => {
    for (const profile of profiles.slice(0, 60)) {
      expect(serializeExactly(assessRisks(profile))).toBe(serializeExactly(assessRisks(profile)));
    }
  });

  it('gives the pinned red flags for every golden profile', () => {
    const actual = profiles.map((p) => JSON.parse(serializeExactly(findRedFlags(p))) as unknown);
    expect(actual).toStrictEqual(fixture.redFlags);
  });

  it('assessProfile returns the same risks and red flags', () => {
    const i = FULLY_STORED[1];
    const profile = profiles[i];
    if (profile === undefined) throw new Error(`golden profile ${i} is missing`);
    const result = assessProfile(profile);
    expect(JSON.parse(serializeExactly(result.risks))).toStrictEqual(fixture.fullRisks[String(i)]);
    expect(JSON.parse(serializeExactly(result.redFlags))).toStrictEqual(fixture.redFlags[i]);
  });
});

describe('what a person or a GP reads carries no internal references (issue 32)', () => {
  it('has no spec file names, section signs or "Spec" in any result of the golden profiles', () => {
    const internal = /\.md\b|§|\bSpec\b|\bspec\b/;
    for (const [i, profile] of profiles.entries()) {
      const text = serializeExactly({ risks: assessRisks(profile), flags: findRedFlags(profile) });
      const found = internal.exec(text);
      expect(
        found?.[0],
        `golden profile ${i}: …${found ? text.slice(found.index - 60, found.index + 40) : ''}…`,
      ).toBeUndefined();
    }
  });
});
