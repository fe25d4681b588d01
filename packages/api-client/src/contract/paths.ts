import { AUTH_ROUTES } from './auth-paths.js';

/**
 * Every API path, once: the route table ({@link ROUTES} in routes.ts) takes its paths from here.
 * Paths are Fastify-style — `:id` is a parameter, filled in by {@link fillRoutePath}.
 *
 * This file imports no zod on purpose: importing `ROUTES` on the web's first load would pull in
 * every schema (zod alone is ~26 KB).
 */
export const API_ROUTES = {
  health: '/api/health',
  // liveness (the process answers) and readiness (the database answers, migrations applied)
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  auth: AUTH_ROUTES,
  account: '/api/account',
  accountExport: '/api/account/export',
  admin: {
    users: '/api/admin/users',
    user: '/api/admin/users/:id',
    auditLog: '/api/admin/audit-log',
    supportMessages: '/api/admin/support-messages',
    supportMessage: '/api/admin/support-messages/:id',
  },
  analytics: {
    session: '/api/analytics/session',
    sessionEnd: '/api/analytics/session/:sessionId/end',
    pageView: '/api/analytics/pageview',
    event: '/api/analytics/event',
    users: '/api/analytics/users',
  },
  support: {
    challenge: '/api/support/challenge',
    contact: '/api/support/contact',
  },
  assessments: '/api/assessments',
  latestAssessment: '/api/assessments/latest',
  assessment: '/api/assessments/:id',
  // FHIR R4 export of one assessment (issue 16): a Bundle as application/fhir+json
  assessmentFhir: '/api/assessments/:id/fhir',
  // the report for a GP as a PDF (issue 16): summary, or detailed for Premium
  assessmentReport: '/api/assessments/:id/report.pdf',
  user: {
    diseaseSelection: '/api/user/disease-selection',
  },
  // health trends over the completed assessments (issue 16, Premium)
  trends: '/api/trends',
  screeningTests: '/api/screening-tests',
  screeningTest: '/api/screening-tests/:testId',
  screeningRecommendations: '/api/screening-recommendations',
  // provider sharing (issue 16): the owner's links, and the clinician's read of one
  shares: '/api/shares',
  share: '/api/shares/:id',
  sharedReport: '/api/shared/:token',
  physicalActivityPlans: '/api/physical-activity-plans',
  physicalActivityPlan: '/api/physical-activity-plans/:id',
  physicalActivityPlanActivity: '/api/physical-activity-plans/:id/days/:day/activities/:index',
  generateExercisePlan: '/api/physical-activity-plans/generate',
  longevityProgram: '/api/physical-activity-plans/longevity-program',
  exercisePreferences: '/api/exercise-preferences',
  dietLifestylePlans: '/api/diet-lifestyle-plans',
  dietLifestylePlan: '/api/diet-lifestyle-plans/:id',
  dietLibraryChoice: '/api/diet-lifestyle-plans/diet-library',
  dietaryPreferences: '/api/dietary-preferences',
  generateDietPlan: '/api/diet-plans/generate',
  biologicalMarkers: '/api/biological-markers',
  fitness: {
    connections: '/api/fitness-connections',
    connection: '/api/fitness-connections/:provider',
    activities: '/api/fitness-activities',
    heartRate: '/api/heart-rate-data',
    sleepSessions: '/api/sleep-sessions',
    dailyMetrics: '/api/daily-metrics',
    bodyMeasurements: '/api/body-measurements',
    averages: '/api/health-averages',
    summary: '/api/fitness-summary',
    prefill: '/api/fitness-prefill',
    connect: '/api/fitness-connect/:provider',
    sync: '/api/fitness-sync/:provider',
    appleHealthImport: '/api/fitness-import/apple-health',
  },
  subscriptionPlans: '/api/subscription/plans',
  createPaymentIntent: '/api/subscription/create-payment-intent',
  confirmPayment: '/api/subscription/confirm-payment',
  cancelSubscription: '/api/subscription/cancel',
  demoCompletePayment: '/api/subscription/demo/complete-payment',
  paymentHistory: '/api/subscription/payments',
  stripeConfig: '/api/stripe/config',
  stripeWebhook: '/api/stripe/webhook',
} as const;

/**
 * A path with its `:name` parameters filled in (URI-encoded). Throws when one is missing (or is no
 * string or number): a request to `/api/assessments/:id` would otherwise reach the wrong route.
 */
export function fillRoutePath(
  path: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(value);
  });
}
