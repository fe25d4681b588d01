import { describe, expect, it } from 'vitest';

import { ApiError, createApiClient } from '../client.js';
import { fillRoutePath } from './paths.js';
import type { ExercisePreferencesBody } from './plans.js';
import { listApiRoutes, ROUTES, type ApiRoute } from './routes.js';

const ASSESSMENT_ID = 'a1/b 2';

/** What the rows below fill their path parameters with. */
const PATH_PARAMS = {
  id: ASSESSMENT_ID,
  testId: ASSESSMENT_ID,
  day: 'Monday',
  index: 2,
  sessionId: ASSESSMENT_ID,
  provider: 'apple-health',
  token: ASSESSMENT_ID,
} as const;
const ACTIVITY = { planId: ASSESSMENT_ID, day: 'Monday', index: 2 } as const;
const PREFERENCES = {
  fitnessGoals: ['Strength'],
  exerciseTypes: [],
  currentFitnessLevel: 'beginner',
  timeAvailable: 30,
  selectedDays: ['Monday'],
  preferredTime: 'morning',
  injuries: [],
  medicalLimitations: [],
  equipmentAccess: [],
  exerciseExperience: 'beginner',
  motivationFactors: [],
  previousExerciseHabits: 'inconsistent',
} satisfies ExercisePreferencesBody;

const survey = { variant: 'survey' as const, age: 52 };

/**
 * Each public method of the client, the row it must use, and the request it must send, written
 * out literally so that a row pointing at the wrong method or path fails here.
 */
const CLIENT_CALLS: {
  name: string;
  invoke: (client: ReturnType<typeof createApiClient>) => Promise<unknown>;
  route: ApiRoute;
  sends: string;
}[] = [
  {
    name: 'getHealth',
    invoke: (c) => c.getHealth(),
    route: ROUTES.health.check,
    sends: 'GET /api/health',
  },
  {
    name: 'register',
    invoke: (c) =>
      c.register({ email: 'a@b.co', password: 'long enough', firstName: 'A', lastName: 'B' }),
    route: ROUTES.auth.register,
    sends: 'POST /api/auth/register',
  },
  {
    name: 'login',
    invoke: (c) => c.login({ email: 'a@b.co', password: 'x' }),
    route: ROUTES.auth.login,
    sends: 'POST /api/auth/login',
  },
  {
    name: 'logout',
    invoke: (c) => c.logout(),
    route: ROUTES.auth.logout,
    sends: 'POST /api/auth/logout',
  },
  {
    name: 'getCurrentUser',
    invoke: (c) => c.getCurrentUser(),
    route: ROUTES.auth.user,
    sends: 'GET /api/auth/user',
  },
  {
    name: 'getSession',
    invoke: (c) => c.getSession(),
    route: ROUTES.auth.session,
    sends: 'GET /api/auth/session',
  },
  {
    name: 'getCurrentUserOrNull',
    invoke: (c) => c.getCurrentUserOrNull(),
    route: ROUTES.auth.user,
    sends: 'GET /api/auth/user',
  },
  {
    name: 'updateProfile',
    invoke: (c) => c.updateProfile({ firstName: 'Ada' }),
    route: ROUTES.auth.updateProfile,
    sends: 'PATCH /api/auth/profile',
  },
  {
    name: 'changePassword',
    invoke: (c) => c.changePassword({ currentPassword: 'old one', newPassword: 'a new one!' }),
    route: ROUTES.auth.changePassword,
    sends: 'PATCH /api/auth/password',
  },
  {
    name: 'getSupportChallenge',
    invoke: (c) => c.getSupportChallenge(),
    route: ROUTES.support.challenge,
    sends: 'GET /api/support/challenge',
  },
  {
    name: 'sendSupportMessage',
    invoke: (c) =>
      c.sendSupportMessage({
        name: 'A',
        email: 'a@b.co',
        subject: 'S',
        category: 'general',
        message: 'M',
        mathAnswer: 5,
        challengeToken: 't',
      }),
    route: ROUTES.support.contact,
    sends: 'POST /api/support/contact',
  },
  {
    name: 'listAssessments',
    invoke: (c) => c.listAssessments({ status: 'all' }),
    route: ROUTES.assessments.list,
    sends: 'GET /api/assessments?status=all',
  },
  {
    name: 'getLatestAssessment',
    invoke: (c) => c.getLatestAssessment({ status: 'draft', variant: 'survey' }),
    route: ROUTES.assessments.latest,
    sends: 'GET /api/assessments/latest?status=draft&variant=survey',
  },
  {
    name: 'getAssessment',
    invoke: (c) => c.getAssessment(ASSESSMENT_ID),
    route: ROUTES.assessments.get,
    sends: 'GET /api/assessments/a1%2Fb%202',
  },
  {
    name: 'getAssessmentFhir',
    invoke: (c) => c.getAssessmentFhir(ASSESSMENT_ID),
    route: ROUTES.fhir.assessmentBundle,
    sends: 'GET /api/assessments/a1%2Fb%202/fhir',
  },
  {
    name: 'downloadAssessmentReport',
    invoke: (c) => c.downloadAssessmentReport(ASSESSMENT_ID),
    route: ROUTES.reports.assessmentPdf,
    sends: 'GET /api/assessments/a1%2Fb%202/report.pdf',
  },
  {
    name: 'createAssessment',
    invoke: (c) => c.createAssessment(survey),
    route: ROUTES.assessments.create,
    sends: 'POST /api/assessments',
  },
  {
    name: 'saveAssessmentDraft',
    invoke: (c) => c.saveAssessmentDraft(survey),
    route: ROUTES.assessments.create,
    sends: 'POST /api/assessments',
  },
  {
    name: 'updateAssessment',
    invoke: (c) => c.updateAssessment(ASSESSMENT_ID, { ...survey, revision: 2 }),
    route: ROUTES.assessments.update,
    sends: 'PUT /api/assessments/a1%2Fb%202',
  },
  {
    name: 'deleteAssessment',
    invoke: (c) => c.deleteAssessment(ASSESSMENT_ID),
    route: ROUTES.assessments.delete,
    sends: 'DELETE /api/assessments/a1%2Fb%202',
  },
  {
    name: 'getDiseaseSelection',
    invoke: (c) => c.getDiseaseSelection(),
    route: ROUTES.diseaseSelection.get,
    sends: 'GET /api/user/disease-selection',
  },
  {
    name: 'saveDiseaseSelection',
    invoke: (c) => c.saveDiseaseSelection({ diseases: [] }),
    route: ROUTES.diseaseSelection.save,
    sends: 'POST /api/user/disease-selection',
  },
  {
    name: 'getTrends',
    invoke: (c) => c.getTrends(),
    route: ROUTES.trends.get,
    sends: 'GET /api/trends',
  },
  {
    name: 'listScreeningTests',
    invoke: (c) => c.listScreeningTests(),
    route: ROUTES.screeningTests.list,
    sends: 'GET /api/screening-tests',
  },
  {
    name: 'addScreeningTest',
    invoke: (c) => c.addScreeningTest({ diseaseName: 'Type 2 Diabetes', testName: 'HbA1c' }),
    route: ROUTES.screeningTests.add,
    sends: 'POST /api/screening-tests',
  },
  {
    name: 'updateScreeningTest',
    invoke: (c) => c.updateScreeningTest(ASSESSMENT_ID, { scheduled_date: '2027-03-15' }),
    route: ROUTES.screeningTests.update,
    sends: 'PUT /api/screening-tests/a1%2Fb%202',
  },
  {
    name: 'removeScreeningTest',
    invoke: (c) => c.removeScreeningTest(ASSESSMENT_ID),
    route: ROUTES.screeningTests.remove,
    sends: 'DELETE /api/screening-tests/a1%2Fb%202',
  },
  {
    name: 'getScreeningRecommendations',
    invoke: (c) => c.getScreeningRecommendations(),
    route: ROUTES.screeningTests.recommendations,
    sends: 'GET /api/screening-recommendations',
  },
  {
    name: 'createShare',
    invoke: (c) => c.createShare({ days: 7 }),
    route: ROUTES.shares.create,
    sends: 'POST /api/shares',
  },
  {
    name: 'listShares',
    invoke: (c) => c.listShares(),
    route: ROUTES.shares.list,
    sends: 'GET /api/shares',
  },
  {
    name: 'revokeShare',
    invoke: (c) => c.revokeShare(ASSESSMENT_ID),
    route: ROUTES.shares.revoke,
    sends: 'DELETE /api/shares/a1%2Fb%202',
  },
  {
    name: 'getSharedReport',
    invoke: (c) => c.getSharedReport(ASSESSMENT_ID),
    route: ROUTES.shares.sharedReport,
    sends: 'GET /api/shared/a1%2Fb%202',
  },
  {
    name: 'listPhysicalActivityPlans',
    invoke: (c) => c.listPhysicalActivityPlans(),
    route: ROUTES.physicalActivityPlans.list,
    sends: 'GET /api/physical-activity-plans',
  },
  {
    name: 'createPhysicalActivityPlan',
    invoke: (c) =>
      c.createPhysicalActivityPlan({ name: 'Walk', duration: '1 week', dailyTasks: [] }),
    route: ROUTES.physicalActivityPlans.create,
    sends: 'POST /api/physical-activity-plans',
  },
  {
    name: 'updatePhysicalActivityPlan',
    invoke: (c) => c.updatePhysicalActivityPlan(ASSESSMENT_ID, { name: 'Walk' }),
    route: ROUTES.physicalActivityPlans.update,
    sends: 'PUT /api/physical-activity-plans/a1%2Fb%202',
  },
  {
    name: 'deletePhysicalActivityPlan',
    invoke: (c) => c.deletePhysicalActivityPlan(ASSESSMENT_ID),
    route: ROUTES.physicalActivityPlans.delete,
    sends: 'DELETE /api/physical-activity-plans/a1%2Fb%202',
  },
  {
    name: 'clearPhysicalActivityPlans',
    invoke: (c) => c.clearPhysicalActivityPlans(),
    route: ROUTES.physicalActivityPlans.clear,
    sends: 'DELETE /api/physical-activity-plans',
  },
  {
    name: 'setPlanActivityCompleted',
    invoke: (c) => c.setPlanActivityCompleted(ACTIVITY, true),
    route: ROUTES.physicalActivityPlans.updateActivity,
    sends: 'PATCH /api/physical-activity-plans/a1%2Fb%202/days/Monday/activities/2',
  },
  {
    name: 'removePlanActivity',
    invoke: (c) => c.removePlanActivity(ACTIVITY),
    route: ROUTES.physicalActivityPlans.removeActivity,
    sends: 'DELETE /api/physical-activity-plans/a1%2Fb%202/days/Monday/activities/2',
  },
  {
    name: 'loadLongevityProgram',
    invoke: (c) => c.loadLongevityProgram({ level: 'intermediate' }),
    route: ROUTES.physicalActivityPlans.loadLongevityProgram,
    sends: 'POST /api/physical-activity-plans/longevity-program',
  },
  {
    name: 'generateExercisePlan',
    invoke: (c) => c.generateExercisePlan(PREFERENCES),
    route: ROUTES.physicalActivityPlans.generate,
    sends: 'POST /api/physical-activity-plans/generate',
  },
  {
    name: 'getExercisePreferences',
    invoke: (c) => c.getExercisePreferences(),
    route: ROUTES.exercisePreferences.get,
    sends: 'GET /api/exercise-preferences',
  },
  {
    name: 'saveExercisePreferences',
    invoke: (c) => c.saveExercisePreferences(PREFERENCES),
    route: ROUTES.exercisePreferences.save,
    sends: 'POST /api/exercise-preferences',
  },
  {
    name: 'listDietLifestylePlans',
    invoke: (c) => c.listDietLifestylePlans(),
    route: ROUTES.dietLifestylePlans.list,
    sends: 'GET /api/diet-lifestyle-plans',
  },
  {
    name: 'createDietLifestylePlan',
    invoke: (c) =>
      c.createDietLifestylePlan({ name: 'Sleep', category: 'sleep', duration: '4 weeks' }),
    route: ROUTES.dietLifestylePlans.create,
    sends: 'POST /api/diet-lifestyle-plans',
  },
  {
    name: 'updateDietLifestylePlan',
    invoke: (c) => c.updateDietLifestylePlan(ASSESSMENT_ID, { name: 'Sleep' }),
    route: ROUTES.dietLifestylePlans.update,
    sends: 'PUT /api/diet-lifestyle-plans/a1%2Fb%202',
  },
  {
    name: 'deleteDietLifestylePlan',
    invoke: (c) => c.deleteDietLifestylePlan(ASSESSMENT_ID),
    route: ROUTES.dietLifestylePlans.delete,
    sends: 'DELETE /api/diet-lifestyle-plans/a1%2Fb%202',
  },
  {
    name: 'listDietLibraryChecks',
    invoke: (c) => c.listDietLibraryChecks(),
    route: ROUTES.dietLifestylePlans.libraryChecks,
    sends: 'GET /api/diet-lifestyle-plans/diet-library',
  },
  {
    name: 'chooseLibraryDiet',
    invoke: (c) => c.chooseLibraryDiet({ name: 'Mediterranean' }),
    route: ROUTES.dietLifestylePlans.chooseLibraryDiet,
    sends: 'POST /api/diet-lifestyle-plans/diet-library',
  },
  {
    name: 'getDietaryPreferences',
    invoke: (c) => c.getDietaryPreferences(),
    route: ROUTES.dietaryPreferences.get,
    sends: 'GET /api/dietary-preferences',
  },
  {
    name: 'saveDietaryPreferences',
    invoke: (c) => c.saveDietaryPreferences({ allergies: ['Peanuts'] }),
    route: ROUTES.dietaryPreferences.save,
    sends: 'POST /api/dietary-preferences',
  },
  {
    name: 'generateDietPlan',
    invoke: (c) => c.generateDietPlan({ dietaryRestrictions: ['Vegan'] }),
    route: ROUTES.dietaryPreferences.generate,
    sends: 'POST /api/diet-plans/generate',
  },
  {
    name: 'listBiologicalMarkers',
    invoke: (c) => c.listBiologicalMarkers(),
    route: ROUTES.biologicalMarkers.list,
    sends: 'GET /api/biological-markers',
  },
  {
    name: 'listSessions',
    invoke: (c) => c.listSessions(),
    route: ROUTES.auth.sessions,
    sends: 'GET /api/auth/sessions',
  },
  {
    name: 'signOutEverywhere',
    invoke: (c) => c.signOutEverywhere(),
    route: ROUTES.auth.signOutEverywhere,
    sends: 'POST /api/auth/sessions/sign-out-everywhere',
  },
  {
    name: 'getSubscriptionPlans',
    invoke: (c) => c.getSubscriptionPlans(),
    route: ROUTES.subscription.plans,
    sends: 'GET /api/subscription/plans',
  },
  {
    name: 'createPaymentIntent',
    invoke: (c) => c.createPaymentIntent({ plan: 'premium', currency: 'AUD' }),
    route: ROUTES.subscription.createPaymentIntent,
    sends: 'POST /api/subscription/create-payment-intent',
  },
  {
    name: 'confirmPayment',
    invoke: (c) => c.confirmPayment({ paymentIntentId: 'pi_1' }),
    route: ROUTES.subscription.confirmPayment,
    sends: 'POST /api/subscription/confirm-payment',
  },
  {
    name: 'cancelSubscription',
    invoke: (c) => c.cancelSubscription(),
    route: ROUTES.subscription.cancel,
    sends: 'POST /api/subscription/cancel',
  },
  {
    name: 'completeDemoPayment',
    invoke: (c) => c.completeDemoPayment({ paymentIntentId: 'demo_pi_1' }),
    route: ROUTES.subscription.demoCompletePayment,
    sends: 'POST /api/subscription/demo/complete-payment',
  },
  {
    name: 'listPayments',
    invoke: (c) => c.listPayments(),
    route: ROUTES.subscription.payments,
    sends: 'GET /api/subscription/payments',
  },
  {
    name: 'getStripeConfig',
    invoke: (c) => c.getStripeConfig(),
    route: ROUTES.subscription.stripeConfig,
    sends: 'GET /api/stripe/config',
  },
  {
    name: 'requestPasswordReset',
    invoke: (c) => c.requestPasswordReset({ email: 'a@b.co' }),
    route: ROUTES.auth.requestPasswordReset,
    sends: 'POST /api/auth/password-reset/request',
  },
  {
    name: 'confirmPasswordReset',
    invoke: (c) => c.confirmPasswordReset({ token: 't', newPassword: 'long enough' }),
    route: ROUTES.auth.confirmPasswordReset,
    sends: 'POST /api/auth/password-reset/confirm',
  },
  {
    name: 'exportAccount',
    invoke: (c) => c.exportAccount(),
    route: ROUTES.account.export,
    sends: 'GET /api/account/export',
  },
  {
    name: 'deleteAccount',
    invoke: (c) => c.deleteAccount({ password: 'x' }),
    route: ROUTES.account.delete,
    sends: 'DELETE /api/account',
  },
  {
    name: 'listAdminUsers',
    invoke: (c) => c.listAdminUsers({ page: 2, search: 'ada', plan: 'basic' }),
    route: ROUTES.admin.users,
    sends: 'GET /api/admin/users?page=2&search=ada&plan=basic',
  },
  {
    name: 'updateAdminUser',
    invoke: (c) => c.updateAdminUser(ASSESSMENT_ID, { subscriptionStatus: 'suspended' }),
    route: ROUTES.admin.updateUser,
    sends: 'PATCH /api/admin/users/a1%2Fb%202',
  },
  {
    name: 'deleteAdminUser',
    invoke: (c) => c.deleteAdminUser(ASSESSMENT_ID),
    route: ROUTES.admin.deleteUser,
    sends: 'DELETE /api/admin/users/a1%2Fb%202',
  },
  {
    name: 'getAuditLog',
    invoke: (c) => c.getAuditLog(),
    route: ROUTES.admin.auditLog,
    sends: 'GET /api/admin/audit-log',
  },
  {
    name: 'listSupportMessages',
    invoke: (c) => c.listSupportMessages({ status: 'all' }),
    route: ROUTES.admin.supportMessages,
    sends: 'GET /api/admin/support-messages?status=all',
  },
  {
    name: 'updateSupportMessage',
    invoke: (c) => c.updateSupportMessage(ASSESSMENT_ID, { handled: true }),
    route: ROUTES.admin.updateSupportMessage,
    sends: 'PATCH /api/admin/support-messages/a1%2Fb%202',
  },
  {
    name: 'startAnalyticsSession',
    invoke: (c) => c.startAnalyticsSession({ sessionId: 'abcdefgh12' }),
    route: ROUTES.analytics.startSession,
    sends: 'POST /api/analytics/session',
  },
  {
    name: 'endAnalyticsSession',
    invoke: (c) => c.endAnalyticsSession(ASSESSMENT_ID),
    route: ROUTES.analytics.endSession,
    sends: 'POST /api/analytics/session/a1%2Fb%202/end',
  },
  {
    name: 'recordPageView',
    invoke: (c) => c.recordPageView({ sessionId: 'abcdefgh12', path: '/', timeOnPage: 3 }),
    route: ROUTES.analytics.pageView,
    sends: 'POST /api/analytics/pageview',
  },
  {
    name: 'recordAnalyticsEvent',
    invoke: (c) => c.recordAnalyticsEvent({ sessionId: 'abcdefgh12', eventType: 'click' }),
    route: ROUTES.analytics.event,
    sends: 'POST /api/analytics/event',
  },
  {
    name: 'getUserAnalytics',
    invoke: (c) => c.getUserAnalytics({ days: 90 }),
    route: ROUTES.analytics.users,
    sends: 'GET /api/analytics/users?days=90',
  },
  {
    name: 'listFitnessConnections',
    invoke: (c) => c.listFitnessConnections(),
    route: ROUTES.fitness.connections,
    sends: 'GET /api/fitness-connections',
  },
  {
    name: 'disconnectFitnessProvider',
    invoke: (c) => c.disconnectFitnessProvider('apple-health'),
    route: ROUTES.fitness.disconnect,
    sends: 'DELETE /api/fitness-connections/apple-health',
  },
  {
    name: 'listFitnessActivities',
    invoke: (c) => c.listFitnessActivities(),
    route: ROUTES.fitness.activities,
    sends: 'GET /api/fitness-activities',
  },
  {
    name: 'listHeartRateData',
    invoke: (c) => c.listHeartRateData(),
    route: ROUTES.fitness.heartRate,
    sends: 'GET /api/heart-rate-data',
  },
  {
    name: 'listSleepSessions',
    invoke: (c) => c.listSleepSessions(),
    route: ROUTES.fitness.sleepSessions,
    sends: 'GET /api/sleep-sessions',
  },
  {
    name: 'listDailyMetrics',
    invoke: (c) => c.listDailyMetrics(),
    route: ROUTES.fitness.dailyMetrics,
    sends: 'GET /api/daily-metrics',
  },
  {
    name: 'listBodyMeasurements',
    invoke: (c) => c.listBodyMeasurements(),
    route: ROUTES.fitness.bodyMeasurements,
    sends: 'GET /api/body-measurements',
  },
  {
    name: 'getHealthAverages',
    invoke: (c) => c.getHealthAverages(),
    route: ROUTES.fitness.averages,
    sends: 'GET /api/health-averages',
  },
  {
    name: 'getFitnessSummary',
    invoke: (c) => c.getFitnessSummary(),
    route: ROUTES.fitness.summary,
    sends: 'GET /api/fitness-summary',
  },
  {
    name: 'getFitnessPrefill',
    invoke: (c) => c.getFitnessPrefill(),
    route: ROUTES.fitness.prefill,
    sends: 'GET /api/fitness-prefill',
  },
  {
    name: 'connectFitnessProvider',
    invoke: (c) => c.connectFitnessProvider('apple-health'),
    route: ROUTES.fitness.connect,
    sends: 'POST /api/fitness-connect/apple-health',
  },
  {
    name: 'syncFitnessProvider',
    invoke: (c) => c.syncFitnessProvider('apple-health'),
    route: ROUTES.fitness.sync,
    sends: 'POST /api/fitness-sync/apple-health',
  },
  {
    name: 'importAppleHealth',
    invoke: (c) => c.importAppleHealth(new Blob(['PK'])),
    route: ROUTES.fitness.appleHealthImport,
    sends: 'POST /api/fitness-import/apple-health',
  },
  {
    name: 'getLatestAppleHealthImport',
    invoke: (c) => c.getLatestAppleHealthImport(),
    route: ROUTES.fitness.latestAppleHealthImport,
    sends: 'GET /api/fitness-import/apple-health',
  },
];

/** Runs one client method against a server that answers 503, and reports what it sent. */
async function captureRequest(invoke: (typeof CLIENT_CALLS)[number]['invoke']) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const client = createApiClient({
    fetch: async (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const url = input instanceof Request ? input.url : input.toString();
      sent.push({ method: init?.method ?? 'GET', url, body });
      return new Response('{"message":"down","code":"SERVICE_UNAVAILABLE"}', { status: 503 });
    },
  });
  await expect(invoke(client)).rejects.toBeInstanceOf(ApiError);
  expect(sent).toHaveLength(1);
  const [request] = sent;
  if (!request) throw new Error('nothing was sent');
  return request;
}

describe('the client built from the route table', () => {
  it.each(CLIENT_CALLS)('$name sends $sends, its row’s method and path', async (call) => {
    const { method, url } = await captureRequest(call.invoke);

    expect(`${method} ${url}`).toBe(call.sends);
    expect(method).toBe(call.route.method);
    expect(url.split('?')[0]).toBe(fillRoutePath(call.route.path, PATH_PARAMS));
  });

  it('has a method for every row of the table', () => {
    const called = new Set(CLIENT_CALLS.map((call) => call.route));
    // Stripe calls the webhook, and a supervisor the liveness and readiness probes, never a browser
    const serverToServer = new Set<ApiRoute>([
      ROUTES.subscription.stripeWebhook,
      ROUTES.health.live,
      ROUTES.health.ready,
    ]);
    const missing = listApiRoutes().filter(
      (route) => !called.has(route) && !serverToServer.has(route),
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('sends the draft flag, the revision and an empty object for DELETE', async () => {
    const draft = await captureRequest((c) => c.saveAssessmentDraft({ ...survey, revision: 3 }));
    expect(draft.body).toEqual({ variant: 'survey', age: 52, revision: 3, draft: true });
    const removal = await captureRequest((c) => c.deleteAssessment('x'));
    expect(removal.body).toEqual({});
    const logout = await captureRequest((c) => c.logout());
    expect(logout.body).toBeUndefined();
  });

  it('sends the Apple Health export as multipart form data in the field `file`', async () => {
    let sent: RequestInit | undefined;
    const client = createApiClient({
      fetch: async (_input, init) => {
        sent = init;
        return new Response('{"message":"down"}', { status: 503 });
      },
    });
    await expect(client.importAppleHealth(new Blob(['PK']), 'export.zip')).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(sent?.body).toBeInstanceOf(FormData);
    const file = (sent?.body as FormData).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('export.zip');
    // fetch writes multipart/form-data with its boundary; a JSON content type would break it
    expect(new Headers(sent?.headers).get('content-type')).toBeNull();
  });

  it('leaves the query string out when there is no query', async () => {
    expect((await captureRequest((c) => c.listAssessments())).url).toBe('/api/assessments');
  });
});

describe('the route table', () => {
  const routes = listApiRoutes();

  it('holds each method and path once', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('PUT /api/assessments/:id');
  });

  it('has a params schema exactly when the path has parameters', () => {
    for (const route of routes) {
      expect(route.params !== undefined, `${route.method} ${route.path}`).toBe(
        route.path.includes('/:'),
      );
    }
  });

  it('answers every route with a 2xx schema and lets only signed-in users at their data', () => {
    for (const route of routes) {
      const statuses = Object.keys(route.responses).map(Number);
      expect(statuses.length, route.path).toBeGreaterThan(0);
      expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);
      if (route.path.startsWith('/api/assessments') || route.path.startsWith('/api/user/')) {
        expect(route.access, `${route.method} ${route.path}`).toBe('user');
      }
    }
    expect(ROUTES.auth.user.access).toBe('user');
    expect(ROUTES.auth.login.access).toBe('anonymous');
  });
});

describe('fillRoutePath', () => {
  it('fills and encodes every parameter', () => {
    expect(fillRoutePath('/api/things/:thingId/parts/:part', { thingId: 'a/b', part: 7 })).toBe(
      '/api/things/a%2Fb/parts/7',
    );
    expect(fillRoutePath('/api/health')).toBe('/api/health');
  });

  it('refuses to send a request with a parameter missing', () => {
    expect(() => fillRoutePath('/api/assessments/:id', {})).toThrow(
      'missing path parameter "id" for /api/assessments/:id',
    );
  });
});
