import { z } from 'zod';

import { CalendarDateSchema, createTextSchema } from './fields.js';

// ---------------------------------------------------------------------------------------------
// Screening tests (3-results-and-plans.md §3 Screening test, §4 Screening test status, §7)

export const SCREENING_TEST_STATUSES = ['pending', 'scheduled', 'completed'] as const;
export const ScreeningTestStatusSchema = z.enum(SCREENING_TEST_STATUSES);
export type ScreeningTestStatus = z.infer<typeof ScreeningTestStatusSchema>;

/** The date a test is booked for: a calendar date that exists (fields.ts). */
export { CalendarDateSchema };

/** A tracked test, answered as the spec names it (`scheduled_date`, snake_case). */
export const ScreeningTestSchema = z.object({
  id: z.string(),
  testName: z.string(),
  description: z.string(),
  diseaseName: z.string(),
  status: ScreeningTestStatusSchema,
  // as stored: dates saved before the 1900 floor still answer
  scheduled_date: z.iso.date().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScreeningTest = z.infer<typeof ScreeningTestSchema>;

export const ScreeningTestListSchema = z.array(ScreeningTestSchema);

/** Any text: an id that is not one of the user's tests answers 404, like another user's id. */
export const ScreeningTestIdParamsSchema = z.object({ testId: z.string().max(100) });

/** POST /api/screening-tests: add one of the user's current recommendations to "My tests". */
export const AddScreeningTestBodySchema = z.strictObject({
  diseaseName: createTextSchema(100),
  testName: createTextSchema(200),
});
export type AddScreeningTestBody = z.infer<typeof AddScreeningTestBodySchema>;

/**
 * PUT /api/screening-tests/{testId}. `scheduled_date` (or `scheduledDate`): a date → scheduled,
 * null or '' → pending (§4). `status: 'completed'` marks the test done (keeping its date).
 */
export const UpdateScreeningTestBodySchema = z
  .strictObject({
    scheduled_date: z.union([CalendarDateSchema, z.literal(''), z.null()]).optional(),
    scheduledDate: z.union([CalendarDateSchema, z.literal(''), z.null()]).optional(),
    status: ScreeningTestStatusSchema.optional(),
  })
  .refine(
    (body) =>
      body.scheduled_date !== undefined ||
      body.scheduledDate !== undefined ||
      body.status !== undefined,
    { error: 'Send scheduled_date or status' },
  );
export type UpdateScreeningTestBody = z.input<typeof UpdateScreeningTestBodySchema>;

// ---------------------------------------------------------------------------------------------
// Screening recommendations (derived on the server from the latest assessment, §4 and §6)

/** An Australian national screening program with the user's eligibility (risk-engine). */
export const NationalProgramSchema = z.object({
  name: z.string(),
  rule: z.string(),
  interval: z.string(),
  eligible: z.boolean().nullable(),
  action: z.string(),
});

export const ScreeningRecommendationSchema = z.object({
  disease: z.string(),
  conditionId: z.string().nullable(),
  riskLevel: z.enum(['moderate', 'high']),
  priority: z.enum(['urgent', 'standard']),
  tests: z.array(z.string()),
  /** The rulebook interval(s) of its tests, or "No set interval: ask your GP" (risk-engine). */
  frequency: z.string(),
  program: NationalProgramSchema.nullable(),
  /** The published sources of the intervals (the risk-engine rulebook's rows). */
  sources: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type ScreeningRecommendationItem = z.infer<typeof ScreeningRecommendationSchema>;

/**
 * GET /api/screening-recommendations. `scope` 'all' for premium users, 'selected' for the others
 * (only their 5 selected diseases; none selected → none). `assessmentId` null: no completed
 * assessment yet.
 */
export const ScreeningRecommendationsResponseSchema = z.object({
  assessmentId: z.string().nullable(),
  scope: z.enum(['all', 'selected']),
  recommendations: z.array(ScreeningRecommendationSchema),
});
export type ScreeningRecommendationsResponse = z.infer<
  typeof ScreeningRecommendationsResponseSchema
>;

/**
 * The only external pages 'Order Test' may open (deviation 16): a national program's own page when
 * the recommendation belongs to one, else healthdirect's service finder. Never a URL from data.
 */
export const ORDER_TEST_PAGES = {
  default: 'https://www.healthdirect.gov.au/australian-health-services',
  'National Bowel Cancer Screening Program':
    'https://www.health.gov.au/our-work/national-bowel-cancer-screening-program',
  'BreastScreen Australia': 'https://www.health.gov.au/our-work/breastscreen-australia-program',
  'National Cervical Screening Program':
    'https://www.health.gov.au/our-work/national-cervical-screening-program',
  'National Lung Cancer Screening Program': 'https://www.health.gov.au/our-work/nlcsp',
} as const;

/** The allow-listed page for a recommendation's national program (or the default page). */
export function getOrderTestPage(programName: string | null | undefined): string {
  const pages: Readonly<Record<string, string>> = ORDER_TEST_PAGES;
  return (programName ? pages[programName] : undefined) ?? ORDER_TEST_PAGES.default;
}
