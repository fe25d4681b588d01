import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/database.js';

/** The plan filter of the admin's user list. */
export type PlanFilter = 'all' | 'trial' | 'basic' | 'premium' | 'expired';

/** `text` as a LIKE pattern that matches it literally, anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The stat cards: what each account has now (ADR 0017), admins counted apart. */
export function countUserStats(db: Kysely<Database>, at: Date) {
  return db
    .selectFrom('users')
    .select((eb) => {
      const customer = eb('userType', '!=', 'admin');
      const running = eb.and([
        customer,
        eb('subscriptionStatus', 'in', ['active', 'cancelled']),
        eb.or([
          eb('subscriptionEndDate', '>', at),
          eb.and([eb('subscriptionEndDate', 'is', null), eb('subscriptionStatus', '=', 'active')]),
        ]),
      ]);
      const count = (condition: ReturnType<typeof eb.and>) =>
        eb.fn.countAll<string>().filterWhere(condition);
      return [
        count(eb.and([customer])).as('total'),
        count(eb.and([running, eb('subscriptionPlan', '=', 'premium')])).as('premium'),
        count(eb.and([running, eb('subscriptionPlan', '=', 'basic')])).as('basic'),
        count(
          eb.and([customer, eb('subscriptionStatus', '=', 'trial'), eb('trialEndDate', '>', at)]),
        ).as('trial'),
        count(eb.and([customer, eb('subscriptionStatus', '=', 'suspended')])).as('suspended'),
        count(eb.and([eb('userType', '=', 'admin')])).as('admins'),
        eb.fn.countAll<string>().as('all'),
      ];
    })
    .executeTakeFirstOrThrow()
    .then((row) => {
      const total = Number(row.total);
      const premium = Number(row.premium);
      const basic = Number(row.basic);
      const trial = Number(row.trial);
      const suspended = Number(row.suspended);
      return {
        total,
        premium,
        basic,
        trial,
        // every other customer: a trial or paid period that is over (swept or not yet)
        expired: total - premium - basic - trial - suspended,
        suspended,
        admins: Number(row.admins),
        all: Number(row.all),
      };
    });
}

/**
 * The matching rows are found first (a materialized CTE: the trigram indexes answer a search even
 * when it matches few rows, where walking the date index would read them all), then sorted and
 * paged. `search` is lower case; '' matches every user.
 */
function withMatchingUsers(db: Kysely<Database>, search: string, plan: PlanFilter) {
  return db.with(
    (cte) => cte('matches').materialized(),
    (qb) => {
      let matches = qb.selectFrom('users').selectAll();
      if (search !== '') {
        const pattern = containsPattern(search);
        matches = matches.where((eb) =>
          eb.or([
            eb(sql<string>`lower(email)`, 'like', pattern),
            eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', pattern),
          ]),
        );
      }
      if (plan === 'expired') {
        matches = matches.where('subscriptionStatus', '=', 'expired');
      } else if (plan !== 'all') {
        matches = matches.where('subscriptionPlan', '=', plan);
      }
      return matches;
    },
  );
}

/** One page of the matching users, newest first, each with the count of all matches. */
export function findMatchingUsersPage(
  db: Kysely<Database>,
  search: string,
  plan: PlanFilter,
  limit: number,
  offset: number,
) {
  return withMatchingUsers(db, search, plan)
    .selectFrom('matches')
    .selectAll()
    .select(sql<string>`count(*) over ()`.as('matching'))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many users match (a page past the end has no row to carry the count). */
export async function countMatchingUsers(
  db: Kysely<Database>,
  search: string,
  plan: PlanFilter,
): Promise<number> {
  const counted = await withMatchingUsers(db, search, plan)
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** One page of every user, newest first. */
export function findNewestUsers(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
