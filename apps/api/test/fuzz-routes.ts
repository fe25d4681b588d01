import {
  DISEASE_SELECTION_SIZE,
  fillRoutePath,
  listApiRoutes,
  type ApiRoute,
} from '@healthscreen/api-client';
import { CONDITION_NAMES } from '@healthscreen/risk-engine';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

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
    fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, 1e-320),
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
  nastyValue.map((value) => JSON.stringify(value) ?? 'null'),
);

/** How a request body is made: random, raw text, or a valid body with one field made nasty. */
const bodyPlan = fc.oneof(
  {
    weight: 2,
    arbitrary: fieldObject.map((value) => ({
      kind: 'random' as const,
      text: JSON.stringify(value),
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
};

/** A valid body with one field (an existing one, or a known name added) set to `value`. */
function mutate(
  body: Record<string, unknown>,
  plan: { field: number; newField: boolean; value: unknown },
): string {
  const keys = plan.newField ? KNOWN_KEYS : Object.keys(body);
  const key = keys[plan.field % keys.length] ?? 'name';
  return JSON.stringify({ ...body, [key]: plan.value });
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

/** The signed-in user's own assessment, so mutated PUT bodies get past the 404. */
const own = { assessmentId: '' };

const pathParam = fc.oneof(
  { weight: 2, arbitrary: fc.constant(own).map((holder) => holder.assessmentId) },
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
              [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => [name, param]),
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
