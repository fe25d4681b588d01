import { z } from 'zod';

import { createRangeSchema } from './fields.js';

export const MENOPAUSE_STATUSES = ['pre', 'peri', 'post', 'prefer_not_to_say'] as const;
export type MenopauseStatus = (typeof MENOPAUSE_STATUSES)[number];

export const BREAST_DENSITIES = [
  'low',
  'medium',
  'high',
  'very_high',
  'not_sure',
  'prefer_not_to_say',
] as const;
export type BreastDensity = (typeof BREAST_DENSITIES)[number];

/** Women's-health choice ranges (§5): first period 8–18, pregnancies 0–10 or 11+, menopause 35–70. */
export const WOMENS_HEALTH_RANGES = {
  ageAtFirstPeriod: { min: 8, max: 18 },
  numberOfPregnancies: { min: 0, max: 10 },
  ageAtMenopause: { min: 35, max: 70 },
} as const;

const w = WOMENS_HEALTH_RANGES;
const PREFER_NOT_TO_SAY = z.literal('prefer_not_to_say');

export const AgeAtFirstPeriodSchema = z.union(
  [
    createRangeSchema('Age at first period', w.ageAtFirstPeriod.min, w.ageAtFirstPeriod.max, {
      integer: true,
    }),
    PREFER_NOT_TO_SAY,
  ],
  { error: 'Age at first period must be between 8 and 18 or prefer_not_to_say' },
);

/** 0–10, `'11+'`, or prefer not to say. */
export const NumberOfPregnanciesSchema = z.union(
  [
    createRangeSchema(
      'Number of pregnancies',
      w.numberOfPregnancies.min,
      w.numberOfPregnancies.max,
      { integer: true },
    ),
    z.literal('11+'),
    PREFER_NOT_TO_SAY,
  ],
  { error: "Number of pregnancies must be between 0 and 10, '11+' or prefer_not_to_say" },
);

/** Age at menopause 35–70; 'not applicable' and 'prefer not to say' store nothing. */
export const AgeAtMenopauseSchema = createRangeSchema(
  'Age at menopause',
  w.ageAtMenopause.min,
  w.ageAtMenopause.max,
  { integer: true },
);
