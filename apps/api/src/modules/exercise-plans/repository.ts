import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, PhysicalActivityPlansTable } from '../../db/database.js';

type Db = Kysely<Database> | Transaction<Database>;

export type PhysicalActivityPlanRow = Selectable<PhysicalActivityPlansTable>;

/** What a plan write holds (daily tasks as stored JSON). */
export interface PlanWrite {
  name: string;
  description: string;
  goals: string;
  duration: string;
  dailyTasks: unknown[];
  progress: number;
  source: PhysicalActivityPlansTable['source'];
}

/** The user's exercise plans, oldest first (ties by id so the order is stable). */
export async function listUserPlans(db: Db, userId: string): Promise<PhysicalActivityPlanRow[]> {
  return db
    .selectFrom('physicalActivityPlans')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** One plan of this user (locked for the transaction when asked); another user's id finds nothing. */
export async function findUserPlan(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PhysicalActivityPlanRow | undefined> {
  let query = db
    .selectFrom('physicalActivityPlans')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertPlan(
  db: Db,
  userId: string,
  plan: PlanWrite,
  now: Date,
): Promise<PhysicalActivityPlanRow> {
  return db
    .insertInto('physicalActivityPlans')
    .values({
      userId,
      ...plan,
      dailyTasks: JSON.stringify(plan.dailyTasks),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes the fields given of one of the user's plans; undefined when it is not theirs. */
export async function updateUserPlan(
  db: Db,
  userId: string,
  id: string,
  change: Partial<Omit<PlanWrite, 'source'>>,
  now: Date,
): Promise<PhysicalActivityPlanRow | undefined> {
  const { dailyTasks, ...rest } = change;
  return db
    .updateTable('physicalActivityPlans')
    .set({
      ...rest,
      ...(dailyTasks === undefined ? {} : { dailyTasks: JSON.stringify(dailyTasks) }),
      updatedAt: now,
    })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUserPlan(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('physicalActivityPlans')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * "All exercise plans" (§4 Clear All, longevity, AI wizard step 2): every physical activity plan
 * and every diet/lifestyle plan of category exercise. Returns how many physical plans went.
 */
export async function deleteUserExercisePlans(db: Db, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('physicalActivityPlans')
    .where('userId', '=', userId)
    .executeTakeFirst();
  await db
    .deleteFrom('dietLifestylePlans')
    .where('userId', '=', userId)
    .where('category', '=', 'exercise')
    .execute();
  return Number(result.numDeletedRows);
}
