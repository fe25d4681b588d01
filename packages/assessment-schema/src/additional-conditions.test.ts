import { CONDITION_NAMES } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import {
  AdditionalMedicalConditionsSchema,
  listAdditionalConditions,
} from './additional-conditions.js';

describe('listAdditionalConditions', () => {
  it('never lists the conditions handled elsewhere', () => {
    const all = listAdditionalConditions();
    // 2-assessment.md: "excludes conditions handled elsewhere (…)", written out so a change fails
    const handledElsewhere = [
      'Type 2 Diabetes',
      'Depression',
      'Hypertension',
      'Cardiovascular Disease',
      'Heart Failure',
      'Stroke',
    ];
    for (const name of handledElsewhere) expect(all).not.toContain(name);
    // 35 minus the six handled elsewhere
    expect(all).toHaveLength(CONDITION_NAMES.length - 6);
  });

  it('removes breast, ovarian, endometrial and cervical conditions for men', () => {
    const male = listAdditionalConditions({ biologicalSex: 'male' });
    expect(male).not.toContain('Breast Cancer');
    expect(male).not.toContain('Ovarian Cancer');
    expect(male).not.toContain('Endometrial Cancer');
    expect(male).not.toContain('Cervical Cancer');
    expect(male).toContain('Prostate Cancer');
    expect(male).toHaveLength(CONDITION_NAMES.length - 6 - 4);
  });

  it('removes prostate (and testicular) conditions for women', () => {
    const female = listAdditionalConditions({ biologicalSex: 'female' });
    expect(female).not.toContain('Prostate Cancer');
    expect(female).toContain('Ovarian Cancer');
    expect(female).toHaveLength(CONDITION_NAMES.length - 6 - 1);
  });

  it('searches case-insensitively and keeps catalogue order', () => {
    expect(listAdditionalConditions({ search: 'CANCER', biologicalSex: 'male' })).toEqual([
      'Colorectal Cancer',
      'Lung Cancer',
      'Prostate Cancer',
      'Skin Cancer',
      'Pancreatic Cancer',
      'Bladder Cancer',
      'Kidney Cancer',
    ]);
    expect(listAdditionalConditions({ search: '  apnea ' })).toEqual(['Sleep Apnea']);
    expect(listAdditionalConditions({ search: 'hypertension' })).toEqual([]);
  });
});

describe('AdditionalMedicalConditionsSchema', () => {
  it('accepts catalogue names and rejects unknown or repeated ones', () => {
    expect(AdditionalMedicalConditionsSchema.parse(['Gout', 'Asthma'])).toEqual(['Gout', 'Asthma']);
    expect(AdditionalMedicalConditionsSchema.safeParse(['Flu']).error?.issues[0]?.message).toBe(
      'Additional medical conditions contains an unknown condition',
    );
    expect(
      AdditionalMedicalConditionsSchema.safeParse(['Gout', 'Gout']).error?.issues[0]?.message,
    ).toBe('Additional medical conditions must not repeat an entry');
  });
});
