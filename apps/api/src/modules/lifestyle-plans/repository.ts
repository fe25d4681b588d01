import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, DietLifestylePlansTable } from '../../db/database.js';

type Db = Kysely<Database> | Transaction<Database>;

export type DietLifestylePlanRow = Selectable<DietLifestylePlansTable>;

/** What a diet/lifestyle plan write holds (dailyTasks and planData as JSON values). */
export interface LifestylePlanWrite {
  name: string;
  category: DietLifestylePlansTable['category'];
  description: string;
  goals: string;
  duration: string;
  dailyTasks: unknown[];
  progress: number;
  planData: unknown;
}

/** The user's diet and lifestyle plans (every category), oldest first. */
export async function listUserLifestylePlans(
  db: Db,
  userId: string,
): Promise<DietLifestylePlanRow[]> {
  return db
    .selectFrom('dietLifestylePlans')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findUserLifestylePlan(
  db: Db,
  userId: string,
  id: string,
): Promise<DietLifestylePlanRow | undefined> {
  return db
    .selectFrom('dietLifestylePlans')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertLifestylePlan(
  db: Db,
  userId: string,
  plan: LifestylePlanWrite,
  now: Date,
): Promise<DietLifestylePlanRow> {
  return db
    .insertInto('dietLifestylePlans')
    .values({
      userId,
      ...plan,
      dailyTasks: JSON.stringify(plan.dailyTasks),
      planData: plan.planData === null ? null : JSON.stringify(plan.planData),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes the fields given of one of the user's plans in the categories allowed; undefined otherwise. */
export async function updateUserLifestylePlan(
  db: Db,
  userId: string,
  id: string,
  categories: readonly DietLifestylePlansTable['category'][],
  change: Partial<Omit<LifestylePlanWrite, 'category'>>,
  now: Date,
): Promise<DietLifestylePlanRow | undefined> {
  const { dailyTasks, planData, ...rest } = change;
  return db
    .updateTable('dietLifestylePlans')
    .set({
      ...rest,
      ...(dailyTasks === undefined ? {} : { dailyTasks: JSON.stringify(dailyTasks) }),
      ...(planData === undefined
        ? {}
        : { planData: planData === null ? null : JSON.stringify(planData) }),
      updatedAt: now,
    })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('category', 'in', categories)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUserLifestylePlan(
  db: Db,
  userId: string,
  id: string,
  categories: readonly DietLifestylePlansTable['category'][],
): Promise<boolean> {
  const result = await db
    .deleteFrom('dietLifestylePlans')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('category', 'in', categories)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteUserLifestylePlansOfCategory(
  db: Db,
  userId: string,
  category: DietLifestylePlansTable['category'],
): Promise<number> {
  const result = await db
    .deleteFrom('dietLifestylePlans')
    .where('userId', '=', userId)
    .where('category', '=', category)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
