import type { ApiRoute } from './contract/api-route.js';
import type { ROUTES } from './contract/routes.js';

type RouteTable = typeof ROUTES;
/** A group of the route table (`auth`, `assessments`, `fitness`…). */
export type RouteGroup = keyof RouteTable;
/** The name of a row in a group (`get`, `list`, …). */
export type RouteKey<G extends RouteGroup> = keyof RouteTable[G] & string;
/** The row `ROUTES[G][K]`. */
export type RouteAt<G extends RouteGroup, K extends RouteKey<G>> = Extract<
  RouteTable[G][K],
  ApiRoute
>;

/**
 * Where each group of the route table is. An area's rows, and so its zod schemas, are built when
 * one of its routes is first called (or `loadRoutes` asks for them), not when the client is
 * imported: a page pays for the schemas it uses, not for every route of the API. The rows are the
 * same objects as in `ROUTES` (one schema per shape, shared with the server). A group's rows are
 * in one area, but for those in `ROWS_APART`. This file imports the areas only dynamically.
 */
export const ROUTE_GROUPS: {
  readonly [G in RouteGroup]: () => Promise<Partial<RouteTable[G]>>;
} = {
  health: () => import('./contract/routes/session.js').then((m) => m.SESSION_ROUTES.health),
  auth: () => import('./contract/routes/session.js').then((m) => m.SESSION_ROUTES.auth),
  account: () => import('./contract/routes/session.js').then((m) => m.SESSION_ROUTES.account),
  support: () => import('./contract/routes/session.js').then((m) => m.SESSION_ROUTES.support),
  admin: () => import('./contract/routes/admin.js').then((m) => m.ADMIN_ROUTES.admin),
  analytics: () => import('./contract/routes/admin.js').then((m) => m.ADMIN_ROUTES.analytics),
  assessments: () =>
    import('./contract/routes/assessments.js').then((m) => m.ASSESSMENT_ROUTES.assessments),
  diseaseSelection: () =>
    import('./contract/routes/assessments.js').then((m) => m.ASSESSMENT_ROUTES.diseaseSelection),
  fhir: () => import('./contract/routes/reports.js').then((m) => m.REPORT_ROUTES.fhir),
  trends: () => import('./contract/routes/reports.js').then((m) => m.REPORT_ROUTES.trends),
  reports: () => import('./contract/routes/reports.js').then((m) => m.REPORT_ROUTES.reports),
  shares: () => import('./contract/routes/reports.js').then((m) => m.REPORT_ROUTES.shares),
  screeningTests: () =>
    import('./contract/routes/plans.js').then((m) => m.PLAN_ROUTES.screeningTests),
  physicalActivityPlans: () =>
    import('./contract/routes/plans.js').then((m) => m.PLAN_ROUTES.physicalActivityPlans),
  exercisePreferences: () =>
    import('./contract/routes/plans.js').then((m) => m.PLAN_ROUTES.exercisePreferences),
  dietLifestylePlans: () =>
    import('./contract/routes/plans.js').then((m) => m.PLAN_ROUTES.dietLifestylePlans),
  dietaryPreferences: () =>
    import('./contract/routes/plans.js').then((m) => m.PLAN_ROUTES.dietaryPreferences),
  biologicalMarkers: () =>
    import('./contract/routes/plans.js').then((m) => m.PLAN_ROUTES.biologicalMarkers),
  fitness: () => import('./contract/routes/fitness.js').then((m) => m.FITNESS_ROUTES.fitness),
  subscription: () =>
    import('./contract/routes/subscription.js').then((m) => m.SUBSCRIPTION_ROUTES.subscription),
};

const loadAssessmentWrites = () =>
  import('./contract/routes/assessment-writes.js').then(
    (m) => m.ASSESSMENT_WRITE_ROUTES.assessments,
  );

/**
 * Rows in an area of their own rather than their group's: the assessment saves and delete, whose
 * request schemas build every variant's answer schemas, load with the first of them, not with the
 * reads (the results page only reads).
 */
const ROWS_APART: {
  readonly [G in RouteGroup]?: {
    readonly [K in RouteKey<G>]?: () => Promise<Partial<RouteTable[G]>>;
  };
} = {
  assessments: {
    create: loadAssessmentWrites,
    update: loadAssessmentWrites,
    delete: loadAssessmentWrites,
  },
};

/** One row of the route table, its area loaded first. */
export async function loadRoute<G extends RouteGroup, K extends RouteKey<G>>(
  group: G,
  key: K,
): Promise<RouteAt<G, K>> {
  const load = ROWS_APART[group]?.[key] ?? ROUTE_GROUPS[group];
  const row = (await load())[key];
  if (row === undefined) throw new Error(`The route ${group}.${key} is not in its area`);
  return row as RouteAt<G, K>;
}

/** The groups of the route table, known without loading any area. */
export const ROUTE_GROUP_NAMES = Object.keys(ROUTE_GROUPS) as RouteGroup[];
