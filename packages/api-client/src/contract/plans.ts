import {
  EQUIPMENT,
  EXERCISE_TYPES,
  FITNESS_GOALS,
  INJURIES,
  MOTIVATION_FACTORS,
  PREFERRED_TIMES,
  SESSION_MINUTES,
  WEEKDAYS,
  type GeneratedExercisePlan,
} from '@healthscreen/exercise-generator';
import { z } from 'zod';

import {
  createOptionalTextSchema,
  createTextSchema,
  createTokenSchema,
  uniqueList,
} from './fields.js';

// ---------------------------------------------------------------------------------------------
// Physical activity plans (3-results-and-plans.md §3 Physical activity plan, Daily task, Activity)

export const FITNESS_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const FitnessLevelSchema = z.enum(FITNESS_LEVELS);
export const ACTIVITY_TYPES = ['stretching', 'strength', 'cardio'] as const;
export const WeekdaySchema = z.enum(WEEKDAYS, { error: 'Choose a day from Monday to Sunday' });

/** Longest activity and plan limits: generous bounds that keep one plan a few KB. */
export const ACTIVITY_MAX_MINUTES = 240;
export const ACTIVITIES_PER_DAY_MAX = 20;

export const ActivitySchema = z.object({
  name: createTextSchema(100),
  type: z.enum(ACTIVITY_TYPES),
  duration: z.number().int().min(1).max(ACTIVITY_MAX_MINUTES),
  description: createOptionalTextSchema(1000).default(''),
  difficulty: FitnessLevelSchema,
  completed: z.boolean().default(false),
});
export type PlanActivity = z.infer<typeof ActivitySchema>;

export const DailyTaskSchema = z.object({
  day: WeekdaySchema,
  restDay: z.boolean().default(false),
  activities: z.array(ActivitySchema).max(ACTIVITIES_PER_DAY_MAX).default([]),
});
export type PlanDailyTask = z.infer<typeof DailyTaskSchema>;

/** At most one entry per weekday. */
export const DailyTasksSchema = z
  .array(DailyTaskSchema)
  .max(WEEKDAYS.length)
  .refine((tasks) => new Set(tasks.map((task) => task.day)).size === tasks.length, {
    error: 'Each day may appear only once',
  });

const PlanFieldsSchema = z.strictObject({
  name: createTextSchema(200),
  description: createOptionalTextSchema(2000).default(''),
  goals: createOptionalTextSchema(2000).default(''),
  duration: createTextSchema(50),
  dailyTasks: DailyTasksSchema,
  progress: z.number().int().min(0).max(100).default(0),
});

/** POST /api/physical-activity-plans (spec §7: name, description, goals, duration, dailyTasks, progress). */
export const CreatePhysicalActivityPlanBodySchema = PlanFieldsSchema;
export type CreatePhysicalActivityPlanBody = z.input<typeof CreatePhysicalActivityPlanBodySchema>;

/** PUT /api/physical-activity-plans/{id}: a partial body; only the fields sent change. */
export const UpdatePhysicalActivityPlanBodySchema = z
  .strictObject({
    name: PlanFieldsSchema.shape.name,
    description: createOptionalTextSchema(2000),
    goals: createOptionalTextSchema(2000),
    duration: PlanFieldsSchema.shape.duration,
    dailyTasks: DailyTasksSchema,
    progress: z.number().int().min(0).max(100),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change' });
export type UpdatePhysicalActivityPlanBody = z.input<typeof UpdatePhysicalActivityPlanBodySchema>;

export const PLAN_SOURCES = ['custom', 'library', 'ai', 'longevity'] as const;

export const PhysicalActivityPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  goals: z.string(),
  duration: z.string(),
  dailyTasks: z.array(
    z.object({
      day: WeekdaySchema,
      restDay: z.boolean(),
      activities: z.array(
        z.object({
          name: z.string(),
          type: z.enum(ACTIVITY_TYPES),
          duration: z.number(),
          description: z.string(),
          difficulty: FitnessLevelSchema,
          completed: z.boolean(),
        }),
      ),
    }),
  ),
  progress: z.number(),
  /** How the plan came to be: a custom or library exercise, the AI wizard, a longevity program. */
  source: z.enum(PLAN_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhysicalActivityPlan = z.infer<typeof PhysicalActivityPlanSchema>;

export const PhysicalActivityPlanListSchema = z.array(PhysicalActivityPlanSchema);

/** Any text: an id that is not one of the user's plans answers 404, like another user's id. */
export const PlanIdParamsSchema = z.object({ id: z.string().max(100) });

/** One exercise of a saved plan: the plan, the day and the exercise's index on that day. */
export const PlanActivityParamsSchema = z.object({
  id: z.string().max(100),
  day: WeekdaySchema,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(ACTIVITIES_PER_DAY_MAX - 1),
});

/**
 * One exercise of a saved plan as a caller addresses it: the plan, the day and its place in that
 * day's list. `name` is what the caller saw there; the server answers 409 if the exercise at that
 * place has changed since.
 */
export type PlanActivityTarget = {
  planId: string;
  day: z.output<typeof WeekdaySchema>;
  index: number;
  name?: string;
};

/**
 * PATCH …/activities/{index}: tick or untick (deviation 13: completion is stored on the server).
 * `name` (optional) guards against a stale screen: a different exercise at that index → 409.
 */
export const UpdatePlanActivityBodySchema = z.strictObject({
  completed: z.boolean(),
  name: createTokenSchema(100).optional(),
});
export type UpdatePlanActivityBody = z.infer<typeof UpdatePlanActivityBodySchema>;

/** DELETE …/activities/{index}: the same stale-screen guard. */
export const RemovePlanActivityBodySchema = z
  .strictObject({ name: createTokenSchema(100).optional() })
  // a DELETE without a body arrives as null
  .nullish()
  .transform((body) => body ?? {});

/** DELETE …/activities/{index}: the plan without it, or null when it had no exercise left (deleted). */
export const RemovePlanActivityResponseSchema = z.object({
  plan: PhysicalActivityPlanSchema.nullable(),
});

/** DELETE /api/physical-activity-plans (Clear All): how many plans were removed. */
export const ClearPlansResponseSchema = z.object({ deleted: z.number().int() });

export const LongevityProgramBodySchema = z.strictObject({ level: FitnessLevelSchema });
export type LongevityProgramBody = z.infer<typeof LongevityProgramBodySchema>;

// ---------------------------------------------------------------------------------------------
// Exercise preferences (§3) and the AI wizard (§4 generation order, §5 AI wizard)

export const FITNESS_GOALS_REQUIRED_MESSAGE = 'Choose at least one fitness goal';

export const ExercisePreferencesSchema = z.object({
  fitnessGoals: uniqueList(z.enum(FITNESS_GOALS), FITNESS_GOALS.length).refine(
    (goals) => goals.length > 0,
    { error: FITNESS_GOALS_REQUIRED_MESSAGE },
  ),
  exerciseTypes: uniqueList(z.enum(EXERCISE_TYPES), EXERCISE_TYPES.length).default([]),
  currentFitnessLevel: FitnessLevelSchema,
  timeAvailable: z
    .number()
    .int()
    .min(SESSION_MINUTES.min)
    .max(SESSION_MINUTES.max)
    .multipleOf(SESSION_MINUTES.step, {
      error: `Choose ${SESSION_MINUTES.min} to ${SESSION_MINUTES.max} minutes in steps of ${SESSION_MINUTES.step}`,
    }),
  selectedDays: uniqueList(WeekdaySchema, WEEKDAYS.length).refine((days) => days.length > 0, {
    error: 'Choose at least one day',
  }),
  /** Kept for the spec's shape; the server sets it to the number of selected days. */
  daysPerWeek: z.number().int().min(0).max(7).optional(),
  preferredTime: z.enum(PREFERRED_TIMES),
  injuries: uniqueList(z.enum(INJURIES), INJURIES.length).default([]),
  medicalLimitations: z.array(createTextSchema(200)).max(10).default([]),
  equipmentAccess: uniqueList(z.enum(EQUIPMENT), EQUIPMENT.length).default([]),
  exerciseExperience: z.enum(['beginner', 'some-experience', 'experienced']),
  motivationFactors: uniqueList(z.enum(MOTIVATION_FACTORS), MOTIVATION_FACTORS.length).default([]),
  previousExerciseHabits: z.enum(['never', 'inconsistent', 'consistent']),
  specificConcerns: createOptionalTextSchema(1000).default(''),
});
export type ExercisePreferencesBody = z.input<typeof ExercisePreferencesSchema>;

/** What the server answers: the stored preferences, `daysPerWeek` filled in. */
export const ExercisePreferencesResponseSchema = ExercisePreferencesSchema.extend({
  daysPerWeek: z.number().int().min(0).max(7),
});
export type SavedExercisePreferences = z.output<typeof ExercisePreferencesResponseSchema>;

/** GET /api/exercise-preferences: the saved preferences, or null before the wizard's first run. */
export const SavedExercisePreferencesResponseSchema = ExercisePreferencesResponseSchema.nullable();

// ---------------------------------------------------------------------------------------------
// Diet and lifestyle plans (§3): issue 8 adds their editing; the AI wizard stores its plan here.

export const PLAN_CATEGORIES = ['diet', 'sleep', 'stress', 'aesthetic', 'exercise'] as const;

export const DietLifestylePlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(PLAN_CATEGORIES),
  description: z.string(),
  goals: z.string(),
  duration: z.string(),
  dailyTasks: z.array(z.unknown()),
  progress: z.number(),
  /** The full generated plan of an AI exercise plan, as a JSON string (spec §3 planData). */
  planData: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DietLifestylePlan = z.infer<typeof DietLifestylePlanSchema>;

export const DietLifestylePlanListSchema = z.array(DietLifestylePlanSchema);

const WorkoutSchema = z.object({
  day: WeekdaySchema,
  type: z.enum(['cardio', 'strength', 'rest']),
  name: z.string(),
  duration: z.number(),
  intensity: z.string(),
  exercises: z.array(z.string()),
  benefits: z.array(z.string()),
});

/** The generated AI exercise plan (§3), as `@healthscreen/exercise-generator` builds it. */
export const GeneratedExercisePlanSchema = z.object({
  name: z.string(),
  /** The injuries and conditions it was built around (plans saved before issue 31 have none). */
  adaptedFor: z.array(z.string()).default([]),
  description: z.string(),
  duration: z.string(),
  goals: z.array(z.string()),
  targetedConditions: z.array(z.string()),
  intensityLevel: z.string(),
  weeklySchedule: z.object({
    totalDays: z.number(),
    totalMinutes: z.number(),
    sessionsPerWeek: z.number(),
  }),
  keyRecommendations: z.array(z.string()),
  weeklyPlan: z.array(
    z.object({ week: z.string(), phase: z.string(), workouts: z.array(WorkoutSchema) }),
  ),
  equipment: z.array(
    z.object({ name: z.string(), alternatives: z.array(z.string()), purpose: z.string() }),
  ),
  progressTracking: z.array(z.string()),
  safetyGuidelines: z.array(z.string()),
  modificationTips: z.array(z.string()),
}) satisfies z.ZodType<GeneratedExercisePlan>;

/** POST /api/physical-activity-plans/generate: the six steps of §4 in one transaction. */
export const GenerateExercisePlanResponseSchema = z.object({
  plan: GeneratedExercisePlanSchema,
  physicalActivityPlan: PhysicalActivityPlanSchema,
  dietLifestylePlan: DietLifestylePlanSchema,
  preferences: ExercisePreferencesResponseSchema,
});
export type GenerateExercisePlanResponse = z.infer<typeof GenerateExercisePlanResponseSchema>;
