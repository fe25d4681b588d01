/**
 * The API tests' kit: an app on a database of its own, accounts on each plan, an admin, an
 * assessment of each variant. Small functions that compose; `useApiKit` binds them to one
 * describe block's app (test/helper.ts's `useTestApp`: a schema of the worker's PGlite per block).
 */
import { AssessmentSchema, type Assessment } from '@healthscreen/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { expect } from 'vitest';

import type { BuildAppOptions } from '../src/app.js';
import type { DbKind } from '../src/db/create-db.js';
import type { Database, UsersTable } from '../src/db/database.js';
import { ESSENTIAL_ANSWERS, SURVEY_ANSWERS, WIZARD_ANSWERS } from './fixtures.js';
import { registerAdmin, registerUser, useTestApp } from './helper.js';

/** The plans a test signs a user up on. */
export const PLANS = {
  /** What registration gives: a 14-day trial. */
  trial: { subscriptionPlan: 'trial', subscriptionStatus: 'trial' },
  basic: { subscriptionPlan: 'basic', subscriptionStatus: 'active' },
  premium: { subscriptionPlan: 'premium', subscriptionStatus: 'active' },
  /** A paid plan whose period ran out (what the expiry sweep leaves). */
  expired: { subscriptionPlan: 'premium', subscriptionStatus: 'expired' },
} as const satisfies Record<string, Updateable<UsersTable>>;
export type PlanName = keyof typeof PLANS;

/** Changes a user's row straight in the database: one of the PLANS, or any columns. */
export async function setPlan(
  db: Kysely<Database>,
  userId: string,
  plan: PlanName | Updateable<UsersTable>,
): Promise<void> {
  await db
    .updateTable('users')
    .set(typeof plan === 'string' ? PLANS[plan] : plan)
    .where('id', '=', userId)
    .execute();
}

/** A new account on `plan` (set in the database after registration, which gives a trial). */
export async function signUp(
  app: FastifyInstance,
  db: Kysely<Database>,
  plan: PlanName = 'trial',
  overrides: Record<string, unknown> = {},
) {
  const account = await registerUser(app, overrides);
  if (plan !== 'trial') await setPlan(db, account.user.id, plan);
  return account;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request with the account's cookie (none when undefined); a JSON body when given. */
export function callAs(app: FastifyInstance, cookie: string | undefined) {
  return (method: HttpMethod, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      ...(cookie === undefined ? {} : { headers: { cookie } }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
export type Call = ReturnType<typeof callAs>;

/** The same person's answers as each variant records them (test/fixtures.ts). */
export const ANSWERS = {
  wizard: WIZARD_ANSWERS,
  essential: ESSENTIAL_ANSWERS,
  survey: SURVEY_ANSWERS,
} as const;
export type AssessmentVariant = keyof typeof ANSWERS;

/** POST /api/assessments: one of the ANSWERS by variant, or a body; expects 201. */
export async function createAssessment(
  app: FastifyInstance,
  cookie: string,
  answers: AssessmentVariant | object = 'survey',
): Promise<Assessment> {
  const body = typeof answers === 'string' ? ANSWERS[answers] : answers;
  const response = await callAs(app, cookie)('POST', '/api/assessments', body);
  expect(response.statusCode, response.body).toBe(201);
  return AssessmentSchema.parse(response.json());
}

export interface ApiKitOptions {
  /**
   * Runs after each `setPlan`/`signUp` plan change: with the app's session cache on, a test clock
   * moves past SESSION_CACHE_TTL_MS here so the change is seen (or pass `sessionCacheTtlMs: 0`).
   */
  afterPlanChange?: () => void;
}

/**
 * A fresh database and app for the enclosing describe block (`useTestApp`), and the kit's
 * functions bound to them. Read `app` and `db` inside the tests.
 */
export function useApiKit(
  kind: DbKind,
  options: Partial<BuildAppOptions> = {},
  { afterPlanChange }: ApiKitOptions = {},
) {
  const testApp = useTestApp(kind, options);
  return {
    get app(): FastifyInstance {
      return testApp.app;
    },
    get db(): Kysely<Database> {
      return testApp.db;
    },
    setPlan: async (userId: string, plan: PlanName | Updateable<UsersTable>) => {
      await setPlan(testApp.db, userId, plan);
      afterPlanChange?.();
    },
    signUp: async (plan: PlanName = 'trial', overrides: Record<string, unknown> = {}) => {
      const account = await signUp(testApp.app, testApp.db, plan, overrides);
      if (plan !== 'trial') afterPlanChange?.();
      return account;
    },
    /** An admin, signed in afresh. */
    admin: () => registerAdmin(testApp.app, testApp.db),
    callAs: (cookie: string | undefined) => callAs(testApp.app, cookie),
    createAssessment: (cookie: string, answers?: AssessmentVariant | object) =>
      createAssessment(testApp.app, cookie, answers),
  };
}
