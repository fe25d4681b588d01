import { type Assessment, type ConditionRiskResult } from '@healthscreen/api-client';
import {
  type AssessmentVariantName,
  ISSUE_30_PERSONAS,
  type Issue30PersonaName,
} from '@healthscreen/assessment-schema';
import { findIntervalsAndLimitsOutsideRulebook } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { DB_KINDS } from './helper.js';
import { useApiKit } from './kit.js';

/**
 * The three people of issue 30 through all three assessment variants, read as a GP would: the
 * urgent red flag is there, no level where answers are missing, no "high" on age and sex alone,
 * every interval and limit is the rulebook's, and a trial user's first results are not all locked.
 */
const VARIANTS: readonly AssessmentVariantName[] = ['wizard', 'survey', 'essential'];

function shown(assessment: Assessment): ConditionRiskResult[] {
  return assessment.riskScores.filter((risk): risk is ConditionRiskResult => !risk.locked);
}

function find(assessment: Assessment, condition: string): ConditionRiskResult {
  const risk = shown(assessment).find((r) => r.condition === condition);
  if (!risk) throw new Error(`${condition} is not shown`);
  return risk;
}

/** Every text a person reads of the results (the calculation tables aside). */
function listTexts(assessment: Assessment): string[] {
  const texts: string[] = [];
  for (const risk of shown(assessment)) texts.push(...risk.keyFactors, ...risk.notes);
  for (const flag of assessment.redFlags) texts.push(flag.title, flag.advice);
  texts.push(JSON.stringify(assessment.recommendations));
  return texts;
}

describe.each(DB_KINDS)('the issue 30 personas on %s', (kind) => {
  // every request reads the user afresh, so a plan change counts at once
  const kit = useApiKit(kind, { sessionCacheTtlMs: 0 });

  async function submit(
    persona: Issue30PersonaName,
    variant: AssessmentVariantName,
    plan: 'trial' | 'premium',
  ): Promise<Assessment> {
    const { cookie } = await kit.signUp(plan);
    return kit.createAssessment(cookie, ISSUE_30_PERSONAS[persona][variant]);
  }

  describe.each(VARIANTS)('%s', (variant) => {
    it('the 58-year-old smoker: urgent shortness of breath, his own numbers, the rulebook', async () => {
      const saved = await submit('smokerMan58', variant, 'premium');
      expect(saved.redFlags[0]).toMatchObject({ urgency: 'urgent' });
      expect(saved.redFlags[0]?.title).toMatch(/shortness of breath/i);
      expect(find(saved, 'Type 2 Diabetes').riskLevel).toBe('existing');
      expect(find(saved, 'Hypertension').riskLevel).toBe('existing');
      const cvd = find(saved, 'Cardiovascular Disease');
      expect(cvd.riskLevel).toBe('high');
      // key factors from his values, never a cut-off alone
      const factors = shown(saved).flatMap((risk) => risk.keyFactors);
      expect(factors).toContain('Blood pressure 150/92 mmHg (140/90 or more counts), on treatment');
      expect(factors.join('\n')).not.toMatch(/240 mg\/dL/);
      expect(listTexts(saved).flatMap(findIntervalsAndLimitsOutsideRulebook)).toEqual([]);
    });

    it('the 34-year-old who skips: no level where answers are missing', async () => {
      const saved = await submit('sparseWoman34', variant, 'premium');
      expect(saved.redFlags).toEqual([]);
      for (const condition of ['Depression', 'Cardiovascular Disease']) {
        const risk = find(saved, condition);
        expect(risk.levelPending?.inputs.length, condition).toBeGreaterThan(0);
      }
      for (const risk of shown(saved)) {
        // a result a validated model could give with more answers never claims "low"
        if (risk.upgrade !== undefined && risk.riskLevel === 'low') {
          expect(risk.levelPending, risk.condition).toBeDefined();
        }
        expect(risk.riskLevel, risk.condition).not.toBe('high');
      }
      expect(find(saved, 'Ovarian Cancer').applicable).toBe(true);
      expect(find(saved, 'Prostate Cancer').applicable).toBe(false);
      expect(listTexts(saved).flatMap(findIntervalsAndLimitsOutsideRulebook)).toEqual([]);
    });

    it('the healthy 70-year-old woman: thyroid is not high on age and sex alone', async () => {
      const saved = await submit('woman70FamilyBreast', variant, 'premium');
      const thyroid = find(saved, 'Thyroid Disease');
      expect(thyroid.riskLevel).not.toBe('high');
      expect(thyroid.tier).toBe('C');
      expect(find(saved, 'Breast Cancer').tier).toBe('B');
      expect(find(saved, 'Prostate Cancer').applicable).toBe(false);
      expect(listTexts(saved).flatMap(findIntervalsAndLimitsOutsideRulebook)).toEqual([]);
    });
  });

  it.each(['smokerMan58', 'sparseWoman34', 'woman70FamilyBreast'] as const)(
    '%s on a trial: the first results show 5 chosen conditions in full, not all locked',
    async (persona) => {
      const saved = await submit(persona, 'essential', 'trial');
      expect(saved.access.selectedDiseases).toHaveLength(5);
      const inFull = shown(saved).filter((risk) => risk.applicable);
      for (const name of saved.access.selectedDiseases) {
        expect(inFull.map((risk) => risk.condition)).toContain(name);
      }
      // the other sex's conditions are "Not applicable", never a locked upsell
      const otherSex = persona === 'smokerMan58' ? 'Ovarian Cancer' : 'Prostate Cancer';
      expect(saved.riskScores.find((risk) => risk.condition === otherSex)).toMatchObject({
        locked: false,
        applicable: false,
      });
    },
  );
});
