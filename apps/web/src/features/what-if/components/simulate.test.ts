import { mapSurveyToProfile, SurveyAnswersSchema } from '@healthscreen/assessment-schema';
import { assessRisks } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { createScoredAssessment, smokerSurveyAnswers } from '../../../testing/results-fixtures.ts';
import { applyChanges, CHANGE_DEFINITIONS, simulate } from './simulate.ts';

const profile = mapSurveyToProfile(SurveyAnswersSchema.parse(smokerSurveyAnswers));

describe('what-if simulate', () => {
  it('scores exactly what the engine gives for the changed profile, before and after', () => {
    const shown = createScoredAssessment({ level: 'premium' }).riskScores;
    const rows = simulate(profile, ['quitSmoking', 'loseWeight'], shown);
    expect(rows.length).toBeGreaterThan(0);
    const before = assessRisks(profile);
    const after = assessRisks({
      ...profile,
      smokingStatus: 'former',
      yearsSinceQuitting: 0,
      weightKg: 91,
    });
    for (const row of rows) {
      expect(row.before).toEqual(before.find((risk) => risk.conditionId === row.conditionId));
      expect(row.after).toEqual(after.find((risk) => risk.conditionId === row.conditionId));
    }
    expect(rows.map((row) => row.condition)).toContain('Lung Cancer');
  });

  it('lists only results that moved, most benefit first, and never a locked condition', () => {
    const trial = createScoredAssessment({ level: 'trial', selectedDiseases: ['Gout'] });
    const locked = new Set(trial.riskScores.filter((r) => r.locked).map((r) => r.conditionId));
    const rows = simulate(profile, ['quitSmoking'], trial.riskScores);
    for (const row of rows) {
      expect(locked.has(row.conditionId)).toBe(false);
      expect(
        row.before.score !== row.after.score || row.before.riskLevel !== row.after.riskLevel,
      ).toBe(true);
    }
    const premiumRows = simulate(
      profile,
      ['quitSmoking'],
      createScoredAssessment({ level: 'premium' }).riskScores,
    );
    expect(premiumRows.length).toBeGreaterThan(rows.length);
    const relative = premiumRows.map((row) => row.benefit / Math.max(1, row.before.scoreRange[1]));
    const sameLevelMoves = premiumRows.every((row) => row.before.riskLevel === row.after.riskLevel);
    if (sameLevelMoves) expect(relative).toEqual([...relative].sort((a, b) => b - a));
  });

  it('compares like with like: a row whose model changes compares levels only', () => {
    const shown = createScoredAssessment({ level: 'premium' }).riskScores;
    const rows = simulate(profile, ['quitSmoking', 'loseWeight', 'moreActivity'], shown);
    for (const row of rows) {
      const same =
        row.before.model.id === row.after.model.id && row.before.scoreUnit === row.after.scoreUnit;
      expect(row.comparable, row.condition).toBe(same);
      if (!same) expect(row.benefit).toBe(0);
    }
  });

  it('leaves out a change the profile cannot take, and says why', () => {
    expect(CHANGE_DEFINITIONS.lowerSystolicBp.unavailable(profile)).toBe(
      'Your assessment has no blood pressure reading.',
    );
    expect(applyChanges(profile, ['lowerSystolicBp'])).toEqual(profile);
    expect(CHANGE_DEFINITIONS.quitSmoking.unavailable({ ...profile, smokingStatus: 'never' })).toBe(
      'You do not smoke now.',
    );
  });
});
