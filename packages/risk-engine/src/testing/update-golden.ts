/**
 * Regenerates `src/__fixtures__/assess-risks-golden.json` from the current engine:
 * `pnpm --filter @healthscreen/risk-engine golden:update`. Only run it on a commit whose results
 * are known to be right (results are meant to change only on purpose, e.g. a corrected model).
 */
import { writeFileSync } from 'node:fs';
import { assessRisks } from '../assess-risks.js';
import type { RiskProfile } from '../profile.js';
import { findRedFlags } from '../red-flags.js';
import {
  FULLY_STORED,
  GOLDEN_FIXTURE_PATH,
  GOLDEN_SEED,
  type GoldenFixture,
  buildGoldenProfiles,
  digest,
  serializeExactly,
} from './golden.js';

// JSON callers send null for unanswered fields; the engine accepts it (normalizeProfile).
const profiles = buildGoldenProfiles() as RiskProfile[];
const fullRisks: Record<string, unknown> = {};
const riskDigests = profiles.map((profile, i) => {
  const text = serializeExactly(assessRisks(profile));
  if ((FULLY_STORED as readonly number[]).includes(i)) fullRisks[String(i)] = JSON.parse(text);
  return digest(text);
});
const fixture: GoldenFixture = {
  seed: GOLDEN_SEED,
  profileCount: profiles.length,
  profilesDigest: digest(serializeExactly(profiles)),
  riskDigests,
  fullRisks,
  redFlags: profiles.map((profile) => JSON.parse(serializeExactly(findRedFlags(profile)))),
};
writeFileSync(GOLDEN_FIXTURE_PATH, JSON.stringify(fixture, null, 2) + '\n');
console.log(`Wrote ${profiles.length} golden profiles to ${GOLDEN_FIXTURE_PATH.pathname}`);
