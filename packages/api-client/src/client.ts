import type { z } from 'zod';

import type {
  AccountExport,
  DeleteAccountBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from './contract/account.js';
import type {
  AdminUpdateUserBody,
  AdminUserListQuery,
  AdminUserListResponse,
  AuditLogQuery,
  AuditLogResponse,
  SupportInboxMessage,
  SupportInboxQuery,
  SupportInboxResponse,
  UpdateSupportMessageBody,
} from './contract/admin.js';
import type {
  AnalyticsEventBody,
  AnalyticsPageViewBody,
  AnalyticsSessionBody,
  AnalyticsUsersQuery,
  AnalyticsUsersResponse,
} from './contract/analytics.js';

import type { Weekday } from '@healthscreen/exercise-generator';

import { APPLE_HEALTH_UPLOAD_FIELD } from './contract/constants.js';
import type {
  BodyMeasurement,
  DailyMetric,
  FitnessActivity,
  FitnessConnection,
  FitnessConnectResponse,
  FitnessImport,
  FitnessPrefill,
  FitnessProvider,
  FitnessSummaryRow,
  HealthAverages,
  HeartRateRecord,
  SleepSession,
} from './contract/fitness.js';
import type {
  BiologicalMarker,
  ChooseLibraryDietBody,
  CreateDietLifestylePlanBody,
  DietaryPreferencesBody,
  GenerateDietPlanResponse,
  LibraryDietCheckList,
  SavedDietaryPreferences,
  UpdateDietLifestylePlanBody,
} from './contract/lifestyle.js';
import type {
  CancelSubscriptionResponse,
  ConfirmPaymentResponse,
  CreatePaymentIntentBody,
  PaymentIntentIdBody,
  PaymentIntentResponse,
  PaymentRecord,
  StripeConfigResponse,
  SubscriptionPlansResponse,
} from './contract/subscription.js';
import {
  type ChangePasswordBody,
  type LoginBody,
  type OkResponse,
  type RegisterBody,
  type SessionInfo,
  type UpdateProfileBody,
} from './contract/auth.js';
import type {
  CreateAssessmentRequest,
  SaveDraftRequest,
  UpdateAssessmentRequest,
} from './contract/assessment-saves.js';
import {
  type Assessment,
  type AssessmentListQuery,
  type AssessmentSummary,
  type LatestAssessmentQuery,
  type DiseaseSelectionBody,
  type DiseaseSelectionResponse,
} from './contract/assessments.js';
import { ApiErrorBodySchema, type HealthResponse } from './contract/errors.js';
import type { FhirBundle } from './contract/fhir.js';
import {
  type CreatePhysicalActivityPlanBody,
  type DietLifestylePlan,
  type ExercisePreferencesBody,
  type GenerateExercisePlanResponse,
  type LongevityProgramBody,
  type PhysicalActivityPlan,
  type SavedExercisePreferences,
  type UpdatePhysicalActivityPlanBody,
} from './contract/plans.js';
import {
  type AddScreeningTestBody,
  type ScreeningRecommendationsResponse,
  type ScreeningTest,
  type UpdateScreeningTestBody,
} from './contract/screening.js';
import type { TrendsResponse } from './contract/trends.js';
import { fillRoutePath } from './contract/paths.js';
import type { ApiRoute, HttpMethod } from './contract/api-route.js';
import type { ROUTES } from './contract/routes.js';
import { type SupportChallengeResponse, type SupportContactBody } from './contract/support.js';
import type {
  CreateShareBody,
  Share,
  SharedReportResponse,
  ShareListItem,
} from './contract/shares.js';
import { type User } from './contract/user.js';

export type { HttpMethod } from './contract/api-route.js';

/**
 * A non-2xx answer. `message` follows the spec's rule: `"<status>: <body text or status text>"`.
 * `body` is the parsed JSON body when the reply was JSON, else the raw text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(options: { status: number; statusText: string; bodyText: string }) {
    super(`${options.status}: ${options.bodyText || options.statusText}`);
    this.status = options.status;
    this.body = parseBody(options.bodyText);
  }

  /** The server's `code` field, when the body is the API's error shape. */
  get code(): string | undefined {
    const parsed = ApiErrorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data.code : undefined;
  }
}

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The message to show for a failed call: the server's `message` field when there is one, else the
 * fallback (for network failures, HTML error pages, anything unexpected).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const parsed = ApiErrorBodySchema.safeParse(error.body);
    if (parsed.success && parsed.data.message.trim() !== '') return parsed.data.message;
  }
  return fallback;
}

/** True when `error` is an ApiError with this HTTP status. */
export function isApiErrorStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

export interface ApiClientOptions {
  /** Prefix for every path, e.g. `http://127.0.0.1:3001`. Default '' (same origin). */
  baseUrl?: string;
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof fetch;
}

export interface RequestOptions<TSchema extends z.ZodType> {
  body?: unknown;
  /** When given, the JSON answer is parsed with it (and typed by it). */
  schema?: TSchema;
  signal?: AbortSignal;
}

type SchemaInput<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : never;

/** What `call(route, options)` takes: the row's params, query and body, typed by its schemas. */
export type RouteCallOptions<TRoute extends ApiRoute> = { signal?: AbortSignal } & (TRoute extends {
  params: infer P;
}
  ? { params: SchemaInput<P> }
  : { params?: undefined }) &
  (TRoute extends { query: infer Q } ? { query?: SchemaInput<Q> } : { query?: undefined }) &
  // a route without a body schema takes at most an empty JSON object
  (TRoute extends { body: infer B } ? { body: SchemaInput<B> } : { body?: Record<string, never> });

type RouteCallArgs<TRoute extends ApiRoute> =
  Record<never, never> extends RouteCallOptions<TRoute>
    ? [options?: RouteCallOptions<TRoute>]
    : [options: RouteCallOptions<TRoute>];

/** What `call(route)` resolves to: the row's response schema's output. */
export type RouteResponse<TRoute extends ApiRoute> = z.output<
  TRoute['responses'][keyof TRoute['responses']]
>;

/** `?a=1&b=2` from the defined entries of a query object; '' when there are none. */
function toQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(String(value as string | number))}`,
    );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` preferred over
 * `filename="…"`), or undefined when it gives none.
 */
function readAttachmentName(header: string | null): string | undefined {
  if (header === null) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name === undefined || name === '' ? undefined : name;
}

type RouteTable = typeof ROUTES;
/** A group of the route table (`auth`, `assessments`, `fitness`…). */
type RouteGroup = keyof RouteTable;
type RouteAt<G extends RouteGroup, K extends keyof RouteTable[G]> = Extract<
  RouteTable[G][K],
  ApiRoute
>;

/**
 * Where each group of the route table is. An area's rows, and so its zod schemas, are built when
 * one of its routes is first called (or `loadRoutes` asks for them), not when the client is
 * imported: a page pays for the schemas it uses, not for every route of the API. The rows are the
 * same objects as in `ROUTES` (one schema per shape, shared with the server). A group's rows are
 * in one area, but for those in `ROWS_APART`.
 */
const ROUTE_GROUPS: { readonly [G in RouteGroup]: () => Promise<Partial<RouteTable[G]>> } = {
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
    readonly [K in keyof RouteTable[G]]?: () => Promise<Partial<RouteTable[G]>>;
  };
} = {
  assessments: {
    create: loadAssessmentWrites,
    update: loadAssessmentWrites,
    delete: loadAssessmentWrites,
  },
};

/** One row of the route table, its area loaded first. */
async function loadRoute<G extends RouteGroup, K extends keyof RouteTable[G]>(
  group: G,
  key: K,
): Promise<RouteAt<G, K>> {
  const load = ROWS_APART[group]?.[key] ?? ROUTE_GROUPS[group];
  const row = (await load())[key];
  if (row === undefined) throw new Error(`The route ${group}.${String(key)} is not in its area`);
  return row as RouteAt<G, K>;
}

/**
 * One exercise of a saved plan: the plan, the day and its place in that day's list. `name` is what
 * the caller saw there; the server answers 409 if the exercise at that place has changed since.
 */
export type PlanActivityTarget = { planId: string; day: Weekday; index: number; name?: string };

/**
 * Builds the typed client. Every request sends a JSON content type and `credentials: 'include'`;
 * any non-2xx answer throws {@link ApiError}.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Sends one request; resolves with the status and the parsed JSON answer of a 2xx reply. */
  async function send(
    method: HttpMethod,
    path: string,
    sendOptions: { body?: unknown; signal?: AbortSignal | undefined },
  ): Promise<{ status: number; data: unknown }> {
    // a form (a file upload) goes as multipart/form-data: fetch writes its content type and boundary
    const isForm = typeof FormData !== 'undefined' && sendOptions.body instanceof FormData;
    const init: RequestInit = {
      method,
      headers: isForm
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
    };
    if (isForm) init.body = sendOptions.body as FormData;
    else if (sendOptions.body !== undefined) init.body = JSON.stringify(sendOptions.body);
    if (sendOptions.signal) init.signal = sendOptions.signal;

    const response = await doFetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        bodyText: text,
      });
    }
    return { status: response.status, data: text === '' ? null : (JSON.parse(text) as unknown) };
  }

  /** Any request by method and path; the answer is parsed with `schema` when one is given. */
  async function request<TSchema extends z.ZodType = z.ZodUnknown>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions<TSchema> = {},
  ): Promise<z.output<TSchema>> {
    const { data } = await send(method, path, requestOptions);
    return (requestOptions.schema ? requestOptions.schema.parse(data) : data) as z.output<TSchema>;
  }

  /**
   * A GET whose answer is a file, not JSON (a row whose 2xx schema is bytes, like the PDF report):
   * read as a Blob and named by its `Content-Disposition` (else `fallbackName`). A non-2xx answer
   * throws {@link ApiError}, as every other call does.
   */
  async function download(
    route: ApiRoute,
    params: Readonly<Record<string, unknown>>,
    file: { accept: string; fallbackName: string; signal?: AbortSignal | undefined },
  ): Promise<File> {
    const init: RequestInit = {
      method: route.method,
      // an error answers JSON
      headers: { Accept: `${file.accept}, application/json` },
      credentials: 'include',
    };
    if (file.signal) init.signal = file.signal;
    const response = await doFetch(`${baseUrl}${fillRoutePath(route.path, params)}`, init);
    if (!response.ok) {
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        bodyText: await response.text(),
      });
    }
    const blob = await response.blob();
    const name = readAttachmentName(response.headers.get('content-disposition'));
    return new File([blob], name ?? file.fallbackName, { type: blob.type || file.accept });
  }

  /**
   * One row of the route table: fills the path's `:params`, adds the query, sends the body and
   * parses the answer with the row's response schema for the status received (the row's first
   * one when it lists no schema for that status).
   */
  async function call<TRoute extends ApiRoute>(
    route: TRoute,
    ...[callOptions]: RouteCallArgs<TRoute>
  ): Promise<RouteResponse<TRoute>> {
    const { params, query, body, signal } = (callOptions ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
    };
    const path = `${fillRoutePath(route.path, params)}${toQueryString(query)}`;
    const { status, data } = await send(route.method, path, { body, signal });
    const schema = route.responses[status] ?? Object.values(route.responses)[0];
    return (schema ? schema.parse(data) : data) as RouteResponse<TRoute>;
  }

  /** `call` with a row of the route table by group and name (its area is loaded on first use). */
  async function callAt<G extends RouteGroup, K extends keyof RouteTable[G]>(
    group: G,
    key: K,
    ...args: RouteCallArgs<RouteAt<G, K>>
  ): Promise<RouteResponse<RouteAt<G, K>>> {
    return call(await loadRoute(group, key), ...args);
  }

  async function getCurrentUser(signal?: AbortSignal): Promise<User> {
    return callAt('auth', 'user', { signal });
  }

  return {
    request,
    call,

    /**
     * Starts loading these groups' rows and schemas now, so that their first calls do not wait
     * for them: a page calls it as its code loads, while the session is being checked. The rows
     * kept apart (the assessment saves and delete) still load with their first call.
     */
    loadRoutes: async (...groups: RouteGroup[]): Promise<void> => {
      await Promise.all(groups.map((group) => ROUTE_GROUPS[group]()));
    },

    /** GET /api/health → `{ status: 'ok' }`. */
    getHealth: (): Promise<HealthResponse> => callAt('health', 'check'),

    /** POST /api/auth/register → the new user (201). */
    register: async (body: RegisterBody): Promise<User> =>
      (await callAt('auth', 'register', { body })).user,

    /** POST /api/auth/login → the signed-in user. */
    login: async (body: LoginBody): Promise<User> => (await callAt('auth', 'login', { body })).user,

    /** POST /api/auth/logout → `{ ok: true }`. */
    logout: (): Promise<OkResponse> => callAt('auth', 'logout'),

    /** GET /api/auth/user → the current user; throws ApiError(401) when signed out. */
    getCurrentUser,

    /** GET /api/auth/user → the current user, or null when signed out (401). */
    getCurrentUserOrNull: async (signal?: AbortSignal): Promise<User | null> => {
      try {
        return await getCurrentUser(signal);
      } catch (error) {
        if (isApiErrorStatus(error, 401)) return null;
        throw error;
      }
    },

    /**
     * GET /api/auth/session → the current user, or null when signed out, answered 200 either way
     * (the web app's first-load check uses the same route with a bare fetch; ADR 0018).
     */
    getSession: async (signal?: AbortSignal): Promise<User | null> =>
      (await callAt('auth', 'session', { signal })).user,

    /** PATCH /api/auth/profile → the updated user; only the fields sent are changed. */
    updateProfile: async (body: UpdateProfileBody): Promise<User> =>
      (await callAt('auth', 'updateProfile', { body })).user,

    /** PATCH /api/auth/password → `{ ok: true }`. */
    changePassword: (body: ChangePasswordBody): Promise<OkResponse> =>
      callAt('auth', 'changePassword', { body }),

    /** GET /api/support/challenge → `{ question, token }`. */
    getSupportChallenge: (): Promise<SupportChallengeResponse> => callAt('support', 'challenge'),

    /** POST /api/support/contact → `{ ok: true }`. */
    sendSupportMessage: (body: SupportContactBody): Promise<OkResponse> =>
      callAt('support', 'contact', { body }),

    /** GET /api/assessments → summaries of the user's completed assessments (default), oldest first. */
    listAssessments: (
      query: AssessmentListQuery = {},
      signal?: AbortSignal,
    ): Promise<AssessmentSummary[]> => callAt('assessments', 'list', { query, signal }),

    /**
     * GET /api/assessments/latest → `{ assessment }`: the newest completed one (or draft, with
     * `status: 'draft'`), of a variant's answers when `variant` is given; null when there is none.
     */
    getLatestAssessment: (
      query: LatestAssessmentQuery = {},
      signal?: AbortSignal,
    ): Promise<Assessment | null> =>
      callAt('assessments', 'latest', { query, signal }).then(({ assessment }) => assessment),

    /** GET /api/assessments/{id} → one of the user's assessments; ApiError(404) otherwise. */
    getAssessment: (id: string, signal?: AbortSignal): Promise<Assessment> =>
      callAt('assessments', 'get', { params: { id }, signal }),

    /**
     * GET /api/assessments/{id}/fhir → the assessment as a FHIR R4 Bundle (collection): Patient,
     * QuestionnaireResponse, Observations and one RiskAssessment per condition shown in full.
     * Answered as application/fhir+json (parsed as JSON); ApiError(404) when not the user's.
     */
    getAssessmentFhir: (id: string, signal?: AbortSignal): Promise<FhirBundle> =>
      callAt('fhir', 'assessmentBundle', { params: { id }, signal }),

    /**
     * GET /api/assessments/{id}/report.pdf → the report for a GP as a PDF file (a `File`, which
     * is a Blob), named as the server names it (`healthscreen-report-YYYY-MM-DD.pdf`): the
     * detailed report for Premium, else the summary. ApiError(404) when the assessment is not the
     * user's (or not completed), ApiError(429) when asked for too often.
     */
    downloadAssessmentReport: async (id: string, signal?: AbortSignal): Promise<File> =>
      download(
        await loadRoute('reports', 'assessmentPdf'),
        { id },
        { accept: 'application/pdf', fallbackName: 'healthscreen-report.pdf', signal },
      ),

    /** POST /api/assessments → a new completed assessment, scored on the server (201). */
    createAssessment: (body: CreateAssessmentRequest): Promise<Assessment> =>
      callAt('assessments', 'create', { body }),

    /** POST /api/assessments `{ draft: true }` → creates or updates the variant's one draft. */
    saveAssessmentDraft: (body: SaveDraftRequest): Promise<Assessment> =>
      callAt('assessments', 'create', { body: { ...body, draft: true } }),

    /**
     * PUT /api/assessments/{id} → the saved assessment. Send a growing `revision` with every
     * auto-save: a repeat answers the same, an older one fails with ApiError(409).
     */
    updateAssessment: (id: string, body: UpdateAssessmentRequest): Promise<Assessment> =>
      callAt('assessments', 'update', { params: { id }, body }),

    /** DELETE /api/assessments/{id} → `{ ok: true }` (discards a draft or a saved assessment). */
    deleteAssessment: (id: string): Promise<OkResponse> =>
      // an empty JSON object: a JSON content type with no body at all is a 400 in Fastify
      callAt('assessments', 'delete', { params: { id }, body: {} }),

    /** GET /api/user/disease-selection → `{ selectedDiseases }` ([] when none yet). */
    getDiseaseSelection: (signal?: AbortSignal): Promise<DiseaseSelectionResponse> =>
      callAt('diseaseSelection', 'get', { signal }),

    /** POST /api/user/disease-selection `{ diseases }` (exactly 5) → `{ selectedDiseases }`. */
    saveDiseaseSelection: (body: DiseaseSelectionBody): Promise<DiseaseSelectionResponse> =>
      callAt('diseaseSelection', 'save', { body }),

    /**
     * GET /api/trends (Premium) → the completed assessments compared: scores and key measures
     * over time, what changed between each two and why, and level rises. ApiError(403,
     * PREMIUM_REQUIRED) for trial, basic and expired users.
     */
    getTrends: (signal?: AbortSignal): Promise<TrendsResponse> =>
      callAt('trends', 'get', { signal }),

    /** GET /api/screening-tests → the user's tracked tests ("My tests"). */
    listScreeningTests: (signal?: AbortSignal): Promise<ScreeningTest[]> =>
      callAt('screeningTests', 'list', { signal }),

    /** POST /api/screening-tests → adds one of the user's current recommendations (201, or 200 if already there). */
    addScreeningTest: (body: AddScreeningTestBody): Promise<ScreeningTest> =>
      callAt('screeningTests', 'add', { body }),

    /** PUT /api/screening-tests/{testId}: a date → scheduled, null → pending; or status completed. */
    updateScreeningTest: (testId: string, body: UpdateScreeningTestBody): Promise<ScreeningTest> =>
      callAt('screeningTests', 'update', { params: { testId }, body }),

    /** DELETE /api/screening-tests/{testId} → `{ ok: true }`. */
    removeScreeningTest: (testId: string): Promise<OkResponse> =>
      callAt('screeningTests', 'remove', { params: { testId }, body: {} }),

    /** GET /api/screening-recommendations → recommendations from the latest assessment. */
    getScreeningRecommendations: (
      signal?: AbortSignal,
    ): Promise<ScreeningRecommendationsResponse> =>
      callAt('screeningTests', 'recommendations', { signal }),

    /** POST /api/shares `{ days }` → the new link with its full URL, shown only this once (201). */
    createShare: (body: CreateShareBody): Promise<Share> => callAt('shares', 'create', { body }),

    /** GET /api/shares → the user's links (no tokens), newest first, each with its access log. */
    listShares: (signal?: AbortSignal): Promise<ShareListItem[]> =>
      callAt('shares', 'list', { signal }),

    /** DELETE /api/shares/{id} → the link, revoked: it answers 404 from now on. */
    revokeShare: (id: string): Promise<ShareListItem> =>
      callAt('shares', 'revoke', { params: { id }, body: {} }),

    /** GET /api/shared/{token} (signed out too) → the owner's report; ApiError(404) once it ended. */
    getSharedReport: (token: string, signal?: AbortSignal): Promise<SharedReportResponse> =>
      callAt('shares', 'sharedReport', { params: { token }, signal }),

    ...planAndFitnessMethods(callAt),
    ...accountAndAdminMethods(callAt),
  };
}

/** `callAt` of {@link createApiClient}: a row of the route table by group and name. */
type CallAt = <G extends RouteGroup, K extends keyof RouteTable[G]>(
  group: G,
  key: K,
  ...args: RouteCallArgs<RouteAt<G, K>>
) => Promise<RouteResponse<RouteAt<G, K>>>;

/** The client's exercise, diet and lifestyle plans, biological markers and fitness data. */
function planAndFitnessMethods(callAt: CallAt) {
  return {
    /** GET /api/physical-activity-plans → the user's exercise plans, oldest first. */
    listPhysicalActivityPlans: (signal?: AbortSignal): Promise<PhysicalActivityPlan[]> =>
      callAt('physicalActivityPlans', 'list', { signal }),

    /** POST /api/physical-activity-plans → the new plan (201). */
    createPhysicalActivityPlan: (
      body: CreatePhysicalActivityPlanBody,
    ): Promise<PhysicalActivityPlan> => callAt('physicalActivityPlans', 'create', { body }),

    /** PUT /api/physical-activity-plans/{id} → the plan; only the fields sent change. */
    updatePhysicalActivityPlan: (
      id: string,
      body: UpdatePhysicalActivityPlanBody,
    ): Promise<PhysicalActivityPlan> =>
      callAt('physicalActivityPlans', 'update', { params: { id }, body }),

    /** DELETE /api/physical-activity-plans/{id} → `{ ok: true }`. */
    deletePhysicalActivityPlan: (id: string): Promise<OkResponse> =>
      callAt('physicalActivityPlans', 'delete', { params: { id }, body: {} }),

    /** DELETE /api/physical-activity-plans (Clear All, one transaction) → `{ deleted }`. */
    clearPhysicalActivityPlans: (): Promise<{ deleted: number }> =>
      callAt('physicalActivityPlans', 'clear', { body: {} }),

    /** PATCH …/{id}/days/{day}/activities/{index} `{ completed }` → the plan. */
    setPlanActivityCompleted: (
      target: PlanActivityTarget,
      completed: boolean,
    ): Promise<PhysicalActivityPlan> =>
      callAt('physicalActivityPlans', 'updateActivity', {
        params: { id: target.planId, day: target.day, index: target.index },
        body: target.name === undefined ? { completed } : { completed, name: target.name },
      }),

    /** DELETE …/{id}/days/{day}/activities/{index} → the plan without it (null: none left, deleted). */
    removePlanActivity: (
      target: PlanActivityTarget,
    ): Promise<{ plan: PhysicalActivityPlan | null }> =>
      callAt('physicalActivityPlans', 'removeActivity', {
        params: { id: target.planId, day: target.day, index: target.index },
        body: target.name === undefined ? {} : { name: target.name },
      }),

    /** POST /api/physical-activity-plans/longevity-program → replaces every exercise plan (201). */
    loadLongevityProgram: (body: LongevityProgramBody): Promise<PhysicalActivityPlan> =>
      callAt('physicalActivityPlans', 'loadLongevityProgram', { body }),

    /** POST /api/physical-activity-plans/generate → the AI wizard's six steps, all or nothing (201). */
    generateExercisePlan: (body: ExercisePreferencesBody): Promise<GenerateExercisePlanResponse> =>
      callAt('physicalActivityPlans', 'generate', { body }),

    /** GET /api/exercise-preferences → the saved wizard answers, or null. */
    getExercisePreferences: (signal?: AbortSignal): Promise<SavedExercisePreferences | null> =>
      callAt('exercisePreferences', 'get', { signal }),

    /** POST /api/exercise-preferences → the saved preferences. */
    saveExercisePreferences: (body: ExercisePreferencesBody): Promise<SavedExercisePreferences> =>
      callAt('exercisePreferences', 'save', { body }),

    /** GET /api/diet-lifestyle-plans → the user's diet and lifestyle plans (incl. AI exercise plans). */
    listDietLifestylePlans: (signal?: AbortSignal): Promise<DietLifestylePlan[]> =>
      callAt('dietLifestylePlans', 'list', { signal }),

    /** POST /api/diet-lifestyle-plans → the new diet, sleep, stress or aesthetic plan (201). */
    createDietLifestylePlan: (body: CreateDietLifestylePlanBody): Promise<DietLifestylePlan> =>
      callAt('dietLifestylePlans', 'create', { body }),

    /** PUT /api/diet-lifestyle-plans/{id} → the plan; only the fields sent change. */
    updateDietLifestylePlan: (
      id: string,
      body: UpdateDietLifestylePlanBody,
    ): Promise<DietLifestylePlan> =>
      callAt('dietLifestylePlans', 'update', { params: { id }, body }),

    /** DELETE /api/diet-lifestyle-plans/{id} → `{ ok: true }`. */
    deleteDietLifestylePlan: (id: string): Promise<OkResponse> =>
      callAt('dietLifestylePlans', 'delete', { params: { id }, body: {} }),

    /** GET /api/diet-lifestyle-plans/diet-library → each library diet checked against the person. */
    listDietLibraryChecks: (signal?: AbortSignal): Promise<LibraryDietCheckList> =>
      callAt('dietLifestylePlans', 'libraryChecks', { signal }),

    /**
     * POST /api/diet-lifestyle-plans/diet-library → replaces every diet plan with the chosen one,
     * with its Diet Guide as planData (201); a diet that is not suitable for the person → 409.
     */
    chooseLibraryDiet: (body: ChooseLibraryDietBody): Promise<DietLifestylePlan> =>
      callAt('dietLifestylePlans', 'chooseLibraryDiet', { body }),

    /** GET /api/dietary-preferences → the saved diet wizard answers, or null. */
    getDietaryPreferences: (signal?: AbortSignal): Promise<SavedDietaryPreferences | null> =>
      callAt('dietaryPreferences', 'get', { signal }),

    /** POST /api/dietary-preferences → the saved preferences. */
    saveDietaryPreferences: (body: DietaryPreferencesBody): Promise<SavedDietaryPreferences> =>
      callAt('dietaryPreferences', 'save', { body }),

    /** POST /api/diet-plans/generate → preferences saved, the plan generated from the latest assessment. */
    generateDietPlan: (body: DietaryPreferencesBody): Promise<GenerateDietPlanResponse> =>
      callAt('dietaryPreferences', 'generate', { body }),

    /** GET /api/biological-markers → lab values of the latest completed assessment. */
    listBiologicalMarkers: (signal?: AbortSignal): Promise<BiologicalMarker[]> =>
      callAt('biologicalMarkers', 'list', { signal }),

    /** GET /api/fitness-connections → the user's connected providers with their last sync. */
    listFitnessConnections: (signal?: AbortSignal): Promise<FitnessConnection[]> =>
      callAt('fitness', 'connections', { signal }),

    /** DELETE /api/fitness-connections/{provider} → the connection and all its data are deleted. */
    disconnectFitnessProvider: (provider: FitnessProvider): Promise<OkResponse> =>
      callAt('fitness', 'disconnect', { params: { provider }, body: {} }),

    /** GET /api/fitness-activities → workouts, newest first (at most 100). */
    listFitnessActivities: (signal?: AbortSignal): Promise<FitnessActivity[]> =>
      callAt('fitness', 'activities', { signal }),

    /** GET /api/heart-rate-data → hourly mean heart rate of the newest 7 days with data. */
    listHeartRateData: (signal?: AbortSignal): Promise<HeartRateRecord[]> =>
      callAt('fitness', 'heartRate', { signal }),

    /** GET /api/sleep-sessions → nights asleep, newest first (at most 30). */
    listSleepSessions: (signal?: AbortSignal): Promise<SleepSession[]> =>
      callAt('fitness', 'sleepSessions', { signal }),

    /** GET /api/daily-metrics → daily steps and resting heart rate, newest first (at most 30 days). */
    listDailyMetrics: (signal?: AbortSignal): Promise<DailyMetric[]> =>
      callAt('fitness', 'dailyMetrics', { signal }),

    /** GET /api/body-measurements → the newest weight, BMI and body fat of each provider. */
    listBodyMeasurements: (signal?: AbortSignal): Promise<BodyMeasurement[]> =>
      callAt('fitness', 'bodyMeasurements', { signal }),

    /** GET /api/health-averages → the 7-day averages (§3 Health averages). */
    getHealthAverages: (signal?: AbortSignal): Promise<HealthAverages> =>
      callAt('fitness', 'averages', { signal }),

    /** GET /api/fitness-summary → per provider totals ('Connected Data Summary', Metrics tab). */
    getFitnessSummary: (signal?: AbortSignal): Promise<FitnessSummaryRow[]> =>
      callAt('fitness', 'summary', { signal }),

    /** GET /api/fitness-prefill → assessment answers the device data suggests, with their source. */
    getFitnessPrefill: (signal?: AbortSignal): Promise<FitnessPrefill> =>
      callAt('fitness', 'prefill', { signal }),

    /** POST /api/fitness-connect/{provider} → how to connect (Apple Health: import its export). */
    connectFitnessProvider: (provider: FitnessProvider): Promise<FitnessConnectResponse> =>
      callAt('fitness', 'connect', { params: { provider }, body: {} }),

    /** POST /api/fitness-sync/{provider} → how to sync (Apple Health: import a newer export). */
    syncFitnessProvider: (provider: FitnessProvider): Promise<FitnessConnectResponse> =>
      callAt('fitness', 'sync', { params: { provider }, body: {} }),

    /**
     * POST /api/fitness-import/apple-health (multipart, field `file`) → the finished import. The
     * web app sends the same request through XMLHttpRequest to show the upload's progress.
     */
    importAppleHealth: (file: Blob, fileName = 'export.zip'): Promise<FitnessImport> => {
      const form = new FormData();
      form.append(APPLE_HEALTH_UPLOAD_FIELD, file, fileName);
      return callAt('fitness', 'appleHealthImport', {
        body: form as unknown as Record<string, never>,
      });
    },

    /** GET /api/fitness-import/apple-health → the newest import (its progress while it runs) or null. */
    getLatestAppleHealthImport: (signal?: AbortSignal): Promise<FitnessImport | null> =>
      callAt('fitness', 'latestAppleHealthImport', { signal }),
  };
}

/** The client's sessions, subscription, account, admin and analytics calls. */
function accountAndAdminMethods(callAt: CallAt) {
  return {
    /** GET /api/auth/sessions → the user's signed-in sessions, the current one marked. */
    listSessions: (signal?: AbortSignal): Promise<SessionInfo[]> =>
      callAt('auth', 'sessions', { signal }),

    /** POST /api/auth/sessions/sign-out-everywhere → every session of the user ends, this one too. */
    signOutEverywhere: (): Promise<OkResponse> => callAt('auth', 'signOutEverywhere', { body: {} }),

    /** GET /api/subscription/plans → Basic and Premium with prices and features. */
    getSubscriptionPlans: (signal?: AbortSignal): Promise<SubscriptionPlansResponse> =>
      callAt('subscription', 'plans', { signal }),

    /** POST /api/subscription/create-payment-intent → clientSecret for the card form (201). */
    createPaymentIntent: (body: CreatePaymentIntentBody): Promise<PaymentIntentResponse> =>
      callAt('subscription', 'createPaymentIntent', { body }),

    /** POST /api/subscription/confirm-payment → the plan, once the server has verified the payment. */
    confirmPayment: (body: PaymentIntentIdBody): Promise<ConfirmPaymentResponse> =>
      callAt('subscription', 'confirmPayment', { body }),

    /** POST /api/subscription/cancel → access continues until `accessUntil`. */
    cancelSubscription: (): Promise<CancelSubscriptionResponse> =>
      callAt('subscription', 'cancel', { body: {} }),

    /** POST /api/subscription/demo/complete-payment: demo mode's stand-in for the card form. */
    completeDemoPayment: (body: PaymentIntentIdBody): Promise<OkResponse> =>
      callAt('subscription', 'demoCompletePayment', { body }),

    /** GET /api/subscription/payments → the user's payments, newest first. */
    listPayments: (signal?: AbortSignal): Promise<PaymentRecord[]> =>
      callAt('subscription', 'payments', { signal }),

    /** GET /api/stripe/config → the publishable key (null in demo mode). */
    getStripeConfig: (signal?: AbortSignal): Promise<StripeConfigResponse> =>
      callAt('subscription', 'stripeConfig', { signal }),

    /** POST /api/auth/password-reset/request → the same 202 whether or not the address is known. */
    requestPasswordReset: (body: PasswordResetRequestBody) =>
      callAt('auth', 'requestPasswordReset', { body }),

    /** POST /api/auth/password-reset/confirm → sets the password; every session ends. */
    confirmPasswordReset: (body: PasswordResetConfirmBody): Promise<OkResponse> =>
      callAt('auth', 'confirmPasswordReset', { body }),

    /** GET /api/account/export → everything stored about the signed-in user. */
    exportAccount: (signal?: AbortSignal): Promise<AccountExport> =>
      callAt('account', 'export', { signal }),

    /** DELETE /api/account → erases the account and everything in it; the session ends. */
    deleteAccount: (body: DeleteAccountBody): Promise<OkResponse> =>
      callAt('account', 'delete', { body }),

    /** GET /api/admin/users → one page of users, the total matching and the stat cards. */
    listAdminUsers: (
      query: AdminUserListQuery = {},
      signal?: AbortSignal,
    ): Promise<AdminUserListResponse> => callAt('admin', 'users', { query, signal }),

    /** PATCH /api/admin/users/{id} → the updated user. */
    updateAdminUser: (id: string, body: AdminUpdateUserBody): Promise<User> =>
      callAt('admin', 'updateUser', { params: { id }, body }),

    /** DELETE /api/admin/users/{id} → `{ ok: true }` once everything of the user is gone. */
    deleteAdminUser: (id: string): Promise<OkResponse> =>
      callAt('admin', 'deleteUser', { params: { id }, body: {} }),

    /** GET /api/admin/audit-log → admin actions, newest first. */
    getAuditLog: (query: AuditLogQuery = {}, signal?: AbortSignal): Promise<AuditLogResponse> =>
      callAt('admin', 'auditLog', { query, signal }),

    /** GET /api/admin/support-messages → contact-form messages, newest first. */
    listSupportMessages: (
      query: SupportInboxQuery = {},
      signal?: AbortSignal,
    ): Promise<SupportInboxResponse> => callAt('admin', 'supportMessages', { query, signal }),

    /** PATCH /api/admin/support-messages/{id} → marks a message handled (or open again). */
    updateSupportMessage: (
      id: string,
      body: UpdateSupportMessageBody,
    ): Promise<SupportInboxMessage> =>
      callAt('admin', 'updateSupportMessage', { params: { id }, body }),

    /** POST /api/analytics/session → accepted (202). */
    startAnalyticsSession: (body: AnalyticsSessionBody) =>
      callAt('analytics', 'startSession', { body }),

    /** POST /api/analytics/session/{id}/end → accepted (202). */
    endAnalyticsSession: (sessionId: string) =>
      callAt('analytics', 'endSession', { params: { sessionId }, body: {} }),

    /** POST /api/analytics/pageview → accepted (202). */
    recordPageView: (body: AnalyticsPageViewBody) => callAt('analytics', 'pageView', { body }),

    /** POST /api/analytics/event → accepted (202). */
    recordAnalyticsEvent: (body: AnalyticsEventBody) => callAt('analytics', 'event', { body }),

    /** GET /api/analytics/users?days → the four cards and a row per user, over the range. */
    getUserAnalytics: (
      query: AnalyticsUsersQuery = {},
      signal?: AbortSignal,
    ): Promise<AnalyticsUsersResponse> => callAt('analytics', 'users', { query, signal }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
