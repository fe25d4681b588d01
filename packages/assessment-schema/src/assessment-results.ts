import { z } from 'zod';

// What a saved assessment holds besides its answers: its variant, its risk score items and its
// recommendations. They live apart from the request bodies (assessment-bodies.ts) so that reading
// an assessment — the API client's response schemas, which the results page loads — does not build
// the survey's, the wizard's and the essential form's answer schemas it never uses.

export const ASSESSMENT_VARIANTS = ['wizard', 'essential', 'survey'] as const;
export type AssessmentVariant = (typeof ASSESSMENT_VARIANTS)[number];

// ---------------------------------------------------------------------------------------------
// Risk score items and recommendations (§3.5)

export const RISK_LEVELS = ['low', 'moderate', 'high', 'existing'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`);
const boundedTextList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(boundedText(label, maxLength), { error: `${label} must be a list` })
    .max(maxItems, `${label} must have at most ${maxItems} entries`);

export const CalculationStepSchema = z.object({
  step: boundedText('Calculation step', 300),
  value: z.union([z.number(), boundedText('Calculation value', 300), z.boolean(), z.null()]),
  points: z.number(),
  runningTotal: z.number(),
});
export type CalculationStep = z.infer<typeof CalculationStepSchema>;

/** One condition's score as saved and shown (§3.5). */
export const RiskScoreItemSchema = z.object({
  condition: boundedText('Condition', 100),
  score: z.number({ error: 'Score must be a number' }),
  riskLevel: z.enum(RISK_LEVELS, { error: 'Risk level must be low, moderate, high or existing' }),
  keyFactors: boundedTextList('Key factors', 50, 300).default([]),
  missingData: boundedTextList('Missing data', 50, 300).default([]),
  calculationSteps: z.array(CalculationStepSchema).max(200).optional(),
});
export type RiskScoreItem = z.infer<typeof RiskScoreItemSchema>;

/** The three recommendation lists (§3.5). */
export const RecommendationsSchema = z.object({
  immediate: boundedTextList('Immediate recommendations', 50, 500).default([]),
  lifestyle: boundedTextList('Lifestyle recommendations', 50, 500).default([]),
  screening: boundedTextList('Screening recommendations', 50, 500).default([]),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;
