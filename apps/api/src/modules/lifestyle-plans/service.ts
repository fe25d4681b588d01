import {
  DietaryPreferencesSchema,
  EDITABLE_PLAN_CATEGORIES,
  type BiologicalMarker,
  type ChooseLibraryDietBody,
  type CreateDietLifestylePlanBodySchema,
  type DietLifestylePlan,
  type GenerateDietPlanResponse,
  type SavedDietaryPreferences,
  type UpdateDietLifestylePlanBodySchema,
} from '@healthscreen/api-client';
import { mapStoredResponsesToProfile } from '@healthscreen/assessment-schema';
import {
  checkLibraryDiet,
  checkLibraryDiets,
  DEFAULT_DIETARY_PREFERENCES,
  generateDietPlan,
  generateLibraryDietPlan,
  LIBRARY_DIET_GOALS,
  type ActivityLevel,
  type DietaryPreferences,
  type DietProfile,
  type DietSafetyContext,
  type LibraryDietCheck,
  type RiskInput,
} from '@healthscreen/diet-generator';
import type { RiskProfile } from '@healthscreen/risk-engine';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { Database } from '../../db/database.js';
import { findPreferences, upsertPreferences } from '../../db/preferences.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { findLatestCompleteAssessment, isUuid } from '../assessments/index.js';
import {
  deleteUserLifestylePlan,
  deleteUserLifestylePlansOfCategory,
  findUserLifestylePlan,
  insertLifestylePlan,
  listUserLifestylePlans,
  updateUserLifestylePlan,
  type DietLifestylePlanRow,
} from './repository.js';

export const LIFESTYLE_PLAN_NOT_FOUND_MESSAGE = 'Plan not found';
export const PLAN_DATA_ONLY_FOR_DIET_MESSAGE = 'Only a diet plan holds a generated plan';

type ParsedCreate = z.output<typeof CreateDietLifestylePlanBodySchema>;
type ParsedUpdate = z.output<typeof UpdateDietLifestylePlanBodySchema>;
type ParsedPreferences = z.output<typeof DietaryPreferencesSchema>;

function createNotFoundError(): AppError {
  return new AppError({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: LIFESTYLE_PLAN_NOT_FOUND_MESSAGE,
  });
}

export function toApiLifestylePlan(row: DietLifestylePlanRow): DietLifestylePlan {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    goals: row.goals,
    duration: row.duration,
    dailyTasks: Array.isArray(row.dailyTasks) ? row.dailyTasks : [],
    progress: row.progress,
    planData: row.planData === null ? null : JSON.stringify(row.planData),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The schema checked planData is JSON of a generated diet plan; store the value, not the text. */
function parsePlanData(planData: string | null): unknown {
  return planData === null ? null : (JSON.parse(planData) as unknown);
}

/**
 * The activity factor's level from the assessment's weekly exercise minutes: under 30 sedentary,
 * under 150 light, under 300 moderate, under 450 active, else very active. Not answered: moderate
 * (the spec's default).
 */
export function toActivityLevel(minutesPerWeek: number | undefined): ActivityLevel {
  if (minutesPerWeek === undefined) return 'moderate';
  if (minutesPerWeek < 30) return 'sedentary';
  if (minutesPerWeek < 150) return 'light';
  if (minutesPerWeek < 300) return 'moderate';
  if (minutesPerWeek < 450) return 'active';
  return 'very_active';
}

/**
 * What the Diet Library checks a diet against: the saved diet answers (restrictions, allergies,
 * intolerances) and the latest assessment's diabetes, its medicines and kidney disease.
 */
export function toDietSafetyContext(
  preferences: DietaryPreferences,
  profile: RiskProfile | undefined,
): DietSafetyContext {
  const existing = profile?.existingConditions ?? [];
  return {
    dietaryRestrictions: preferences.dietaryRestrictions,
    allergies: preferences.allergies,
    foodIntolerances: preferences.foodIntolerances,
    diabetes: profile?.diabetes === true || existing.includes('type-2-diabetes'),
    ...(profile?.diabetesMedication ? { diabetesMedication: profile.diabetesMedication } : {}),
    chronicKidneyDisease: existing.includes('chronic-kidney-disease'),
  };
}

function createNotSuitableError(check: LibraryDietCheck): AppError {
  return new AppError({
    statusCode: 409,
    code: 'DIET_NOT_SUITABLE',
    message: `${check.name} is not suitable for you: ${check.reasons.join(' ')}`,
  });
}

function toDietProfile(profile: RiskProfile): DietProfile {
  return {
    age: profile.age,
    sex: profile.sex,
    weightKg: profile.weightKg,
    heightCm: profile.heightCm,
    activityLevel: toActivityLevel(profile.exerciseMinutesPerWeek),
  };
}

/** The lab values the biological-markers list shows, in the profile's (Australian) units. */
const MARKERS = [
  {
    key: 'totalCholesterol',
    field: 'totalCholesterolMmolL',
    label: 'Total cholesterol',
    unit: 'mmol/L',
  },
  { key: 'hdlCholesterol', field: 'hdlCholesterolMmolL', label: 'HDL cholesterol', unit: 'mmol/L' },
  { key: 'ldlCholesterol', field: 'ldlCholesterolMmolL', label: 'LDL cholesterol', unit: 'mmol/L' },
  { key: 'triglycerides', field: 'triglyceridesMmolL', label: 'Triglycerides', unit: 'mmol/L' },
  { key: 'fastingGlucose', field: 'fastingGlucoseMmolL', label: 'Fasting glucose', unit: 'mmol/L' },
  { key: 'hba1c', field: 'hba1cPercent', label: 'HbA1c', unit: '%' },
  { key: 'systolicBp', field: 'systolicBp', label: 'Systolic blood pressure', unit: 'mmHg' },
  { key: 'diastolicBp', field: 'diastolicBp', label: 'Diastolic blood pressure', unit: 'mmHg' },
  { key: 'egfr', field: 'egfr', label: 'eGFR', unit: 'mL/min/1.73 m²' },
] as const satisfies readonly {
  field: keyof RiskProfile;
  key: string;
  label: string;
  unit: string;
}[];

export function createLifestylePlanService(deps: { db: Kysely<Database>; now: () => number }) {
  const { db, now } = deps;

  async function latestAssessment(userId: string) {
    const latest = await findLatestCompleteAssessment(db, userId);
    if (!latest) return undefined;
    const profile = mapStoredResponsesToProfile({
      variant: latest.variant,
      responses: latest.responses,
    });
    const risks = (Array.isArray(latest.riskScores) ? latest.riskScores : []) as RiskInput[];
    return { row: latest, profile, risks };
  }

  async function savedPreferences(userId: string): Promise<DietaryPreferences | null> {
    const stored = await findPreferences(db, 'dietaryPreferences', userId);
    if (!stored) return null;
    // stored by this schema's output; re-parsing fills fields a later version added
    const parsed = DietaryPreferencesSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  }

  /** The person as the Diet Library sees them: answers (or the defaults) and the assessment. */
  async function dietPerson(userId: string) {
    const preferences = (await savedPreferences(userId)) ?? DEFAULT_DIETARY_PREFERENCES;
    const latest = await latestAssessment(userId);
    return { preferences, latest, context: toDietSafetyContext(preferences, latest?.profile) };
  }

  return {
    async listPlans(user: SessionUser): Promise<DietLifestylePlan[]> {
      return (await listUserLifestylePlans(db, user.id)).map(toApiLifestylePlan);
    },

    async createPlan(user: SessionUser, body: ParsedCreate): Promise<DietLifestylePlan> {
      const row = await insertLifestylePlan(
        db,
        user.id,
        { ...body, planData: parsePlanData(body.planData) },
        new Date(now()),
      );
      return toApiLifestylePlan(row);
    },

    async updatePlan(
      user: SessionUser,
      id: string,
      body: ParsedUpdate,
    ): Promise<DietLifestylePlan> {
      if (!isUuid(id)) throw createNotFoundError();
      const { planData, ...rest } = body;
      if (planData !== undefined && planData !== null) {
        const current = await findUserLifestylePlan(db, user.id, id);
        if (current && current.category !== 'diet') {
          throw new AppError({
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: PLAN_DATA_ONLY_FOR_DIET_MESSAGE,
            details: [{ path: 'planData', message: PLAN_DATA_ONLY_FOR_DIET_MESSAGE }],
          });
        }
      }
      const row = await updateUserLifestylePlan(
        db,
        user.id,
        id,
        EDITABLE_PLAN_CATEGORIES,
        { ...rest, ...(planData === undefined ? {} : { planData: parsePlanData(planData) }) },
        new Date(now()),
      );
      if (!row) throw createNotFoundError();
      return toApiLifestylePlan(row);
    },

    async deletePlan(user: SessionUser, id: string): Promise<{ ok: true }> {
      if (
        !isUuid(id) ||
        !(await deleteUserLifestylePlan(db, user.id, id, EDITABLE_PLAN_CATEGORIES))
      ) {
        throw createNotFoundError();
      }
      return { ok: true };
    },

    /** Each library diet checked against the person (issue 31): suitable, caution or not suitable. */
    async listLibraryChecks(user: SessionUser): Promise<LibraryDietCheck[]> {
      return checkLibraryDiets((await dietPerson(user.id)).context);
    },

    /**
     * §4 Diet library choice: every diet plan deleted, the chosen one created — one transaction.
     * A diet that is not suitable for the person is refused (409, with the reasons); the chosen
     * one is saved with its Diet Guide (planData), built with the person's saved answers and
     * assessment, and a cautioned diet's reasons first in the guide's notes.
     */
    async chooseLibraryDiet(
      user: SessionUser,
      body: ChooseLibraryDietBody,
    ): Promise<DietLifestylePlan> {
      const { preferences, latest, context } = await dietPerson(user.id);
      const check = checkLibraryDiet(body.name, context);
      if (check.suitability === 'not-suitable') throw createNotSuitableError(check);
      const guide = generateLibraryDietPlan(body.name, preferences, {
        ...(latest ? { profile: toDietProfile(latest.profile), risks: latest.risks } : {}),
        reasons: check.reasons,
      });
      const row = await db.transaction().execute(async (trx) => {
        await deleteUserLifestylePlansOfCategory(trx, user.id, 'diet');
        return insertLifestylePlan(
          trx,
          user.id,
          {
            name: guide.name,
            category: 'diet',
            description: guide.description,
            goals: LIBRARY_DIET_GOALS,
            duration: guide.duration,
            dailyTasks: [],
            progress: 0,
            planData: guide,
          },
          new Date(now()),
        );
      });
      return toApiLifestylePlan(row);
    },

    async getPreferences(user: SessionUser): Promise<SavedDietaryPreferences | null> {
      return savedPreferences(user.id);
    },

    async savePreferences(
      user: SessionUser,
      body: ParsedPreferences,
    ): Promise<SavedDietaryPreferences> {
      await upsertPreferences(db, 'dietaryPreferences', user.id, body, new Date(now()));
      return body;
    },

    /**
     * §4 Diet wizard: the preferences are saved and the plan is generated from the latest completed
     * assessment (body measures, activity, and risks from the engine's stored results). The plan is
     * saved when the user adds it (POST /api/diet-lifestyle-plans with planData).
     */
    async generate(user: SessionUser, body: ParsedPreferences): Promise<GenerateDietPlanResponse> {
      const latest = await latestAssessment(user.id);
      const plan = generateDietPlan(body, {
        ...(latest ? { profile: toDietProfile(latest.profile), risks: latest.risks } : {}),
      });
      await upsertPreferences(db, 'dietaryPreferences', user.id, body, new Date(now()));
      return { plan, preferences: body, assessmentId: latest?.row.id ?? null };
    },

    async listBiologicalMarkers(user: SessionUser): Promise<BiologicalMarker[]> {
      const latest = await latestAssessment(user.id);
      if (!latest) return [];
      const measuredAt = (latest.row.completedAt ?? latest.row.createdAt).toISOString();
      return MARKERS.flatMap(({ key, field, label, unit }) => {
        const value = latest.profile[field];
        if (typeof value !== 'number' || !Number.isFinite(value)) return [];
        return [
          {
            key,
            label,
            value: Math.round(value * 100) / 100,
            unit,
            measuredAt,
            assessmentId: latest.row.id,
          },
        ];
      });
    },
  };
}

export type LifestylePlanService = ReturnType<typeof createLifestylePlanService>;
