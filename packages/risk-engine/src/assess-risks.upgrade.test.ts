import { describe, expect, it } from 'vitest';

import { assessRisks } from './assess-risks.js';
import type { ConditionId } from './conditions/condition-names.js';
import type { RiskProfile } from './profile.js';

function find(profile: RiskProfile, id: ConditionId) {
  const risk = assessRisks(profile).find((r) => r.conditionId === id);
  if (!risk) throw new Error(`no ${id}`);
  return risk;
}

const SMOKER: RiskProfile = {
  age: 58,
  sex: 'male',
  heightCm: 178,
  weightKg: 96,
  smokingStatus: 'current',
};

describe('upgrade: what would let a validated model replace a points score', () => {
  it('names the best skipped model and the answers it lacks', () => {
    const cvd = find(SMOKER, 'cardiovascular-disease');
    expect(cvd.tier).toBe('C');
    expect(cvd.upgrade?.model).toBe('AHA PREVENT base equations (10-year)');
    expect(cvd.upgrade?.inputs).toEqual(
      expect.arrayContaining(['Total cholesterol', 'HDL cholesterol', 'Systolic blood pressure']),
    );
  });

  it('is gone once the answers are given and the model runs', () => {
    const cvd = find(
      {
        ...SMOKER,
        totalCholesterolMmolL: 5.5,
        hdlCholesterolMmolL: 1.2,
        systolicBp: 135,
        onBpTreatment: false,
        onStatin: false,
        egfr: 85,
        diabetes: false,
      },
      'cardiovascular-disease',
    );
    expect(cvd.tier).not.toBe('C');
    expect(cvd.upgrade).toBeUndefined();
  });

  it('does not promise a model outside its ages (PREVENT is for 30–79)', () => {
    const cvd = find({ ...SMOKER, age: 25 }, 'cardiovascular-disease');
    expect(cvd.tier).toBe('C');
    expect(cvd.upgrade?.model).not.toBe('AHA PREVENT base equations (10-year)');
  });

  it('is absent where no validated model exists (a points-only condition)', () => {
    expect(find(SMOKER, 'gout').upgrade).toBeUndefined();
  });
});
