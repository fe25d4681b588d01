import { defineApiRoute, type ApiRoute } from '../api-route.js';
import { OkResponseSchema } from '../auth.js';
import {
  BiologicalMarkerListSchema,
  ChooseLibraryDietBodySchema,
  CreateDietLifestylePlanBodySchema,
  DietaryPreferencesSchema,
  GenerateDietPlanResponseSchema,
  LifestylePlanIdParamsSchema,
  SavedDietaryPreferencesResponseSchema,
  UpdateDietLifestylePlanBodySchema,
} from '../lifestyle.js';
import { API_ROUTES } from '../paths.js';
import {
  ClearPlansResponseSchema,
  CreatePhysicalActivityPlanBodySchema,
  DietLifestylePlanListSchema,
  DietLifestylePlanSchema,
  ExercisePreferencesResponseSchema,
  ExercisePreferencesSchema,
  GenerateExercisePlanResponseSchema,
  LongevityProgramBodySchema,
  PhysicalActivityPlanListSchema,
  PhysicalActivityPlanSchema,
  PlanActivityParamsSchema,
  PlanIdParamsSchema,
  RemovePlanActivityBodySchema,
  RemovePlanActivityResponseSchema,
  SavedExercisePreferencesResponseSchema,
  UpdatePhysicalActivityPlanBodySchema,
  UpdatePlanActivityBodySchema,
} from '../plans.js';
import {
  AddScreeningTestBodySchema,
  ScreeningRecommendationsResponseSchema,
  ScreeningTestIdParamsSchema,
  ScreeningTestListSchema,
  ScreeningTestSchema,
  UpdateScreeningTestBodySchema,
} from '../screening.js';

/** The route table's rows for screening tests and the exercise, diet and lifestyle plans (assembled into `ROUTES` in ../routes.ts). */
export const PLAN_ROUTES = {
  screeningTests: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.screeningTests,
      access: 'user',
      responses: { 200: ScreeningTestListSchema },
    }),
    add: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.screeningTests,
      access: 'user',
      body: AddScreeningTestBodySchema,
      // 201 added; 200 it was already in "My tests"
      responses: { 200: ScreeningTestSchema, 201: ScreeningTestSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.screeningTest,
      access: 'user',
      params: ScreeningTestIdParamsSchema,
      body: UpdateScreeningTestBodySchema,
      responses: { 200: ScreeningTestSchema },
    }),
    remove: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.screeningTest,
      access: 'user',
      params: ScreeningTestIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    recommendations: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.screeningRecommendations,
      access: 'user',
      responses: { 200: ScreeningRecommendationsResponseSchema },
    }),
  },
  physicalActivityPlans: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.physicalActivityPlans,
      access: 'user',
      responses: { 200: PhysicalActivityPlanListSchema },
    }),
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.physicalActivityPlans,
      access: 'user',
      body: CreatePhysicalActivityPlanBodySchema,
      responses: { 201: PhysicalActivityPlanSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.physicalActivityPlan,
      access: 'user',
      params: PlanIdParamsSchema,
      body: UpdatePhysicalActivityPlanBodySchema,
      responses: { 200: PhysicalActivityPlanSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.physicalActivityPlan,
      access: 'user',
      params: PlanIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    clear: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.physicalActivityPlans,
      access: 'user',
      responses: { 200: ClearPlansResponseSchema },
    }),
    updateActivity: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.physicalActivityPlanActivity,
      access: 'user',
      params: PlanActivityParamsSchema,
      body: UpdatePlanActivityBodySchema,
      responses: { 200: PhysicalActivityPlanSchema },
    }),
    removeActivity: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.physicalActivityPlanActivity,
      access: 'user',
      params: PlanActivityParamsSchema,
      body: RemovePlanActivityBodySchema,
      responses: { 200: RemovePlanActivityResponseSchema },
    }),
    loadLongevityProgram: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.longevityProgram,
      access: 'user',
      body: LongevityProgramBodySchema,
      responses: { 201: PhysicalActivityPlanSchema },
    }),
    generate: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.generateExercisePlan,
      access: 'user',
      body: ExercisePreferencesSchema.strict(),
      responses: { 201: GenerateExercisePlanResponseSchema },
    }),
  },
  exercisePreferences: {
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.exercisePreferences,
      access: 'user',
      responses: { 200: SavedExercisePreferencesResponseSchema },
    }),
    save: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.exercisePreferences,
      access: 'user',
      body: ExercisePreferencesSchema.strict(),
      responses: { 200: ExercisePreferencesResponseSchema },
    }),
  },
  dietLifestylePlans: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.dietLifestylePlans,
      access: 'user',
      responses: { 200: DietLifestylePlanListSchema },
    }),
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.dietLifestylePlans,
      access: 'user',
      body: CreateDietLifestylePlanBodySchema,
      responses: { 201: DietLifestylePlanSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.dietLifestylePlan,
      access: 'user',
      params: LifestylePlanIdParamsSchema,
      body: UpdateDietLifestylePlanBodySchema,
      responses: { 200: DietLifestylePlanSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.dietLifestylePlan,
      access: 'user',
      params: LifestylePlanIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    chooseLibraryDiet: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.dietLibraryChoice,
      access: 'user',
      body: ChooseLibraryDietBodySchema,
      responses: { 201: DietLifestylePlanSchema },
    }),
  },
  dietaryPreferences: {
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.dietaryPreferences,
      access: 'user',
      responses: { 200: SavedDietaryPreferencesResponseSchema },
    }),
    save: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.dietaryPreferences,
      access: 'user',
      body: DietaryPreferencesSchema.strict(),
      responses: { 200: DietaryPreferencesSchema },
    }),
    generate: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.generateDietPlan,
      access: 'user',
      body: DietaryPreferencesSchema.strict(),
      responses: { 200: GenerateDietPlanResponseSchema },
    }),
  },
  biologicalMarkers: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.biologicalMarkers,
      access: 'user',
      responses: { 200: BiologicalMarkerListSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
