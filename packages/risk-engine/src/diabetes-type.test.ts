import { describe, expect, it } from 'vitest';

import { assessRisks } from './assess-risks.js';
import type { RiskProfile } from './profile.js';

const base: RiskProfile = {
  age: 50,
  sex: 'male',
  heightCm: 178,
  weightKg: 85,
  smokingStatus: 'never',
  systolicBp: 130,
  totalCholesterolMmolL: 5.2,
  hdlCholesterolMmolL: 1.2,
  onBpTreatment: false,
  existingConditions: [],
};

const find = (profile: RiskProfile, id: string) =>
  assessRisks(profile).find((risk) => risk.conditionId === id);

describe('diabetesType (issue 31)', () => {
  it('type 2 or an unknown type keeps diabetes as existing Type 2 Diabetes', () => {
    expect(find({ ...base, diabetes: true }, 'type-2-diabetes')?.riskLevel).toBe('existing');
    expect(
      find({ ...base, diabetes: true, diabetesType: 'type-2' }, 'type-2-diabetes')?.riskLevel,
    ).toBe('existing');
  });

  it('type 1 makes Type 2 Diabetes not applicable, with the reason, and still counts for the heart', () => {
    const t2d = find({ ...base, diabetes: true, diabetesType: 'type-1' }, 'type-2-diabetes');
    expect(t2d).toMatchObject({ applicable: false, riskLevel: 'low' });
    expect(t2d?.notApplicableReason).toMatch(/type 1 diabetes/);
    expect(t2d?.calculationSteps[0]?.step).toBe('Not applicable with type 1 diabetes');
    const cvdWith = find(
      { ...base, diabetes: true, diabetesType: 'type-1' },
      'cardiovascular-disease',
    );
    const cvdWithout = find({ ...base, diabetes: false }, 'cardiovascular-disease');
    expect(cvdWith?.score).toBeGreaterThan(cvdWithout?.score ?? Infinity);
  });
});
