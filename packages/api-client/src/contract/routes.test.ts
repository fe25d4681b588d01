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
const ACTIVITY = { id: ASSESSMENT_ID, day: 'Monday', index: 2 } as const;
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
    name: 'health.check',
    invoke: (c) => c.health.check(),
    route: ROUTES.health.check,
    sends: 'GET /api/health',
  },
  {
    name: 'auth.register',
    invoke: (c) =>
      c.auth.register({
        body: { email: 'a@b.co', password: 'long enough', firstName: 'A', lastName: 'B' },
      }),
    route: ROUTES.auth.register,
    sends: 'POST /api/auth/register',
  },
  {
    name: 'auth.login',
    invoke: (c) => c.auth.login({ body: { email: 'a@b.co', password: 'x' } }),
    route: ROUTES.auth.login,
    sends: 'POST /api/auth/login',
  },
  {
    name: 'auth.logout',
    invoke: (c) => c.auth.logout(),
    route: ROUTES.auth.logout,
    sends: 'POST /api/auth/logout',
  },
  {
    name: 'auth.user',
    invoke: (c) => c.auth.user(),
    route: ROUTES.auth.user,
    sends: 'GET /api/auth/user',
  },
  {
    name: 'auth.session',
    invoke: (c) => c.auth.session(),
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
    name: 'auth.updateProfile',
    invoke: (c) => c.auth.updateProfile({ body: { firstName: 'Ada' } }),
    route: ROUTES.auth.updateProfile,
    sends: 'PATCH /api/auth/profile',
  },
  {
    name: 'auth.changePassword',
    invoke: (c) =>
      c.auth.changePassword({ body: { currentPassword: 'old one', newPassword: 'a new one!' } }),
    route: ROUTES.auth.changePassword,
    sends: 'PATCH /api/auth/password',
  },
  {
    name: 'support.challenge',
    invoke: (c) => c.support.challenge(),
    route: ROUTES.support.challenge,
    sends: 'GET /api/support/challenge',
  },
  {
    name: 'support.contact',
    invoke: (c) =>
      c.support.contact({
        body: {
          name: 'A',
          email: 'a@b.co',
          subject: 'S',
          category: 'general',
          message: 'M',
          mathAnswer: 5,
          challengeToken: 't',
        },
      }),
    route: ROUTES.support.contact,
    sends: 'POST /api/support/contact',
  },
  {
    name: 'assessments.list',
    invoke: (c) => c.assessments.list({ query: { status: 'all' } }),
    route: ROUTES.assessments.list,
    sends: 'GET /api/assessments?status=all',
  },
  {
    name: 'assessments.latest',
    invoke: (c) => c.assessments.latest({ query: { status: 'draft', variant: 'survey' } }),
    route: ROUTES.assessments.latest,
    sends: 'GET /api/assessments/latest?status=draft&variant=survey',
  },
  {
    name: 'assessments.get',
    invoke: (c) => c.assessments.get({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.assessments.get,
    sends: 'GET /api/assessments/a1%2Fb%202',
  },
  {
    name: 'fhir.assessmentBundle',
    invoke: (c) => c.fhir.assessmentBundle({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.fhir.assessmentBundle,
    sends: 'GET /api/assessments/a1%2Fb%202/fhir',
  },
  {
    name: 'reports.assessmentPdf',
    invoke: (c) => c.reports.assessmentPdf({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.reports.assessmentPdf,
    sends: 'GET /api/assessments/a1%2Fb%202/report.pdf',
  },
  {
    name: 'assessments.create',
    invoke: (c) => c.assessments.create({ body: survey }),
    route: ROUTES.assessments.create,
    sends: 'POST /api/assessments',
  },
  {
    name: 'assessments.create',
    invoke: (c) => c.assessments.create({ body: { ...survey, draft: true } }),
    route: ROUTES.assessments.create,
    sends: 'POST /api/assessments',
  },
  {
    name: 'assessments.update',
    invoke: (c) =>
      c.assessments.update({ params: { id: ASSESSMENT_ID }, body: { ...survey, revision: 2 } }),
    route: ROUTES.assessments.update,
    sends: 'PUT /api/assessments/a1%2Fb%202',
  },
  {
    name: 'assessments.delete',
    invoke: (c) => c.assessments.delete({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.assessments.delete,
    sends: 'DELETE /api/assessments/a1%2Fb%202',
  },
  {
    name: 'diseaseSelection.get',
    invoke: (c) => c.diseaseSelection.get(),
    route: ROUTES.diseaseSelection.get,
    sends: 'GET /api/user/disease-selection',
  },
  {
    name: 'diseaseSelection.save',
    invoke: (c) => c.diseaseSelection.save({ body: { diseases: [] } }),
    route: ROUTES.diseaseSelection.save,
    sends: 'POST /api/user/disease-selection',
  },
  {
    name: 'trends.get',
    invoke: (c) => c.trends.get(),
    route: ROUTES.trends.get,
    sends: 'GET /api/trends',
  },
  {
    name: 'screeningTests.list',
    invoke: (c) => c.screeningTests.list(),
    route: ROUTES.screeningTests.list,
    sends: 'GET /api/screening-tests',
  },
  {
    name: 'screeningTests.add',
    invoke: (c) =>
      c.screeningTests.add({ body: { diseaseName: 'Type 2 Diabetes', testName: 'HbA1c' } }),
    route: ROUTES.screeningTests.add,
    sends: 'POST /api/screening-tests',
  },
  {
    name: 'screeningTests.update',
    invoke: (c) =>
      c.screeningTests.update({
        params: { testId: ASSESSMENT_ID },
        body: { scheduled_date: '2027-03-15' },
      }),
    route: ROUTES.screeningTests.update,
    sends: 'PUT /api/screening-tests/a1%2Fb%202',
  },
  {
    name: 'screeningTests.remove',
    invoke: (c) => c.screeningTests.remove({ params: { testId: ASSESSMENT_ID } }),
    route: ROUTES.screeningTests.remove,
    sends: 'DELETE /api/screening-tests/a1%2Fb%202',
  },
  {
    name: 'screeningTests.recommendations',
    invoke: (c) => c.screeningTests.recommendations(),
    route: ROUTES.screeningTests.recommendations,
    sends: 'GET /api/screening-recommendations',
  },
  {
    name: 'shares.create',
    invoke: (c) => c.shares.create({ body: { days: 7 } }),
    route: ROUTES.shares.create,
    sends: 'POST /api/shares',
  },
  {
    name: 'shares.list',
    invoke: (c) => c.shares.list(),
    route: ROUTES.shares.list,
    sends: 'GET /api/shares',
  },
  {
    name: 'shares.revoke',
    invoke: (c) => c.shares.revoke({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.shares.revoke,
    sends: 'DELETE /api/shares/a1%2Fb%202',
  },
  {
    name: 'shares.sharedReport',
    invoke: (c) => c.shares.sharedReport({ params: { token: ASSESSMENT_ID } }),
    route: ROUTES.shares.sharedReport,
    sends: 'GET /api/shared/a1%2Fb%202',
  },
  {
    name: 'physicalActivityPlans.list',
    invoke: (c) => c.physicalActivityPlans.list(),
    route: ROUTES.physicalActivityPlans.list,
    sends: 'GET /api/physical-activity-plans',
  },
  {
    name: 'physicalActivityPlans.create',
    invoke: (c) =>
      c.physicalActivityPlans.create({
        body: { name: 'Walk', duration: '1 week', dailyTasks: [] },
      }),
    route: ROUTES.physicalActivityPlans.create,
    sends: 'POST /api/physical-activity-plans',
  },
  {
    name: 'physicalActivityPlans.update',
    invoke: (c) =>
      c.physicalActivityPlans.update({ params: { id: ASSESSMENT_ID }, body: { name: 'Walk' } }),
    route: ROUTES.physicalActivityPlans.update,
    sends: 'PUT /api/physical-activity-plans/a1%2Fb%202',
  },
  {
    name: 'physicalActivityPlans.delete',
    invoke: (c) => c.physicalActivityPlans.delete({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.physicalActivityPlans.delete,
    sends: 'DELETE /api/physical-activity-plans/a1%2Fb%202',
  },
  {
    name: 'physicalActivityPlans.clear',
    invoke: (c) => c.physicalActivityPlans.clear(),
    route: ROUTES.physicalActivityPlans.clear,
    sends: 'DELETE /api/physical-activity-plans',
  },
  {
    name: 'physicalActivityPlans.updateActivity',
    invoke: (c) =>
      c.physicalActivityPlans.updateActivity({ params: ACTIVITY, body: { completed: true } }),
    route: ROUTES.physicalActivityPlans.updateActivity,
    sends: 'PATCH /api/physical-activity-plans/a1%2Fb%202/days/Monday/activities/2',
  },
  {
    name: 'physicalActivityPlans.removeActivity',
    invoke: (c) => c.physicalActivityPlans.removeActivity({ params: ACTIVITY }),
    route: ROUTES.physicalActivityPlans.removeActivity,
    sends: 'DELETE /api/physical-activity-plans/a1%2Fb%202/days/Monday/activities/2',
  },
  {
    name: 'physicalActivityPlans.loadLongevityProgram',
    invoke: (c) =>
      c.physicalActivityPlans.loadLongevityProgram({ body: { level: 'intermediate' } }),
    route: ROUTES.physicalActivityPlans.loadLongevityProgram,
    sends: 'POST /api/physical-activity-plans/longevity-program',
  },
  {
    name: 'physicalActivityPlans.generate',
    invoke: (c) => c.physicalActivityPlans.generate({ body: PREFERENCES }),
    route: ROUTES.physicalActivityPlans.generate,
    sends: 'POST /api/physical-activity-plans/generate',
  },
  {
    name: 'exercisePreferences.get',
    invoke: (c) => c.exercisePreferences.get(),
    route: ROUTES.exercisePreferences.get,
    sends: 'GET /api/exercise-preferences',
  },
  {
    name: 'exercisePreferences.save',
    invoke: (c) => c.exercisePreferences.save({ body: PREFERENCES }),
    route: ROUTES.exercisePreferences.save,
    sends: 'POST /api/exercise-preferences',
  },
  {
    name: 'dietLifestylePlans.list',
    invoke: (c) => c.dietLifestylePlans.list(),
    route: ROUTES.dietLifestylePlans.list,
    sends: 'GET /api/diet-lifestyle-plans',
  },
  {
    name: 'dietLifestylePlans.create',
    invoke: (c) =>
      c.dietLifestylePlans.create({
        body: { name: 'Sleep', category: 'sleep', duration: '4 weeks' },
      }),
    route: ROUTES.dietLifestylePlans.create,
    sends: 'POST /api/diet-lifestyle-plans',
  },
  {
    name: 'dietLifestylePlans.update',
    invoke: (c) =>
      c.dietLifestylePlans.update({ params: { id: ASSESSMENT_ID }, body: { name: 'Sleep' } }),
    route: ROUTES.dietLifestylePlans.update,
    sends: 'PUT /api/diet-lifestyle-plans/a1%2Fb%202',
  },
  {
    name: 'dietLifestylePlans.delete',
    invoke: (c) => c.dietLifestylePlans.delete({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.dietLifestylePlans.delete,
    sends: 'DELETE /api/diet-lifestyle-plans/a1%2Fb%202',
  },
  {
    name: 'dietLifestylePlans.libraryChecks',
    invoke: (c) => c.dietLifestylePlans.libraryChecks(),
    route: ROUTES.dietLifestylePlans.libraryChecks,
    sends: 'GET /api/diet-lifestyle-plans/diet-library',
  },
  {
    name: 'dietLifestylePlans.chooseLibraryDiet',
    invoke: (c) => c.dietLifestylePlans.chooseLibraryDiet({ body: { name: 'Mediterranean' } }),
    route: ROUTES.dietLifestylePlans.chooseLibraryDiet,
    sends: 'POST /api/diet-lifestyle-plans/diet-library',
  },
  {
    name: 'dietaryPreferences.get',
    invoke: (c) => c.dietaryPreferences.get(),
    route: ROUTES.dietaryPreferences.get,
    sends: 'GET /api/dietary-preferences',
  },
  {
    name: 'dietaryPreferences.save',
    invoke: (c) => c.dietaryPreferences.save({ body: { allergies: ['Peanuts'] } }),
    route: ROUTES.dietaryPreferences.save,
    sends: 'POST /api/dietary-preferences',
  },
  {
    name: 'dietaryPreferences.generate',
    invoke: (c) => c.dietaryPreferences.generate({ body: { dietaryRestrictions: ['Vegan'] } }),
    route: ROUTES.dietaryPreferences.generate,
    sends: 'POST /api/diet-plans/generate',
  },
  {
    name: 'biologicalMarkers.list',
    invoke: (c) => c.biologicalMarkers.list(),
    route: ROUTES.biologicalMarkers.list,
    sends: 'GET /api/biological-markers',
  },
  {
    name: 'auth.sessions',
    invoke: (c) => c.auth.sessions(),
    route: ROUTES.auth.sessions,
    sends: 'GET /api/auth/sessions',
  },
  {
    name: 'auth.signOutEverywhere',
    invoke: (c) => c.auth.signOutEverywhere(),
    route: ROUTES.auth.signOutEverywhere,
    sends: 'POST /api/auth/sessions/sign-out-everywhere',
  },
  {
    name: 'subscription.plans',
    invoke: (c) => c.subscription.plans(),
    route: ROUTES.subscription.plans,
    sends: 'GET /api/subscription/plans',
  },
  {
    name: 'subscription.createPaymentIntent',
    invoke: (c) =>
      c.subscription.createPaymentIntent({ body: { plan: 'premium', currency: 'AUD' } }),
    route: ROUTES.subscription.createPaymentIntent,
    sends: 'POST /api/subscription/create-payment-intent',
  },
  {
    name: 'subscription.confirmPayment',
    invoke: (c) => c.subscription.confirmPayment({ body: { paymentIntentId: 'pi_1' } }),
    route: ROUTES.subscription.confirmPayment,
    sends: 'POST /api/subscription/confirm-payment',
  },
  {
    name: 'subscription.cancel',
    invoke: (c) => c.subscription.cancel(),
    route: ROUTES.subscription.cancel,
    sends: 'POST /api/subscription/cancel',
  },
  {
    name: 'subscription.demoCompletePayment',
    invoke: (c) => c.subscription.demoCompletePayment({ body: { paymentIntentId: 'demo_pi_1' } }),
    route: ROUTES.subscription.demoCompletePayment,
    sends: 'POST /api/subscription/demo/complete-payment',
  },
  {
    name: 'subscription.payments',
    invoke: (c) => c.subscription.payments(),
    route: ROUTES.subscription.payments,
    sends: 'GET /api/subscription/payments',
  },
  {
    name: 'subscription.stripeConfig',
    invoke: (c) => c.subscription.stripeConfig(),
    route: ROUTES.subscription.stripeConfig,
    sends: 'GET /api/stripe/config',
  },
  {
    name: 'auth.requestPasswordReset',
    invoke: (c) => c.auth.requestPasswordReset({ body: { email: 'a@b.co' } }),
    route: ROUTES.auth.requestPasswordReset,
    sends: 'POST /api/auth/password-reset/request',
  },
  {
    name: 'auth.confirmPasswordReset',
    invoke: (c) =>
      c.auth.confirmPasswordReset({ body: { token: 't', newPassword: 'long enough' } }),
    route: ROUTES.auth.confirmPasswordReset,
    sends: 'POST /api/auth/password-reset/confirm',
  },
  {
    name: 'account.export',
    invoke: (c) => c.account.export(),
    route: ROUTES.account.export,
    sends: 'GET /api/account/export',
  },
  {
    name: 'account.delete',
    invoke: (c) => c.account.delete({ body: { password: 'x' } }),
    route: ROUTES.account.delete,
    sends: 'DELETE /api/account',
  },
  {
    name: 'admin.users',
    invoke: (c) => c.admin.users({ query: { page: 2, search: 'ada', plan: 'basic' } }),
    route: ROUTES.admin.users,
    sends: 'GET /api/admin/users?page=2&search=ada&plan=basic',
  },
  {
    name: 'admin.updateUser',
    invoke: (c) =>
      c.admin.updateUser({
        params: { id: ASSESSMENT_ID },
        body: { subscriptionStatus: 'suspended' },
      }),
    route: ROUTES.admin.updateUser,
    sends: 'PATCH /api/admin/users/a1%2Fb%202',
  },
  {
    name: 'admin.deleteUser',
    invoke: (c) => c.admin.deleteUser({ params: { id: ASSESSMENT_ID } }),
    route: ROUTES.admin.deleteUser,
    sends: 'DELETE /api/admin/users/a1%2Fb%202',
  },
  {
    name: 'admin.auditLog',
    invoke: (c) => c.admin.auditLog(),
    route: ROUTES.admin.auditLog,
    sends: 'GET /api/admin/audit-log',
  },
  {
    name: 'admin.supportMessages',
    invoke: (c) => c.admin.supportMessages({ query: { status: 'all' } }),
    route: ROUTES.admin.supportMessages,
    sends: 'GET /api/admin/support-messages?status=all',
  },
  {
    name: 'admin.updateSupportMessage',
    invoke: (c) =>
      c.admin.updateSupportMessage({ params: { id: ASSESSMENT_ID }, body: { handled: true } }),
    route: ROUTES.admin.updateSupportMessage,
    sends: 'PATCH /api/admin/support-messages/a1%2Fb%202',
  },
  {
    name: 'analytics.startSession',
    invoke: (c) => c.analytics.startSession({ body: { sessionId: 'abcdefgh12' } }),
    route: ROUTES.analytics.startSession,
    sends: 'POST /api/analytics/session',
  },
  {
    name: 'analytics.endSession',
    invoke: (c) => c.analytics.endSession({ params: { sessionId: ASSESSMENT_ID } }),
    route: ROUTES.analytics.endSession,
    sends: 'POST /api/analytics/session/a1%2Fb%202/end',
  },
  {
    name: 'analytics.pageView',
    invoke: (c) =>
      c.analytics.pageView({ body: { sessionId: 'abcdefgh12', path: '/', timeOnPage: 3 } }),
    route: ROUTES.analytics.pageView,
    sends: 'POST /api/analytics/pageview',
  },
  {
    name: 'analytics.event',
    invoke: (c) => c.analytics.event({ body: { sessionId: 'abcdefgh12', eventType: 'click' } }),
    route: ROUTES.analytics.event,
    sends: 'POST /api/analytics/event',
  },
  {
    name: 'analytics.users',
    invoke: (c) => c.analytics.users({ query: { days: 90 } }),
    route: ROUTES.analytics.users,
    sends: 'GET /api/analytics/users?days=90',
  },
  {
    name: 'fitness.connections',
    invoke: (c) => c.fitness.connections(),
    route: ROUTES.fitness.connections,
    sends: 'GET /api/fitness-connections',
  },
  {
    name: 'fitness.disconnect',
    invoke: (c) => c.fitness.disconnect({ params: { provider: 'apple-health' } }),
    route: ROUTES.fitness.disconnect,
    sends: 'DELETE /api/fitness-connections/apple-health',
  },
  {
    name: 'fitness.activities',
    invoke: (c) => c.fitness.activities(),
    route: ROUTES.fitness.activities,
    sends: 'GET /api/fitness-activities',
  },
  {
    name: 'fitness.heartRate',
    invoke: (c) => c.fitness.heartRate(),
    route: ROUTES.fitness.heartRate,
    sends: 'GET /api/heart-rate-data',
  },
  {
    name: 'fitness.sleepSessions',
    invoke: (c) => c.fitness.sleepSessions(),
    route: ROUTES.fitness.sleepSessions,
    sends: 'GET /api/sleep-sessions',
  },
  {
    name: 'fitness.dailyMetrics',
    invoke: (c) => c.fitness.dailyMetrics(),
    route: ROUTES.fitness.dailyMetrics,
    sends: 'GET /api/daily-metrics',
  },
  {
    name: 'fitness.bodyMeasurements',
    invoke: (c) => c.fitness.bodyMeasurements(),
    route: ROUTES.fitness.bodyMeasurements,
    sends: 'GET /api/body-measurements',
  },
  {
    name: 'fitness.averages',
    invoke: (c) => c.fitness.averages(),
    route: ROUTES.fitness.averages,
    sends: 'GET /api/health-averages',
  },
  {
    name: 'fitness.summary',
    invoke: (c) => c.fitness.summary(),
    route: ROUTES.fitness.summary,
    sends: 'GET /api/fitness-summary',
  },
  {
    name: 'fitness.prefill',
    invoke: (c) => c.fitness.prefill(),
    route: ROUTES.fitness.prefill,
    sends: 'GET /api/fitness-prefill',
  },
  {
    name: 'fitness.connect',
    invoke: (c) => c.fitness.connect({ params: { provider: 'apple-health' } }),
    route: ROUTES.fitness.connect,
    sends: 'POST /api/fitness-connect/apple-health',
  },
  {
    name: 'fitness.sync',
    invoke: (c) => c.fitness.sync({ params: { provider: 'apple-health' } }),
    route: ROUTES.fitness.sync,
    sends: 'POST /api/fitness-sync/apple-health',
  },
  {
    name: 'fitness.appleHealthImport',
    invoke: (c) => c.fitness.appleHealthImport({ file: new Blob(['PK']) }),
    route: ROUTES.fitness.appleHealthImport,
    sends: 'POST /api/fitness-import/apple-health',
  },
  {
    name: 'fitness.latestAppleHealthImport',
    invoke: (c) => c.fitness.latestAppleHealthImport(),
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

  it('sends the draft flag, the revision and an empty object for a body-less POST or DELETE', async () => {
    const draft = await captureRequest((c) =>
      c.assessments.create({ body: { ...survey, revision: 3, draft: true } }),
    );
    expect(draft.body).toEqual({ variant: 'survey', age: 52, revision: 3, draft: true });
    const removal = await captureRequest((c) => c.assessments.delete({ params: { id: 'x' } }));
    expect(removal.body).toEqual({});
    // what the web's sign-out sent before through `request` (Fastify once refused an empty JSON body)
    const logout = await captureRequest((c) => c.auth.logout());
    expect(logout.body).toEqual({});
    const read = await captureRequest((c) => c.assessments.get({ params: { id: 'x' } }));
    expect(read.body).toBeUndefined();
  });

  it('sends the Apple Health export as multipart form data in the field `file`', async () => {
    let sent: RequestInit | undefined;
    const client = createApiClient({
      fetch: async (_input, init) => {
        sent = init;
        return new Response('{"message":"down"}', { status: 503 });
      },
    });
    await expect(
      client.fitness.appleHealthImport({ file: new Blob(['PK']) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(sent?.body).toBeInstanceOf(FormData);
    const file = (sent?.body as FormData).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('export.zip');
    // fetch writes multipart/form-data with its boundary; a JSON content type would break it
    expect(new Headers(sent?.headers).get('content-type')).toBeNull();
  });

  it('leaves the query string out when there is no query', async () => {
    expect((await captureRequest((c) => c.assessments.list())).url).toBe('/api/assessments');
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
