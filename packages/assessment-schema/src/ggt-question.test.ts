/**
 * The optional GGT question (the risk-engine's Fatty Liver Index, issue 33): one lab value, in U/L
 * whatever the report's unit, asked with the other lab values in the survey, the essential form
 * and the wizard, and mapped into the profile's `ggtUL`.
 */
import { assessRisks } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { listAnsweredQuestions } from './answered-questions.js';
import { mapSurveyToEssentialForm, mapWizardToEssentialForm } from './essential-from-variants.js';
import { EssentialFormSchema, groupEssentialFormIntoSections } from './essential-schema.js';
import { getLabUnit, LAB_LABELS, LAB_RANGES, LabResultsSchema } from './lab-results.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WizardDraftSchema } from './wizard-schema.js';

const BASE = {
  age: 50,
  biologicalSex: 'male',
  heightCm: 170,
  weightKg: 80.92,
  waistCircumferenceCm: 95,
};

describe('the GGT question', () => {
  it('is a lab value in U/L with a plausible range, like eGFR and ACR', () => {
    expect(LAB_LABELS.ggt).toBe('GGT (gamma-GT)');
    expect(LAB_RANGES.ggt).toEqual({ min: 1, max: 3000 });
    expect(getLabUnit('ggt', 'mmol/L')).toBe('U/L');
    expect(getLabUnit('ggt', 'mg/dL')).toBe('U/L');
  });

  it('is optional, and rejects values outside 1–3000 U/L with a message naming it', () => {
    expect(LabResultsSchema.parse({})).not.toHaveProperty('ggt');
    expect(LabResultsSchema.parse({ ggt: 45 }).ggt).toBe(45);
    for (const ggt of [0, -3, 3001]) {
      const result = LabResultsSchema.safeParse({ ggt });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([
        'GGT must be between 1 and 3000 U/L',
      ]);
    }
    expect(LabResultsSchema.safeParse({ ggt: 'high' }).error?.issues[0]?.message).toBe(
      'GGT must be a number',
    );
  });

  it('maps into the profile from the survey and the essential form, never converted by the unit', () => {
    for (const unit of ['mmol/L', 'mg/dL'] as const) {
      const answers = { ...BASE, labResults: { ggt: 45, unit } };
      expect(mapSurveyToProfile(SurveyAnswersSchema.parse(answers)).ggtUL).toBe(45);
      expect(mapEssentialToProfile(EssentialFormSchema.parse(answers)).ggtUL).toBe(45);
    }
    expect(mapSurveyToProfile(SurveyAnswersSchema.parse(BASE))).not.toHaveProperty('ggtUL');
    expect(mapEssentialToProfile(EssentialFormSchema.parse(BASE))).not.toHaveProperty('ggtUL');
  });

  it('maps from the wizard and carries over into the essential form ("Update your answers")', () => {
    const wizard = WizardDraftSchema.parse({
      demographics: { age: 50, biologicalSex: 'male', heightCm: 170, weightKg: 80.92 },
      labResults: { ggt: 62 },
    });
    expect(mapWizardToProfile(wizard).ggtUL).toBe(62);
    const form = mapWizardToEssentialForm(wizard);
    expect(form.labResults.ggt).toBe(62);
    expect(mapEssentialToProfile(form).ggtUL).toBe(62);
    expect(mapSurveyToEssentialForm({ ...BASE, labResults: { ggt: 30 } }).labResults.ggt).toBe(30);
  });

  it('is listed among the answers with its unit', () => {
    const form = EssentialFormSchema.parse({ ...BASE, labResults: { ggt: 45, unit: 'mg/dL' } });
    const rows = listAnsweredQuestions({
      variant: 'essential',
      responses: groupEssentialFormIntoSections(form),
    });
    expect(rows.find((row) => row.name === 'labResults.ggt')).toMatchObject({
      question: 'GGT (gamma-GT)',
      answer: '45',
      unit: 'U/L',
    });
  });

  it('lets the risk engine use the Fatty Liver Index for liver disease', () => {
    // The calculator's worked example: TG 150 mg/dL, GGT 45 U/L, BMI 28, waist 95 cm → 66.6 %.
    const profile = mapEssentialToProfile(
      EssentialFormSchema.parse({
        ...BASE,
        labResults: { triglycerides: 150, ggt: 45, unit: 'mg/dL' },
      }),
    );
    const liver = assessRisks(profile).find((r) => r.conditionId === 'liver-disease');
    expect(liver).toMatchObject({ tier: 'B', model: { id: 'fatty-liver-index' } });
    expect(liver?.score).toBeCloseTo(66.6, 1);
  });
});
