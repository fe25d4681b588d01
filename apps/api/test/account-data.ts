import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';

import type { Database } from '../src/db/database.js';
import { buildSmallExportXml, multipart, zipExport } from './apple-health-export.js';
import { SURVEY_ANSWERS } from './fixtures.js';
import { callAs } from './kit.js';

/**
 * Gives an account a record of every kind the app keeps: through the API where a route makes it
 * (assessment, disease selection, plans, a payment) and straight into the tables otherwise
 * (screening test, diet plan, a support message, usage analytics, a reset token, a failed login).
 */
export async function giveAccountOneOfEverything(
  app: FastifyInstance,
  db: Kysely<Database>,
  account: { cookie: string; email: string; user: { id: string } },
): Promise<void> {
  const call = callAs(app, account.cookie);
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBeLessThan(300);
  };
  const userId = account.user.id;
  await ok(call('POST', '/api/assessments', SURVEY_ANSWERS));
  await ok(
    call('POST', '/api/user/disease-selection', {
      diseases: ['Stroke', 'Asthma', 'Gout', 'Osteoporosis', 'Hypertension'],
    }),
  );
  await ok(call('POST', '/api/physical-activity-plans/longevity-program', { level: 'beginner' }));
  const intent = (
    await call('POST', '/api/subscription/create-payment-intent', {
      plan: 'basic',
    })
  ).json<{ paymentIntentId: string }>();
  await ok(
    call('POST', '/api/subscription/demo/complete-payment', {
      paymentIntentId: intent.paymentIntentId,
    }),
  );
  await ok(
    call('POST', '/api/subscription/confirm-payment', { paymentIntentId: intent.paymentIntentId }),
  );
  const now = new Date();
  await db
    .insertInto('screeningTests')
    .values({
      userId,
      testName: 'Bowel screening',
      description: 'iFOBT',
      diseaseName: 'Colorectal Cancer',
      status: 'pending',
      scheduledDate: null,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('dietLifestylePlans')
    .values({
      userId,
      name: 'Sleep reset',
      category: 'sleep',
      description: 'd',
      goals: 'g',
      duration: '4 weeks',
      dailyTasks: '[]',
      progress: 0,
      planData: null,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('exercisePreferences')
    .values({ userId, preferences: '{"timeAvailable":30}', updatedAt: now })
    .execute();
  await db
    .insertInto('dietaryPreferences')
    .values({ userId, preferences: '{"dietType":"mediterranean"}', updatedAt: now })
    .execute();
  // sent signed out, with the account's address: still theirs
  await db
    .insertInto('supportMessages')
    .values({
      name: 'Ada',
      email: account.email,
      subject: 'Billing',
      category: 'billing',
      message: 'Please help',
      userId: null,
      ip: '127.0.0.1',
      challengeNonce: `nonce-${userId}`,
    })
    .execute();
  await db
    .insertInto('analyticsSessions')
    .values({ id: `s-${userId}`, userId, userAgent: 'test', startedAt: now, lastActivityAt: now })
    .execute();
  await db
    .insertInto('analyticsPageViews')
    .values({
      sessionId: `s-${userId}`,
      userId,
      path: '/dashboard',
      referrer: '',
      timeOnPage: 12,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('analyticsEvents')
    .values({
      sessionId: `s-${userId}`,
      userId,
      eventType: 'click',
      metadata: '{}',
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('passwordResetTokens')
    .values({ tokenHash: `h-${userId}`, userId, createdAt: now, expiresAt: now })
    .execute();
  // a provider-sharing link opened once (Premium creates them through the API: shares.test.ts)
  const share = await db
    .insertInto('reportShare')
    .values({
      userId,
      tokenHash: `share-${userId}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('reportShareAccess')
    .values({ shareId: share.id, accessedAt: now, deviceKind: 'mobile', browser: 'Safari' })
    .execute();
  // device data through the real import (every fitness table gets rows)
  const upload = multipart(await zipExport(buildSmallExportXml()));
  await ok(
    app.inject({
      method: 'POST',
      url: '/api/fitness-import/apple-health',
      headers: { cookie: account.cookie, ...upload.headers },
      payload: upload.payload,
    }),
  );
  // a failed login names the account by e-mail only
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: 'not the password at all' },
  });
}

/**
 * Every row, in every table of the app's schema, that still holds the user's id or e-mail: each
 * uuid column compared with the id, each text and jsonb column searched for the e-mail, the id
 * and any of `texts` (former addresses, the full name).
 */
export async function findRowsMentioning(
  db: Kysely<Database>,
  user: { id: string; email: string },
  texts: readonly string[] = [],
): Promise<string[]> {
  const columns = await sql<{ table: string; column: string; type: string }>`
    select c.table_name as "table", c.column_name as "column", c.data_type as "type"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('uuid', 'text', 'jsonb')
  `.execute(db);
  expect(columns.rows.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table, column, type } of columns.rows) {
    const target = sql`${sql.ref(`${table}.${column}`)}`;
    const condition =
      type === 'uuid'
        ? sql`${target} = ${user.id}::uuid`
        : sql.join(
            [user.email, ...texts]
              .map((text) => sql`position(lower(${text}) in lower(${target}::text)) > 0`)
              .concat(sql`position(${user.id} in ${target}::text) > 0`),
            sql` or `,
          );
    const result = await sql<{ count: string }>`
      select count(*) as count from ${sql.table(table)} where ${condition}
    `.execute(db);
    const count = Number(result.rows[0]?.count ?? 0);
    if (count > 0) found.push(`${table}.${column}: ${count}`);
  }
  return found;
}
