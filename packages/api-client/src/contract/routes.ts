import { type ApiRoute } from './api-route.js';
import { ADMIN_ROUTES } from './routes/admin.js';
import { ASSESSMENT_WRITE_ROUTES } from './routes/assessment-writes.js';
import { ASSESSMENT_ROUTES } from './routes/assessments.js';
import { FITNESS_ROUTES } from './routes/fitness.js';
import { PLAN_ROUTES } from './routes/plans.js';
import { REPORT_ROUTES } from './routes/reports.js';
import { SESSION_ROUTES } from './routes/session.js';
import { SUBSCRIPTION_ROUTES } from './routes/subscription.js';

export type { ApiRoute } from './api-route.js';

/**
 * Every route of the API, once. The Fastify routes (apps/api) and the typed client
 * (`createApiClient`) are both built from these rows: a new route is one row in its area's file
 * under routes/ plus its handler on the server. The rows live in one file per area so that the
 * client can load an area's schemas when one of its routes is first called (client.ts), instead of
 * building every schema of the API when the module loads. The assessments' group is in two areas:
 * the rows that read them and those that save or delete them (whose bodies hold every variant's
 * answers).
 */
export const ROUTES = {
  health: SESSION_ROUTES.health,
  auth: SESSION_ROUTES.auth,
  account: SESSION_ROUTES.account,
  admin: ADMIN_ROUTES.admin,
  analytics: ADMIN_ROUTES.analytics,
  support: SESSION_ROUTES.support,
  assessments: { ...ASSESSMENT_ROUTES.assessments, ...ASSESSMENT_WRITE_ROUTES.assessments },
  fhir: REPORT_ROUTES.fhir,
  trends: REPORT_ROUTES.trends,
  reports: REPORT_ROUTES.reports,
  diseaseSelection: ASSESSMENT_ROUTES.diseaseSelection,
  shares: REPORT_ROUTES.shares,
  screeningTests: PLAN_ROUTES.screeningTests,
  physicalActivityPlans: PLAN_ROUTES.physicalActivityPlans,
  exercisePreferences: PLAN_ROUTES.exercisePreferences,
  dietLifestylePlans: PLAN_ROUTES.dietLifestylePlans,
  dietaryPreferences: PLAN_ROUTES.dietaryPreferences,
  biologicalMarkers: PLAN_ROUTES.biologicalMarkers,
  fitness: FITNESS_ROUTES.fitness,
  subscription: SUBSCRIPTION_ROUTES.subscription,
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** Every row of {@link ROUTES}, in table order. */
export function listApiRoutes(): ApiRoute[] {
  const groups: Record<string, Record<string, ApiRoute>> = ROUTES;
  return Object.values(groups).flatMap((group) => Object.values(group));
}
