import type { z } from 'zod';

import {
  AssessmentIdParamsSchema,
  AssessmentListQuerySchema,
  AssessmentListResponseSchema,
  AssessmentSchema,
  CreateAssessmentRequestSchema,
  DiseaseSelectionBodySchema,
  DiseaseSelectionResponseSchema,
  UpdateAssessmentRequestSchema,
  LatestAssessmentQuerySchema,
  LatestAssessmentResponseSchema,
} from './assessments.js';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  OkResponseSchema,
  SessionListSchema,
  RegisterBodySchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
} from './auth.js';
import {
  AccountExportSchema,
  DeleteAccountBodySchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  PasswordResetRequestedSchema,
} from './account.js';
import {
  AdminUpdateUserBodySchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  SupportInboxMessageSchema,
  SupportInboxQuerySchema,
  SupportInboxResponseSchema,
  SupportMessageIdParamsSchema,
  UpdateSupportMessageBodySchema,
} from './admin.js';
import {
  AnalyticsAcceptedSchema,
  AnalyticsEventBodySchema,
  AnalyticsPageViewBodySchema,
  AnalyticsSessionBodySchema,
  AnalyticsSessionParamsSchema,
  AnalyticsUsersQuerySchema,
  AnalyticsUsersResponseSchema,
} from './analytics.js';
import { HealthResponseSchema } from './errors.js';
import {
  BodyMeasurementSchema,
  DailyMetricSchema,
  FitnessActivitySchema,
  FitnessConnectionSchema,
  FitnessConnectResponseSchema,
  FitnessImportSchema,
  FitnessPrefillSchema,
  FitnessProviderParamsSchema,
  FitnessSummarySchema,
  HealthAveragesSchema,
  HeartRateRecordSchema,
  LatestFitnessImportSchema,
  SleepSessionSchema,
} from './fitness.js';
import { AssessmentFhirQuerySchema, FhirBundleSchema } from './fhir.js';
import {
  ClearPlansResponseSchema,
  CreatePhysicalActivityPlanBodySchema,
  DietLifestylePlanListSchema,
  DietLifestylePlanSchema,
  ExercisePreferencesResponseSchema,
  ExercisePreferencesSchema,
  GenerateExercisePlanResponseSchema,
  LongevityProgramBodySchema,
  PhysicalActivityPlanListSchema,
  PhysicalActivityPlanSchema,
  PlanActivityParamsSchema,
  PlanIdParamsSchema,
  RemovePlanActivityBodySchema,
  RemovePlanActivityResponseSchema,
  SavedExercisePreferencesResponseSchema,
  UpdatePhysicalActivityPlanBodySchema,
  UpdatePlanActivityBodySchema,
} from './plans.js';
import {
  AddScreeningTestBodySchema,
  ScreeningRecommendationsResponseSchema,
  ScreeningTestIdParamsSchema,
  ScreeningTestListSchema,
  ScreeningTestSchema,
  UpdateScreeningTestBodySchema,
} from './screening.js';
import {
  BiologicalMarkerListSchema,
  ChooseLibraryDietBodySchema,
  CreateDietLifestylePlanBodySchema,
  DietaryPreferencesSchema,
  GenerateDietPlanResponseSchema,
  LifestylePlanIdParamsSchema,
  SavedDietaryPreferencesResponseSchema,
  UpdateDietLifestylePlanBodySchema,
} from './lifestyle.js';
import { API_ROUTES } from './paths.js';
import { ReportPdfSchema } from './reports.js';
import {
  CancelSubscriptionResponseSchema,
  ConfirmPaymentResponseSchema,
  CreatePaymentIntentBodySchema,
  PaymentIntentIdBodySchema,
  PaymentIntentResponseSchema,
  PaymentRecordListSchema,
  StripeConfigResponseSchema,
  StripeWebhookResponseSchema,
  SubscriptionPlansResponseSchema,
} from './subscription.js';
import { SupportChallengeResponseSchema, SupportContactBodySchema } from './support.js';
import { TrendsResponseSchema } from './trends.js';
import {
  CreateShareBodySchema,
  ShareIdParamsSchema,
  ShareListItemSchema,
  ShareListSchema,
  SharedReportParamsSchema,
  SharedReportResponseSchema,
  ShareSchema,
} from './shares.js';
import { UserSchema } from './user.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call a route: anyone, a signed-in user (else 401), or a signed-in admin (else 401/403). */
export const ROUTE_ACCESS = ['anonymous', 'user', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * One row of the route table: everything the server registers and the client calls with.
 * `path` is Fastify-style (`/api/assessments/:id`); `params`, `query` and `body` are checked by the
 * server before the handler runs; `responses` holds the answer's schema by 2xx status (the server
 * checks what it sends, the client what it receives).
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

/** Keeps a row's literal method, path and schema types (the client and Fastify infer from them). */
function defineApiRoute<const TRoute extends ApiRoute>(route: TRoute): TRoute {
  return route;
}

/**
 * Every route of the API, once. The Fastify routes (apps/api) and the typed client
 * (`createApiClient`) are both built from these rows: a new route is one row here plus its
 * handler on the server.
 */
export const ROUTES = {
  health: {
    check: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.health,
      access: 'anonymous',
      responses: { 200: HealthResponseSchema },
    }),
  },
  auth: {
    register: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.register,
      access: 'anonymous',
      body: RegisterBodySchema,
      responses: { 201: UserResponseSchema },
    }),
    login: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.login,
      access: 'anonymous',
      body: LoginBodySchema,
      responses: { 200: UserResponseSchema },
    }),
    logout: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.logout,
      access: 'anonymous',
      responses: { 200: OkResponseSchema },
    }),
    user: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.auth.user,
      access: 'user',
      responses: { 200: UserSchema },
    }),
    updateProfile: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.auth.profile,
      access: 'user',
      body: UpdateProfileBodySchema,
      responses: { 200: UserResponseSchema },
    }),
    changePassword: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.auth.password,
      access: 'user',
      body: ChangePasswordBodySchema,
      responses: { 200: OkResponseSchema },
    }),
    sessions: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.auth.sessions,
      access: 'user',
      responses: { 200: SessionListSchema },
    }),
    signOutEverywhere: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.signOutEverywhere,
      access: 'user',
      responses: { 200: OkResponseSchema },
    }),
    requestPasswordReset: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.passwordResetRequest,
      access: 'anonymous',
      body: PasswordResetRequestBodySchema,
      responses: { 202: PasswordResetRequestedSchema },
    }),
    confirmPasswordReset: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.passwordResetConfirm,
      access: 'anonymous',
      body: PasswordResetConfirmBodySchema,
      responses: { 200: OkResponseSchema },
    }),
  },
  account: {
    export: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.accountExport,
      access: 'user',
      responses: { 200: AccountExportSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.account,
      access: 'user',
      body: DeleteAccountBodySchema,
      responses: { 200: OkResponseSchema },
    }),
  },
  admin: {
    users: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.admin.users,
      access: 'admin',
      query: AdminUserListQuerySchema,
      responses: { 200: AdminUserListResponseSchema },
    }),
    updateUser: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.admin.user,
      access: 'admin',
      params: AdminUserIdParamsSchema,
      body: AdminUpdateUserBodySchema,
      responses: { 200: UserSchema },
    }),
    deleteUser: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.admin.user,
      access: 'admin',
      params: AdminUserIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    auditLog: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.admin.auditLog,
      access: 'admin',
      query: AuditLogQuerySchema,
      responses: { 200: AuditLogResponseSchema },
    }),
    supportMessages: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.admin.supportMessages,
      access: 'admin',
      query: SupportInboxQuerySchema,
      responses: { 200: SupportInboxResponseSchema },
    }),
    updateSupportMessage: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.admin.supportMessage,
      access: 'admin',
      params: SupportMessageIdParamsSchema,
      body: UpdateSupportMessageBodySchema,
      responses: { 200: SupportInboxMessageSchema },
    }),
  },
  analytics: {
    startSession: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.session,
      access: 'anonymous',
      body: AnalyticsSessionBodySchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    endSession: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.sessionEnd,
      access: 'anonymous',
      params: AnalyticsSessionParamsSchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    pageView: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.pageView,
      access: 'anonymous',
      body: AnalyticsPageViewBodySchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    event: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.event,
      access: 'anonymous',
      body: AnalyticsEventBodySchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    users: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.analytics.users,
      access: 'admin',
      query: AnalyticsUsersQuerySchema,
      responses: { 200: AnalyticsUsersResponseSchema },
    }),
  },
  support: {
    challenge: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.support.challenge,
      access: 'anonymous',
      responses: { 200: SupportChallengeResponseSchema },
    }),
    contact: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.support.contact,
      access: 'anonymous',
      body: SupportContactBodySchema,
      responses: { 200: OkResponseSchema },
    }),
  },
  assessments: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessments,
      access: 'user',
      query: AssessmentListQuerySchema,
      responses: { 200: AssessmentListResponseSchema },
    }),
    latest: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.latestAssessment,
      access: 'user',
      query: LatestAssessmentQuerySchema,
      responses: { 200: LatestAssessmentResponseSchema },
    }),
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessment,
      access: 'user',
      params: AssessmentIdParamsSchema,
      responses: { 200: AssessmentSchema },
    }),
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.assessments,
      access: 'user',
      body: CreateAssessmentRequestSchema,
      // 201 a new assessment or draft; 200 the variant's draft updated in place
      responses: { 200: AssessmentSchema, 201: AssessmentSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.assessment,
      access: 'user',
      params: AssessmentIdParamsSchema,
      body: UpdateAssessmentRequestSchema,
      responses: { 200: AssessmentSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.assessment,
      access: 'user',
      params: AssessmentIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
  },
  /** FHIR R4 export (issue 16): answered as application/fhir+json, which the client parses as JSON. */
  fhir: {
    assessmentBundle: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessmentFhir,
      access: 'user',
      params: AssessmentIdParamsSchema,
      query: AssessmentFhirQuerySchema,
      responses: { 200: FhirBundleSchema },
    }),
  },
  trends: {
    /** Premium only: trial, basic and expired users get 403 PREMIUM_REQUIRED. */
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.trends,
      access: 'user',
      responses: { 200: TrendsResponseSchema },
    }),
  },
  reports: {
    /**
     * The report for a GP as a PDF (issue 16): `application/pdf` bytes, not JSON (the API sends a
     * Buffer, which Fastify never serializes; the client's `downloadAssessmentReport` reads a
     * file). Premium gets the detailed report, everyone else the summary; rate-limited per user.
     */
    assessmentPdf: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessmentReport,
      access: 'user',
      params: AssessmentIdParamsSchema,
      responses: { 200: ReportPdfSchema },
    }),
  },
  diseaseSelection: {
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.user.diseaseSelection,
      access: 'user',
      responses: { 200: DiseaseSelectionResponseSchema },
    }),
    save: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.user.diseaseSelection,
      access: 'user',
      body: DiseaseSelectionBodySchema,
      responses: { 200: DiseaseSelectionResponseSchema },
    }),
  },
  shares: {
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.shares,
      access: 'user',
      body: CreateShareBodySchema,
      responses: { 201: ShareSchema },
    }),
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.shares,
      access: 'user',
      responses: { 200: ShareListSchema },
    }),
    revoke: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.share,
      access: 'user',
      params: ShareIdParamsSchema,
      responses: { 200: ShareListItemSchema },
    }),
    /** The clinician's read: anyone holding the link (rate-limited per address). */
    sharedReport: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.sharedReport,
      access: 'anonymous',
      params: SharedReportParamsSchema,
      responses: { 200: SharedReportResponseSchema },
    }),
  },
  screeningTests: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.screeningTests,
      access: 'user',
      responses: { 200: ScreeningTestListSchema },
    }),
    add: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.screeningTests,
      access: 'user',
      body: AddScreeningTestBodySchema,
      // 201 added; 200 it was already in "My tests"
      responses: { 200: ScreeningTestSchema, 201: ScreeningTestSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.screeningTest,
      access: 'user',
      params: ScreeningTestIdParamsSchema,
      body: UpdateScreeningTestBodySchema,
      responses: { 200: ScreeningTestSchema },
    }),
    remove: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.screeningTest,
      access: 'user',
      params: ScreeningTestIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    recommendations: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.screeningRecommendations,
      access: 'user',
      responses: { 200: ScreeningRecommendationsResponseSchema },
    }),
  },
  physicalActivityPlans: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.physicalActivityPlans,
      access: 'user',
      responses: { 200: PhysicalActivityPlanListSchema },
    }),
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.physicalActivityPlans,
      access: 'user',
      body: CreatePhysicalActivityPlanBodySchema,
      responses: { 201: PhysicalActivityPlanSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.physicalActivityPlan,
      access: 'user',
      params: PlanIdParamsSchema,
      body: UpdatePhysicalActivityPlanBodySchema,
      responses: { 200: PhysicalActivityPlanSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.physicalActivityPlan,
      access: 'user',
      params: PlanIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    clear: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.physicalActivityPlans,
      access: 'user',
      responses: { 200: ClearPlansResponseSchema },
    }),
    updateActivity: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.physicalActivityPlanActivity,
      access: 'user',
      params: PlanActivityParamsSchema,
      body: UpdatePlanActivityBodySchema,
      responses: { 200: PhysicalActivityPlanSchema },
    }),
    removeActivity: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.physicalActivityPlanActivity,
      access: 'user',
      params: PlanActivityParamsSchema,
      body: RemovePlanActivityBodySchema,
      responses: { 200: RemovePlanActivityResponseSchema },
    }),
    loadLongevityProgram: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.longevityProgram,
      access: 'user',
      body: LongevityProgramBodySchema,
      responses: { 201: PhysicalActivityPlanSchema },
    }),
    generate: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.generateExercisePlan,
      access: 'user',
      body: ExercisePreferencesSchema,
      responses: { 201: GenerateExercisePlanResponseSchema },
    }),
  },
  exercisePreferences: {
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.exercisePreferences,
      access: 'user',
      responses: { 200: SavedExercisePreferencesResponseSchema },
    }),
    save: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.exercisePreferences,
      access: 'user',
      body: ExercisePreferencesSchema,
      responses: { 200: ExercisePreferencesResponseSchema },
    }),
  },
  dietLifestylePlans: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.dietLifestylePlans,
      access: 'user',
      responses: { 200: DietLifestylePlanListSchema },
    }),
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.dietLifestylePlans,
      access: 'user',
      body: CreateDietLifestylePlanBodySchema,
      responses: { 201: DietLifestylePlanSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.dietLifestylePlan,
      access: 'user',
      params: LifestylePlanIdParamsSchema,
      body: UpdateDietLifestylePlanBodySchema,
      responses: { 200: DietLifestylePlanSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.dietLifestylePlan,
      access: 'user',
      params: LifestylePlanIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    chooseLibraryDiet: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.dietLibraryChoice,
      access: 'user',
      body: ChooseLibraryDietBodySchema,
      responses: { 201: DietLifestylePlanSchema },
    }),
  },
  dietaryPreferences: {
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.dietaryPreferences,
      access: 'user',
      responses: { 200: SavedDietaryPreferencesResponseSchema },
    }),
    save: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.dietaryPreferences,
      access: 'user',
      body: DietaryPreferencesSchema,
      responses: { 200: DietaryPreferencesSchema },
    }),
    generate: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.generateDietPlan,
      access: 'user',
      body: DietaryPreferencesSchema,
      responses: { 200: GenerateDietPlanResponseSchema },
    }),
  },
  biologicalMarkers: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.biologicalMarkers,
      access: 'user',
      responses: { 200: BiologicalMarkerListSchema },
    }),
  },
  fitness: {
    connections: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.connections,
      access: 'user',
      responses: { 200: FitnessConnectionSchema.array() },
    }),
    disconnect: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.fitness.connection,
      access: 'user',
      params: FitnessProviderParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    activities: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.activities,
      access: 'user',
      responses: { 200: FitnessActivitySchema.array() },
    }),
    heartRate: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.heartRate,
      access: 'user',
      responses: { 200: HeartRateRecordSchema.array() },
    }),
    sleepSessions: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.sleepSessions,
      access: 'user',
      responses: { 200: SleepSessionSchema.array() },
    }),
    dailyMetrics: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.dailyMetrics,
      access: 'user',
      responses: { 200: DailyMetricSchema.array() },
    }),
    bodyMeasurements: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.bodyMeasurements,
      access: 'user',
      responses: { 200: BodyMeasurementSchema.array() },
    }),
    averages: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.averages,
      access: 'user',
      responses: { 200: HealthAveragesSchema },
    }),
    summary: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.summary,
      access: 'user',
      responses: { 200: FitnessSummarySchema },
    }),
    prefill: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.prefill,
      access: 'user',
      responses: { 200: FitnessPrefillSchema },
    }),
    connect: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.fitness.connect,
      access: 'user',
      params: FitnessProviderParamsSchema,
      responses: { 200: FitnessConnectResponseSchema },
    }),
    sync: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.fitness.sync,
      access: 'user',
      params: FitnessProviderParamsSchema,
      responses: { 200: FitnessConnectResponseSchema },
    }),
    /** multipart/form-data with the export zip in the field `file` (not JSON: no body schema). */
    appleHealthImport: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.fitness.appleHealthImport,
      access: 'user',
      responses: { 200: FitnessImportSchema },
    }),
    latestAppleHealthImport: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.appleHealthImport,
      access: 'user',
      responses: { 200: LatestFitnessImportSchema },
    }),
  },
  subscription: {
    plans: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.subscriptionPlans,
      access: 'anonymous',
      responses: { 200: SubscriptionPlansResponseSchema },
    }),
    createPaymentIntent: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.createPaymentIntent,
      access: 'user',
      body: CreatePaymentIntentBodySchema,
      responses: { 201: PaymentIntentResponseSchema },
    }),
    confirmPayment: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.confirmPayment,
      access: 'user',
      body: PaymentIntentIdBodySchema,
      responses: { 200: ConfirmPaymentResponseSchema },
    }),
    cancel: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.cancelSubscription,
      access: 'user',
      responses: { 200: CancelSubscriptionResponseSchema },
    }),
    demoCompletePayment: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.demoCompletePayment,
      access: 'user',
      body: PaymentIntentIdBodySchema,
      responses: { 200: OkResponseSchema },
    }),
    payments: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.paymentHistory,
      access: 'user',
      responses: { 200: PaymentRecordListSchema },
    }),
    stripeConfig: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.stripeConfig,
      access: 'anonymous',
      responses: { 200: StripeConfigResponseSchema },
    }),
    /** Stripe's signed events: the raw body is verified with STRIPE_WEBHOOK_SECRET (no session). */
    stripeWebhook: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.stripeWebhook,
      access: 'anonymous',
      responses: { 200: StripeWebhookResponseSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** Every row of {@link ROUTES}, in table order. */
export function listApiRoutes(): ApiRoute[] {
  const groups: Record<string, Record<string, ApiRoute>> = ROUTES;
  return Object.values(groups).flatMap((group) => Object.values(group));
}
