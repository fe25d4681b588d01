import {
  type CreatePhysicalActivityPlanBodySchema,
  type ExercisePreferencesSchema,
  type GenerateExercisePlanResponse,
  type LongevityProgramBody,
  type PhysicalActivityPlan,
  type PlanDailyTask,
  type SavedExercisePreferences,
  type UpdatePhysicalActivityPlanBodySchema,
  type UpdatePlanActivityBody,
} from '@healthscreen/api-client';
import {
  adaptLongevityProgram,
  calculateWeeklyProgress,
  generateExercisePlan,
  type DailyTask,
  type RiskInput,
} from '@healthscreen/exercise-generator';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { Database } from '../../db/database.js';
import { findPreferences, upsertPreferences } from '../../db/preferences.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { findLatestCompleteAssessment, isUuid } from '../assessments/index.js';
import { insertLifestylePlan, toApiLifestylePlan } from '../lifestyle-plans/index.js';
import {
  deleteUserExercisePlans,
  deleteUserPlan,
  findUserPlan,
  insertPlan,
  listUserPlans,
  updateUserPlan,
  type PhysicalActivityPlanRow,
} from './repository.js';

export const PLAN_NOT_FOUND_MESSAGE = 'Plan not found';
export const ACTIVITY_NOT_FOUND_MESSAGE = 'Exercise not found in this plan';
export const PLAN_CHANGED_MESSAGE =
  'This plan has changed since it was loaded. Reload it and try again.';

type ParsedPreferences = z.output<typeof ExercisePreferencesSchema>;
type ParsedPlanUpdate = z.output<typeof UpdatePhysicalActivityPlanBodySchema>;

function createPlanNotFoundError(message = PLAN_NOT_FOUND_MESSAGE): AppError {
  return new AppError({ statusCode: 404, code: 'NOT_FOUND', message });
}

function createPlanChangedError(): AppError {
  return new AppError({
    statusCode: 409,
    code: 'REVISION_CONFLICT',
    message: PLAN_CHANGED_MESSAGE,
  });
}

function readDailyTasks(row: PhysicalActivityPlanRow): PlanDailyTask[] {
  return (Array.isArray(row.dailyTasks) ? row.dailyTasks : []) as PlanDailyTask[];
}

export function toApiPlan(row: PhysicalActivityPlanRow): PhysicalActivityPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    goals: row.goals,
    duration: row.duration,
    dailyTasks: readDailyTasks(row),
    progress: row.progress,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The preferences as stored and answered: `daysPerWeek` is the number of selected days. */
function normalizePreferences(body: ParsedPreferences): SavedExercisePreferences {
  return { ...body, daysPerWeek: body.selectedDays.length };
}

/** The generator's day type and the contract's are the same shape (checked by the compiler). */
function toDailyTasks(tasks: readonly DailyTask[]): PlanDailyTask[] {
  return tasks.map((task) => ({
    day: task.day,
    restDay: task.restDay,
    activities: task.activities.map((activity) => ({ ...activity })),
  }));
}

export function createExercisePlanService(deps: { db: Kysely<Database>; now: () => number }) {
  const { db, now } = deps;

  async function loadRisks(userId: string): Promise<RiskInput[]> {
    const latest = await findLatestCompleteAssessment(db, userId);
    return (Array.isArray(latest?.riskScores) ? latest.riskScores : []) as RiskInput[];
  }

  /** Applies `change` to one exercise of a locked plan, in one transaction. */
  async function changeActivity(
    user: SessionUser,
    target: { id: string; day: string; index: number; name?: string | undefined },
    change: (activities: PlanDailyTask['activities'], index: number) => void,
  ): Promise<PhysicalActivityPlanRow | null> {
    if (!isUuid(target.id)) throw createPlanNotFoundError();
    return db.transaction().execute(async (trx) => {
      const row = await findUserPlan(trx, user.id, target.id, { forUpdate: true });
      if (!row) throw createPlanNotFoundError();
      const tasks = readDailyTasks(row);
      const task = tasks.find((entry) => entry.day === target.day);
      const activity = task?.activities[target.index];
      if (!task || !activity) throw createPlanNotFoundError(ACTIVITY_NOT_FOUND_MESSAGE);
      if (target.name !== undefined && activity.name !== target.name)
        throw createPlanChangedError();
      change(task.activities, target.index);
      if (tasks.every((entry) => entry.activities.length === 0)) {
        await deleteUserPlan(trx, user.id, row.id);
        return null;
      }
      const updated = await updateUserPlan(
        trx,
        user.id,
        row.id,
        { dailyTasks: tasks, progress: calculateWeeklyProgress(tasks) },
        new Date(now()),
      );
      if (!updated) throw createPlanNotFoundError();
      return updated;
    });
  }

  return {
    async listPlans(user: SessionUser): Promise<PhysicalActivityPlan[]> {
      return (await listUserPlans(db, user.id)).map(toApiPlan);
    },

    async createPlan(
      user: SessionUser,
      body: z.output<typeof CreatePhysicalActivityPlanBodySchema>,
    ): Promise<PhysicalActivityPlan> {
      const row = await insertPlan(db, user.id, { ...body, source: 'custom' }, new Date(now()));
      return toApiPlan(row);
    },

    /** Partial update; new daily tasks without a progress recompute the progress from them. */
    async updatePlan(
      user: SessionUser,
      id: string,
      body: ParsedPlanUpdate,
    ): Promise<PhysicalActivityPlan> {
      if (!isUuid(id)) throw createPlanNotFoundError();
      const change: ParsedPlanUpdate = { ...body };
      if (body.dailyTasks !== undefined && body.progress === undefined) {
        change.progress = calculateWeeklyProgress(body.dailyTasks);
      }
      const row = await updateUserPlan(db, user.id, id, change, new Date(now()));
      if (!row) throw createPlanNotFoundError();
      return toApiPlan(row);
    },

    async deletePlan(user: SessionUser, id: string): Promise<{ ok: true }> {
      if (!isUuid(id) || !(await deleteUserPlan(db, user.id, id))) throw createPlanNotFoundError();
      return { ok: true };
    },

    /** Clear All (deviation 12): every exercise plan, one transaction. */
    async clearPlans(user: SessionUser): Promise<{ deleted: number }> {
      const deleted = await db
        .transaction()
        .execute(async (trx) => deleteUserExercisePlans(trx, user.id));
      return { deleted };
    },

    /** Ticks or unticks one exercise (deviation 13); the plan's progress follows. */
    async setActivityCompleted(
      user: SessionUser,
      target: { id: string; day: string; index: number },
      body: UpdatePlanActivityBody,
    ): Promise<PhysicalActivityPlan> {
      const row = await changeActivity(
        user,
        { ...target, name: body.name },
        (activities, index) => {
          const activity = activities[index];
          if (activity) activities[index] = { ...activity, completed: body.completed };
        },
      );
      if (!row) throw createPlanNotFoundError();
      return toApiPlan(row);
    },

    /** Removes one exercise of a saved plan on the server; a plan left empty is deleted. */
    async removeActivity(
      user: SessionUser,
      target: { id: string; day: string; index: number },
      body: { name?: string | undefined },
    ): Promise<{ plan: PhysicalActivityPlan | null }> {
      const row = await changeActivity(
        user,
        { ...target, name: body.name },
        (activities, index) => {
          activities.splice(index, 1);
        },
      );
      return { plan: row ? toApiPlan(row) : null };
    },

    /**
     * Replaces every exercise plan with a longevity program, in one transaction (deviation 12).
     * The program keeps the person's injuries and limitations (their saved AI wizard answers) and
     * heart risk (issue 31): what those rule out is swapped, and the description says so.
     */
    async loadLongevityProgram(
      user: SessionUser,
      body: LongevityProgramBody,
    ): Promise<PhysicalActivityPlan> {
      const saved = (await findPreferences(db, 'exercisePreferences', user.id)) as Partial<
        Pick<SavedExercisePreferences, 'injuries' | 'medicalLimitations'>
      > | null;
      const { program } = adaptLongevityProgram(body.level, {
        injuries: saved?.injuries ?? [],
        medicalLimitations: saved?.medicalLimitations ?? [],
        risks: await loadRisks(user.id),
      });
      const current = new Date(now());
      const row = await db.transaction().execute(async (trx) => {
        await deleteUserExercisePlans(trx, user.id);
        return insertPlan(
          trx,
          user.id,
          {
            name: program.name,
            description: program.description,
            goals: program.goals,
            duration: program.duration,
            dailyTasks: toDailyTasks(program.dailyTasks),
            progress: 0,
            source: 'longevity',
          },
          current,
        );
      });
      return toApiPlan(row);
    },

    async getPreferences(user: SessionUser): Promise<SavedExercisePreferences | null> {
      const stored = await findPreferences(db, 'exercisePreferences', user.id);
      return (stored ?? null) as SavedExercisePreferences | null;
    },

    async savePreferences(
      user: SessionUser,
      body: ParsedPreferences,
    ): Promise<SavedExercisePreferences> {
      const preferences = normalizePreferences(body);
      await upsertPreferences(db, 'exercisePreferences', user.id, preferences, new Date(now()));
      return preferences;
    },

    /**
     * The AI wizard's generation order (§4), all or nothing: 1 save the preferences, 2 delete every
     * exercise plan, 3 build the plan, 4 save the physical activity plan, 5 save the
     * diet/lifestyle plan of category exercise with the full plan as planData. Step 6 (notify the
     * screen) is the answer.
     */
    async generatePlan(
      user: SessionUser,
      body: ParsedPreferences,
    ): Promise<GenerateExercisePlanResponse> {
      const preferences = normalizePreferences(body);
      const risks = await loadRisks(user.id);
      const current = new Date(now());
      return db.transaction().execute(async (trx) => {
        await upsertPreferences(trx, 'exercisePreferences', user.id, preferences, current);
        await deleteUserExercisePlans(trx, user.id);
        const { plan, dailyTasks } = generateExercisePlan(preferences, { risks });
        const fields = {
          name: plan.name,
          description: plan.description,
          goals: plan.goals.join(', '),
          duration: plan.duration,
          dailyTasks: toDailyTasks(dailyTasks),
          progress: 0,
        };
        const physical = await insertPlan(trx, user.id, { ...fields, source: 'ai' }, current);
        const lifestyle = await insertLifestylePlan(
          trx,
          user.id,
          {
            ...fields,
            // a diet/lifestyle plan's tasks are by phase (§3: week, phase, tasks)
            dailyTasks: plan.weeklyPlan.map((phase) => ({
              week: phase.week,
              phase: phase.phase,
              tasks: phase.workouts.map((w) => `${w.day}: ${w.name} (${w.duration} min)`),
            })),
            category: 'exercise',
            planData: plan,
          },
          current,
        );
        return {
          plan,
          physicalActivityPlan: toApiPlan(physical),
          dietLifestylePlan: toApiLifestylePlan(lifestyle),
          preferences,
        };
      });
    },
  };
}

export type ExercisePlanService = ReturnType<typeof createExercisePlanService>;
