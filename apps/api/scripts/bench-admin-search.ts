/**
 * The admin user list at 100,000 users (issue 10): seeds that many into a fresh database, then
 * times `GET /api/admin/users` through the app (inject, so the query, serialisation and the stat
 * cards are all in it) for the list, a name search, an e-mail search and a plan filter, and shows
 * the plan PostgreSQL chose for the search.
 *
 *   pnpm --filter @healthscreen/api bench:admin                       # embedded PGlite
 *   DATABASE_URL=postgres://… pnpm --filter @healthscreen/api bench:admin   # a fresh schema there
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'kysely';
import pg from 'pg';

import { buildApp } from '../src/app.js';
import { createDb } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ROUNDS = 15;

async function main() {
  const url = process.env.DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const handle = await createDb(url ? { databaseUrl: url, searchPath: schema } : {});
  try {
    await migrateToLatest(handle.db);
    const seeded = performance.now();
    // first and last names from short lists, e-mails unique; a tenth basic, a tenth premium
    await sql`
      insert into users (email, password_hash, first_name, last_name, subscription_plan,
        subscription_status, trial_end_date, created_at)
      select 'user' || i || '@example' || (i % 50) || '.com', 'x',
        (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken'])[1 + i % 8],
        (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Allen','Thompson',
               'Smith','Nguyen','Wang','Brown'])[1 + (i / 8) % 12] || (i % 997),
        case when i % 10 = 0 then 'basic' when i % 10 = 1 then 'premium' else 'trial' end,
        case when i % 10 < 2 then 'active' when i % 7 = 0 then 'expired' else 'trial' end,
        now() + interval '14 days', now() - (i || ' minutes')::interval
      from generate_series(1, ${USERS}) as i
    `.execute(handle.db);
    // as autovacuum would have: the visibility map lets the plan counts read the index alone
    await sql`vacuum analyze users`.execute(handle.db);
    console.log(
      `seeded ${USERS.toLocaleString('en-AU')} users in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${handle.kind})`,
    );

    const app = await buildApp({
      db: handle.db,
      sessionSecret: 'bench-secret-that-is-at-least-32-characters',
      cookieSecure: false,
    });
    await app.ready();
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'bench-admin@example.com',
        password: 'a sturdy bench passphrase 9',
        firstName: 'Bench',
        lastName: 'Admin',
      },
    });
    await handle.db
      .updateTable('users')
      .set({ userType: 'admin' })
      .where('email', '=', 'bench-admin@example.com')
      .execute();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bench-admin@example.com', password: 'a sturdy bench passphrase 9' },
    });
    if (register.statusCode !== 201 || login.statusCode !== 200)
      throw new Error('admin sign-in failed');
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).at(-1) ?? '';

    const cases = [
      ['first page, no search', ''],
      ['name search "hopper4"', 'search=hopper4'],
      ['full-name search "grace turing12"', 'search=grace%20turing12'],
      ['e-mail search "user4242@"', 'search=user4242%40'],
      ['plan filter premium, page 20', 'plan=premium&page=20'],
      ['search "ada" + plan basic', 'search=ada&plan=basic'],
    ] as const;
    console.log(`\nGET /api/admin/users, median of ${ROUNDS} (after 2 warm-ups):`);
    for (const [label, query] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS + 2; round += 1) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/admin/users?${query}`,
          headers: { cookie },
        });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${query}: ${response.statusCode} ${response.body}`);
        total = response.json<{ total: number }>().total;
        if (round >= 2) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      console.log(
        `  ${label.padEnd(36)} ${median.toFixed(1).padStart(7)} ms   (${total.toLocaleString('en-AU')} matching)`,
      );
    }
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain with matches as materialized (
        select * from users
        where lower(email) like '%user4242@%'
          or lower(first_name || ' ' || last_name) like '%user4242@%'
      )
      select *, count(*) over () from matches order by created_at desc, id desc limit 50
    `.execute(handle.db);
    console.log('\nplan of the search:');
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    await app.close();
  } finally {
    await handle.destroy();
    if (url) {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    }
  }
}

await main();
