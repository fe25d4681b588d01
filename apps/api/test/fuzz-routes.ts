import { fillRoutePath, listApiRoutes, type ApiRoute } from '@healthscreen/api-client';
import { DISEASE_SELECTION_SIZE } from '@healthscreen/domain-policy';
import { mapSurveyToProfile, SurveyAnswersSchema } from '@healthscreen/assessment-schema';
import { assessProfile, CONDITION_NAMES } from '@healthscreen/risk-engine';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  EXERCISE_PREFERENCES as SHARED_EXERCISE_PREFERENCES,
  SLEEP_PLAN as SHARED_SLEEP_PLAN,
  SURVEY_ANSWERS as SCREENING_ANSWERS,
} from './fixtures.js';
import { makeRegistration, registerUser, useTestApp } from './helper.js';

/**
 * Every route of the route table, fed bodies (and path parameters and query strings) an attacker
 * would send: wrong types, huge and deeply nested values, prototype keys, NUL and other control
 * characters, lone surrogates, NaN/Infinity as JSON can carry them (it cannot: raw text), unicode.
 * Nothing may answer 5xx. FUZZ_RUNS bodies per route: 200 in `pnpm test` (CI), 2,000 in
 * `pnpm test:fuzz`. Each run prints its seed; FUZZ_SEED=<seed> replays that run's inputs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** One seed for the run (every route's inputs start from it): FUZZ_SEED, else a random one. */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
/** Runs for a row whose only fuzzed input is the query string (a GET without path parameters). */
const QUERY_ONLY_RUNS = Math.max(1, Math.round(RUNS / 10));

/** Field names the bodies use, so fuzzed objects reach the validation of real fields. */
const KNOWN_KEYS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'currentPassword',
  'newPassword',
  'name',
  'subject',
  'category',
  'message',
  'mathAnswer',
  'challengeToken',
  'expectedAnswer',
  'website',
  'variant',
  'revision',
  'draft',
  'complete',
  'age',
  'heightCm',
  'weightKg',
  'biologicalSex',
  'sex',
  'ethnicity',
  'smokingStatus',
  'demographics',
  'lifestyle',
  'labResults',
  'selectedDiseases',
  'currentMedications',
  'allergies',
  'familyHistory',
  'symptoms',
  'limit',
  'status',
  'scheduled_date',
  'dailyTasks',
  'preferences',
  'level',
  'completed',
  'planData',
  'progress',
  'allergies',
  'dietaryRestrictions',
  'foodDislikes',
  'mealPrepTime',
];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON.stringify writes -0 as 0: this stands for it and is written as `-0` (see {@link toJson}). */
const NEGATIVE_ZERO = '\u0000-0\u0000';

/** JSON text of a value, -0 written as such. */
function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replaceAll(JSON.stringify(NEGATIVE_ZERO), '-0');
}

/**
 * Issue 28 §3: what every field of its kind is fed when a valid body is mutated — each text field
 * lone surrogates and NUL, each date year 0, month 13 and 30 February, each number 1e308, -0 and
 * "NaN" as a string.
 */
const HOSTILE_TEXT = ['\ud800', 'Ada \udfff', '\udc00\ud800', '\u0000', 'Ada\u0000Lovelace'];
const HOSTILE_DATES = ['0000-01-01', '2026-13-45', '2026-02-30', '2026-13-01', '0000-02-29'];
const HOSTILE_NUMBERS = [1e308, -1e308, NEGATIVE_ZERO, 'NaN', 'Infinity'];

function hostileValuesFor(value: unknown): unknown[] {
  if (typeof value === 'number') return HOSTILE_NUMBERS;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    return [...HOSTILE_DATES, ...HOSTILE_TEXT];
  }
  if (typeof value === 'string') return HOSTILE_TEXT;
  return [...HOSTILE_TEXT, ...HOSTILE_NUMBERS];
}

const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'Ada\u0000',
    'a\u0000b@example.com',
    '\u0007\u001b[31m\u007f',
    'line\nbreak\r\ttab',
    '\ud800',
    '\udfff lone',
    'a\udc00b\ud83d',
    '0000-01-01',
    '2026-13-45',
    '2026-02-30',
    '𝕳𝖊𝖆𝖑𝖙𝖍 💥'.repeat(50),
    'x'.repeat(70_000),
    ' ',
    '',
    'NaN',
    '-Infinity',
    '1e309',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'wizard',
    'essential',
    'survey',
    'general',
  ),
);

const { value: nastyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, 1e-320, NEGATIVE_ZERO),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom(...PROTOTYPE_KEYS)), tie('value'), {
      maxKeys: 5,
    }),
  ),
}));

/** An object over the known keys (and prototype keys), each with a nasty value. */
const fieldObject = fc.dictionary(fc.constantFrom(...KNOWN_KEYS, ...PROTOTYPE_KEYS), nastyValue, {
  maxKeys: 8,
});

/** Raw request text: what JSON cannot say (NaN, Infinity), broken JSON, very deep nesting. */
const rawText = fc.oneof(
  fc.constantFrom(
    '{"age": NaN}',
    '{"age": Infinity}',
    '{"email": "a@b.c", "password": -Infinity}',
    '{',
    '[]',
    'null',
    '"just a string"',
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  ),
  nastyValue.map(toJson),
);

/** How a request body is made: random, raw text, or a valid body with one field made nasty. */
const bodyPlan = fc.oneof(
  {
    weight: 2,
    arbitrary: fieldObject.map((value) => ({
      kind: 'random' as const,
      text: toJson(value),
    })),
  },
  { weight: 1, arbitrary: rawText.map((text) => ({ kind: 'random' as const, text })) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('mutate' as const),
      field: fc.nat(),
      newField: fc.boolean(),
      value: fc.oneof({ weight: 3, arbitrary: nastyString }, { weight: 1, arbitrary: nastyValue }),
      // half the mutations of an existing field set a hostile value of its kind (HOSTILE_*)
      hostile: fc.option(fc.nat(), { nil: undefined }),
    }),
  },
);

const SURVEY_ANSWERS = {
  variant: 'survey',
  age: 50,
  biologicalSex: 'female',
  heightCm: 165,
  weightKg: 70,
  ethnicity: 'white',
  smokingStatus: 'never',
  currentMedications: ['aspirin'],
};

const WALK = {
  name: 'Walk',
  type: 'cardio',
  duration: 20,
  description: 'Brisk pace',
  difficulty: 'beginner',
  completed: false,
};

const CUSTOM_PLAN = {
  name: 'Morning Walk',
  description: 'Brisk pace',
  goals: 'Walk daily',
  duration: '20 minutes',
  dailyTasks: [{ day: 'Monday', restDay: false, activities: [WALK] }],
  progress: 0,
};

const EXERCISE_PREFERENCES = {
  ...SHARED_EXERCISE_PREFERENCES,
  medicalLimitations: ['Sore left knee'],
  specificConcerns: 'Short on time',
};

const SLEEP_PLAN = {
  ...SHARED_SLEEP_PLAN,
  dailyTasks: [{ week: 'Week 1', phase: 'Start', tasks: ['Lights out at 22:30'] }],
  progress: 10,
};

const DIETARY_PREFERENCES = {
  allergies: ['Peanuts'],
  dietaryRestrictions: ['Vegan'],
  nutritionalGoals: ['Heart health'],
  mealPrepTime: 30,
};

/**
 * A valid body per route (by `METHOD path`), so a mutated one passes every check but the field
 * made nasty and reaches the service and the database — where a NUL used to answer 500.
 */
const VALID_BODIES: Record<string, (app: FastifyInstance) => Promise<Record<string, unknown>>> = {
  'POST /api/auth/register': async () => makeRegistration(),
  'POST /api/auth/login': async () => ({ email: 'nobody@example.com', password: 'a passphrase' }),
  'PATCH /api/auth/profile': async () => ({ firstName: 'Ada', lastName: 'Lovelace' }),
  'PATCH /api/auth/password': async () => ({
    currentPassword: 'not the current one',
    newPassword: 'another sturdy passphrase',
  }),
  'POST /api/support/contact': async (app) => {
    const challenge = await app.inject({ method: 'GET', url: '/api/support/challenge' });
    const { question, token } = challenge.json<{ question: string; token: string }>();
    const [, x, y] = /^What is (\d+) \+ (\d+)\?$/.exec(question) ?? [];
    return {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Fuzz',
      category: 'technical',
      message: 'The results page does not load.',
      mathAnswer: String(Number(x) + Number(y)),
      challengeToken: token,
      website: '',
    };
  },
  'POST /api/assessments': async () => ({ ...SURVEY_ANSWERS }),
  'PUT /api/assessments/:id': async () => ({ ...SURVEY_ANSWERS, revision: 0 }),
  'POST /api/user/disease-selection': async () => ({
    selectedDiseases: CONDITION_NAMES.slice(0, DISEASE_SELECTION_SIZE),
  }),
  'POST /api/shares': async () => ({ days: 7 }),
  'POST /api/auth/password-reset/request': async () => ({ email: 'nobody@example.com' }),
  'POST /api/auth/password-reset/confirm': async () => ({
    token: 'not-a-reset-token',
    newPassword: 'another sturdy passphrase',
  }),
  'DELETE /api/account': async () => ({ password: 'not the current one' }),
  'POST /api/analytics/session': async () => ({
    sessionId: 'fuzz-session-1',
    userAgent: 'Mozilla/5.0',
  }),
  'POST /api/analytics/pageview': async () => ({
    sessionId: 'fuzz-session-1',
    path: '/results',
    title: 'Results',
    duration: 12,
  }),
  'POST /api/analytics/event': async () => ({
    sessionId: 'fuzz-session-1',
    eventType: 'click',
    category: 'plan',
    action: 'open',
    label: 'Morning walk',
    value: 1,
  }),
  'POST /api/screening-tests': async () => ({ ...own.screeningTest }),
  'PUT /api/screening-tests/:testId': async () => ({
    scheduled_date: '2026-12-01',
    status: 'scheduled',
  }),
  'POST /api/physical-activity-plans': async () => structuredClone(CUSTOM_PLAN),
  'PUT /api/physical-activity-plans/:id': async () => structuredClone(CUSTOM_PLAN),
  'PATCH /api/physical-activity-plans/:id/days/:day/activities/:index': async () => ({
    completed: true,
    name: 'Walk',
  }),
  'DELETE /api/physical-activity-plans/:id/days/:day/activities/:index': async () => ({
    name: 'Walk',
  }),
  'POST /api/physical-activity-plans/longevity-program': async () => ({ level: 'beginner' }),
  'POST /api/physical-activity-plans/generate': async () => structuredClone(EXERCISE_PREFERENCES),
  'POST /api/exercise-preferences': async () => structuredClone(EXERCISE_PREFERENCES),
  'POST /api/diet-lifestyle-plans': async () => structuredClone(SLEEP_PLAN),
  'PUT /api/diet-lifestyle-plans/:id': async () => structuredClone(SLEEP_PLAN),
  'POST /api/dietary-preferences': async () => structuredClone(DIETARY_PREFERENCES),
  'POST /api/diet-plans/generate': async () => structuredClone(DIETARY_PREFERENCES),
  'POST /api/subscription/create-payment-intent': async () => ({ plan: 'basic' }),
  'POST /api/subscription/confirm-payment': async () => ({ paymentIntentId: 'pi_fuzz_123' }),
  'POST /api/subscription/demo/complete-payment': async () => ({ paymentIntentId: 'pi_fuzz_123' }),
};

type Path = (string | number)[];

/** Every leaf of a body (strings, numbers, booleans, nulls, empty lists), nested ones included. */
function listLeaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value) && value.length > 0) {
    return value.flatMap((item, index) => listLeaves(item, [...path, index]));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, item]) => listLeaves(item, [...path, key]));
  }
  return path.length === 0 ? [] : [path];
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
}

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return leaf;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(key)] = setAt(copy[Number(key)], rest, leaf);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[key] = setAt(copy[key], rest, leaf);
  return copy;
}

/**
 * A valid body with one field set to `value`: a known name added at the top, or any field of the
 * body, nested ones included (a plan's activities, a list's entries) — given, when `hostile` is
 * set, a hostile value of its kind.
 */
function mutate(
  body: Record<string, unknown>,
  plan: { field: number; newField: boolean; value: unknown; hostile?: number | undefined },
): string {
  const leaves = listLeaves(body);
  if (plan.newField || leaves.length === 0) {
    const key = KNOWN_KEYS[plan.field % KNOWN_KEYS.length] ?? 'name';
    return toJson({ ...body, [key]: plan.value });
  }
  const path = leaves[plan.field % leaves.length] ?? [];
  const choices = hostileValuesFor(getAt(body, path));
  const leaf = plan.hostile === undefined ? plan.value : choices[plan.hostile % choices.length];
  return toJson(setAt(body, path, leaf));
}

/** True when the text can go into a URL (no lone surrogate halves). */
function isEncodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const urlText = nastyString.filter(isEncodable);

/** The conditions the fixture's answers flag (screening is recommended for them). */
const FLAGGED_CONDITIONS = assessProfile(
  mapSurveyToProfile(SurveyAnswersSchema.parse(SCREENING_ANSWERS)),
)
  .risks.filter((risk) => risk.riskLevel !== 'low')
  .map((risk) => risk.condition);

/**
 * The signed-in user's own assessment, plans and tracked test, so mutated PUT bodies get past the
 * 404 (OWN_ID in a path stands for the route's own id).
 */
const own = {
  assessmentId: '',
  exercisePlanId: '',
  lifestylePlanId: '',
  screeningTestId: '',
  screeningTest: { diseaseName: '', testName: '' },
};
const OWN_ID = 'own-id';

/** The own id for a path parameter of a route (OWN_ID stands for it in the generated params). */
function ownParam(route: ApiRoute, name: string): string {
  if (name === 'day') return 'Monday';
  if (name === 'index') return '0';
  if (route.path.startsWith('/api/physical-activity-plans')) return own.exercisePlanId;
  if (route.path.startsWith('/api/diet-lifestyle-plans')) return own.lifestylePlanId;
  if (route.path.startsWith('/api/screening-tests')) return own.screeningTestId;
  return own.assessmentId;
}

const pathParam = fc.oneof(
  { weight: 2, arbitrary: fc.constant(OWN_ID) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: urlText.filter((text) => text.length > 0) },
);

const queryString = fc.option(
  fc.dictionary(fc.constantFrom('limit', 'variant', 'status', '__proto__', 'x'), urlText, {
    maxKeys: 3,
  }),
  { nil: undefined },
);

function describeRoute(route: ApiRoute): string {
  return `${route.method} ${route.path}`;
}

function toQuery(query: Record<string, string> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * Fuzzes one share of the route table: the rows whose index is `part` modulo `parts`. Two test
 * files take a share each, so two workers run them side by side (one file took 3+ minutes).
 */
export function describeRouteFuzzing(part: number, parts: number): void {
  describe(`fuzzing every route (share ${part + 1} of ${parts})`, () => {
    console.info(
      `route fuzz share ${part + 1} of ${parts}: ${RUNS} inputs per route, seed ${SEED} ` +
        `(replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} pnpm --filter @healthscreen/api test:fuzz)`,
    );
    const testApp = useTestApp('pglite');
    let cookie = '';

    beforeAll(async () => {
      cookie = (await registerUser(testApp.app)).cookie;
      await createOwnAssessment();
    });

    async function createOwnAssessment(): Promise<void> {
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/assessments',
        headers: { cookie },
        payload: SURVEY_ANSWERS,
      });
      expect(created.statusCode).toBe(201);
      own.assessmentId = created.json<{ id: string }>().id;
      const post = (url: string, payload: object) =>
        testApp.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      const exercisePlan = await post('/api/physical-activity-plans', CUSTOM_PLAN);
      expect(exercisePlan.statusCode, exercisePlan.body).toBe(201);
      own.exercisePlanId = exercisePlan.json<{ id: string }>().id;
      const lifestylePlan = await post('/api/diet-lifestyle-plans', SLEEP_PLAN);
      expect(lifestylePlan.statusCode, lifestylePlan.body).toBe(201);
      own.lifestylePlanId = lifestylePlan.json<{ id: string }>().id;
      // the fixture's answers (the latest assessment) and a selection of their flagged
      // conditions bring screening recommendations
      const rich = await post('/api/assessments', SCREENING_ANSWERS);
      expect(rich.statusCode, rich.body).toBe(201);
      const selection = await post('/api/user/disease-selection', {
        diseases: [...new Set([...FLAGGED_CONDITIONS, ...CONDITION_NAMES])].slice(
          0,
          DISEASE_SELECTION_SIZE,
        ),
      });
      expect(selection.statusCode, selection.body).toBe(200);
      const recommendations = await testApp.app.inject({
        method: 'GET',
        url: '/api/screening-recommendations',
        headers: { cookie },
      });
      const [first] = recommendations.json<{
        recommendations: { disease: string; tests: string[] }[];
      }>().recommendations;
      if (!first?.tests[0]) throw new Error('no screening recommendation for the fuzz user');
      own.screeningTest = { diseaseName: first.disease, testName: first.tests[0] };
      const test = await post('/api/screening-tests', own.screeningTest);
      expect([200, 201], test.body).toContain(test.statusCode);
      own.screeningTestId = test.json<{ id: string }>().id;
    }

    /** A fresh session when a fuzzed request ended the one we had (logout, password change). */
    async function ensureSignedIn(): Promise<void> {
      const check = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie },
      });
      if (check.statusCode === 401) {
        cookie = (await registerUser(testApp.app)).cookie;
        await createOwnAssessment();
      }
    }

    const routes = listApiRoutes().filter((_route, index) => index % parts === part);

    it('covers its share of the route table', () => {
      expect(routes.length).toBeGreaterThan(10);
    });

    it.each(routes.map((route) => [describeRoute(route), route] as const))(
      '%s never answers 5xx',
      async (_name, route) => {
        let request = 0;
        await fc.assert(
          fc.asyncProperty(bodyPlan, pathParam, queryString, async (plan, param, query) => {
            request += 1;
            const validBody = VALID_BODIES[describeRoute(route)];
            const body =
              plan.kind === 'mutate'
                ? mutate(validBody ? await validBody(testApp.app) : {}, plan)
                : plan.text;
            const params = Object.fromEntries(
              [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name = '']) => [
                name,
                param === OWN_ID ? ownParam(route, name) : param,
              ]),
            );
            const url = `${fillRoutePath(route.path, params)}${toQuery(query)}`;
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const response = await testApp.app.inject({
              method: route.method,
              url,
              // spread over addresses so the per-address limits do not stop the run at the door
              remoteAddress: `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`,
              headers: {
                'content-type': 'application/json',
                ...(route.access === 'anonymous' ? {} : { cookie }),
              },
              ...(hasBody ? { payload: body } : {}),
            });
            if (response.statusCode >= 500) {
              throw new Error(
                `${route.method} ${url} answered ${response.statusCode}: ${response.body}`,
              );
            }
            if (route.access !== 'anonymous' && request % 200 === 0) await ensureSignedIn();
          }),
          // a GET row without path parameters takes nothing from the fuzzer but the query string
          {
            numRuns: route.method === 'GET' && !route.path.includes(':') ? QUERY_ONLY_RUNS : RUNS,
            seed: SEED,
          },
        );
      },
      300_000,
    );
  });
}
