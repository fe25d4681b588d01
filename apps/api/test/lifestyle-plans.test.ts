import {
  DietLifestylePlanSchema,
  GeneratedDietPlanSchema,
  GenerateDietPlanResponseSchema,
  type DietLifestylePlan,
} from '@healthscreen/api-client';
import {
  calculateCalorieTarget,
  collectExclusions,
  getIngredient,
  LIBRARY_DIET_GOALS,
  SUPPLEMENT_CAUTION,
} from '@healthscreen/diet-generator';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { SLEEP_PLAN, SURVEY_ANSWERS, WIZARD_ANSWERS } from './fixtures.js';
import { DB_KINDS } from './helper.js';
import { type HttpMethod, useApiKit } from './kit.js';

const VEGAN_NO_PEANUTS = {
  allergies: ['Peanuts'],
  dietaryRestrictions: ['Vegan'],
  nutritionalGoals: ['Heart health'],
  mealPrepTime: 30,
};

describe.each(DB_KINDS)('diet and lifestyle plans on %s', (kind) => {
  const kit = useApiKit(kind, { sessionCacheTtlMs: 0 });

  const call = (cookie: string, method: HttpMethod, url: string, payload?: unknown) =>
    kit.callAs(cookie)(method, url, payload);

  async function createPlan(cookie: string, body: unknown = SLEEP_PLAN) {
    const response = await call(cookie, 'POST', '/api/diet-lifestyle-plans', body);
    expect(response.statusCode, response.body).toBe(201);
    return DietLifestylePlanSchema.parse(response.json());
  }

  async function listPlans(cookie: string): Promise<DietLifestylePlan[]> {
    return (await call(cookie, 'GET', '/api/diet-lifestyle-plans')).json();
  }

  function fieldOf(response: { json: () => unknown }) {
    return (response.json() as { details: { path: string }[] }).details.map((d) => d.path);
  }

  describe('plans', () => {
    it('creates with the defaults, lists, changes only what a partial body sends, and deletes', async () => {
      const { cookie } = await kit.signUp();
      const plan = await createPlan(cookie);
      expect(plan).toMatchObject({
        ...SLEEP_PLAN,
        dailyTasks: [],
        progress: 0,
        planData: null,
      });
      expect(await listPlans(cookie)).toEqual([plan]);

      const url = `/api/diet-lifestyle-plans/${plan.id}`;
      const changed = await call(cookie, 'PUT', url, { progress: 25 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ ...SLEEP_PLAN, progress: 25 });

      expect((await call(cookie, 'DELETE', url)).json()).toEqual({ ok: true });
      expect(await listPlans(cookie)).toEqual([]);
      expect((await call(cookie, 'DELETE', url)).statusCode).toBe(404);
    });

    it('names the field of a bad body and stores nothing', async () => {
      const { cookie } = await kit.signUp();
      for (const [body, field] of [
        [{ ...SLEEP_PLAN, category: 'exercise' }, 'category'],
        [{ ...SLEEP_PLAN, name: '' }, 'name'],
        [{ ...SLEEP_PLAN, duration: 'x'.repeat(51) }, 'duration'],
        [{ ...SLEEP_PLAN, planData: '{"name":"x"}' }, 'planData'],
        [{ ...SLEEP_PLAN, category: 'diet', planData: 'not json' }, 'planData'],
        [{ ...SLEEP_PLAN, category: 'diet', planData: '{"name":"x"}' }, 'planData'],
        [{ ...SLEEP_PLAN, progress: 101 }, 'progress'],
      ] as const) {
        const response = await call(cookie, 'POST', '/api/diet-lifestyle-plans', body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(fieldOf(response)).toContain(field);
      }
      const plan = await createPlan(cookie);
      const empty = await call(cookie, 'PUT', `/api/diet-lifestyle-plans/${plan.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(await listPlans(cookie)).toEqual([plan]);
    });

    it("another user's plan is a 404 for every call, and so is a malformed id", async () => {
      const owner = await kit.signUp();
      const other = await kit.signUp();
      const plan = await createPlan(owner.cookie);
      const url = `/api/diet-lifestyle-plans/${plan.id}`;
      expect((await call(other.cookie, 'PUT', url, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(other.cookie, 'DELETE', url)).statusCode).toBe(404);
      expect(await listPlans(other.cookie)).toEqual([]);
      expect(await listPlans(owner.cookie)).toEqual([plan]);
      expect(
        (await call(owner.cookie, 'PUT', '/api/diet-lifestyle-plans/42', { name: 'x' })).statusCode,
      ).toBe(404);
    });

    it('leaves the AI exercise plan’s record to the exercise routes', async () => {
      const { cookie, user } = await kit.signUp();
      const inserted = await kit.db
        .insertInto('dietLifestylePlans')
        .values({
          userId: user.id,
          name: 'AI Exercise Plan - Beginner',
          category: 'exercise',
          description: '',
          goals: '',
          duration: '12 weeks',
          dailyTasks: '[]',
          progress: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const url = `/api/diet-lifestyle-plans/${inserted.id}`;
      expect((await call(cookie, 'PUT', url, { name: 'Renamed' })).statusCode).toBe(404);
      expect((await call(cookie, 'DELETE', url)).statusCode).toBe(404);
      expect((await listPlans(cookie)).map((plan) => plan.name)).toEqual([
        'AI Exercise Plan - Beginner',
      ]);
    });
  });

  describe('the diet library choice', () => {
    it('replaces every diet plan with the chosen one and leaves the other categories', async () => {
      const { cookie } = await kit.signUp();
      const sleep = await createPlan(cookie);
      await createPlan(cookie, { ...SLEEP_PLAN, name: 'Old diet', category: 'diet' });
      const dash = await call(cookie, 'POST', '/api/diet-lifestyle-plans/diet-library', {
        name: 'DASH',
      });
      expect(dash.statusCode, dash.body).toBe(201);
      const chosen = await call(cookie, 'POST', '/api/diet-lifestyle-plans/diet-library', {
        name: 'Mediterranean',
      });
      expect(chosen.statusCode).toBe(201);
      expect(chosen.json()).toMatchObject({
        name: 'Mediterranean',
        category: 'diet',
        goals: LIBRARY_DIET_GOALS,
        duration: '12 weeks',
        dailyTasks: [],
        progress: 0,
      });
      expect((await listPlans(cookie)).map((plan) => plan.name)).toEqual([
        sleep.name,
        'Mediterranean',
      ]);
      const unknown = await call(cookie, 'POST', '/api/diet-lifestyle-plans/diet-library', {
        name: 'Cabbage Soup',
      });
      expect(unknown.statusCode).toBe(400);
      expect(fieldOf(unknown)).toEqual(['name']);
    });

    it('a failure while choosing leaves the old diet plan as it was', async () => {
      const { cookie } = await kit.signUp();
      const old = await createPlan(cookie, { ...SLEEP_PLAN, name: 'Old diet', category: 'diet' });
      await sql
        .raw(
          `create or replace function fail_step() returns trigger language plpgsql as $$
           begin raise exception 'injected failure'; end $$`,
        )
        .execute(kit.db);
      await sql
        .raw(
          `create trigger fail_step before insert on diet_lifestyle_plans
           for each row execute function fail_step()`,
        )
        .execute(kit.db);
      try {
        const failed = await call(cookie, 'POST', '/api/diet-lifestyle-plans/diet-library', {
          name: 'Nordic',
        });
        expect(failed.statusCode).toBe(500);
      } finally {
        await sql.raw('drop trigger fail_step on diet_lifestyle_plans').execute(kit.db);
      }
      expect(await listPlans(cookie)).toEqual([old]);
    });
  });

  describe('the diet library for one person (issue 31)', () => {
    const DIABETES_ON_TABLETS = {
      ...WIZARD_ANSWERS,
      medicalHistory: { currentConditions: ['Diabetes Type 1 or 2'], diabetesMedication: 'oral' },
    };

    it('a vegan with diabetes on tablets: fasting, keto and paleo are flagged with the reason, and refused', async () => {
      const { cookie } = await kit.signUp();
      const before = (await call(cookie, 'GET', '/api/diet-lifestyle-plans/diet-library')).json<
        { name: string; suitability: string }[]
      >();
      expect(before).toHaveLength(15);
      expect(before.every((check) => check.suitability === 'suitable')).toBe(true);

      expect(
        (await call(cookie, 'POST', '/api/dietary-preferences', VEGAN_NO_PEANUTS)).statusCode,
      ).toBe(200);
      const created = await call(cookie, 'POST', '/api/assessments', DIABETES_ON_TABLETS);
      expect(created.statusCode, created.body).toBe(201);

      const checks = (await call(cookie, 'GET', '/api/diet-lifestyle-plans/diet-library')).json<
        { name: string; suitability: string; reasons: string[] }[]
      >();
      const byName = new Map(checks.map((check) => [check.name, check]));
      expect(byName.get('Intermittent Fasting')?.suitability).toBe('not-suitable');
      expect(byName.get('Intermittent Fasting')?.reasons.join(' ')).toMatch(/hypoglycaemia/);
      expect(byName.get('Ketogenic')?.suitability).toBe('not-suitable');
      expect(byName.get('Ketogenic')?.reasons.join(' ')).toMatch(/Not vegan-compatible/);
      expect(byName.get('Paleo')?.suitability).toBe('not-suitable');
      expect(byName.get('Low-Carb')?.suitability).toBe('caution');
      expect(byName.get('Mediterranean')?.suitability).toBe('suitable');

      const old = await createPlan(cookie, { ...SLEEP_PLAN, name: 'Old diet', category: 'diet' });
      const refused = await call(cookie, 'POST', '/api/diet-lifestyle-plans/diet-library', {
        name: 'Intermittent Fasting',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'DIET_NOT_SUITABLE',
        message: expect.stringMatching(
          /^Intermittent Fasting is not suitable for you: .*hypoglycaemia/,
        ) as string,
      });
      // nothing was replaced
      expect((await listPlans(cookie)).filter((plan) => plan.category === 'diet')).toEqual([old]);
    });

    it('a library choice is saved with its Diet Guide, keeping the allergy: no peanut or lupin anywhere', async () => {
      const { cookie } = await kit.signUp();
      await call(cookie, 'POST', '/api/dietary-preferences', VEGAN_NO_PEANUTS);
      await call(cookie, 'POST', '/api/assessments', DIABETES_ON_TABLETS);
      const chosen = await call(cookie, 'POST', '/api/diet-lifestyle-plans/diet-library', {
        name: 'Low-Carb',
      });
      expect(chosen.statusCode, chosen.body).toBe(201);
      const plan = DietLifestylePlanSchema.parse(chosen.json());
      expect(plan).toMatchObject({ name: 'Low-Carb', duration: '8 weeks', category: 'diet' });
      const guide = GeneratedDietPlanSchema.parse(JSON.parse(plan.planData ?? 'null'));
      expect(guide.name).toBe('Low-Carb');
      // the caution comes first in the guide's notes
      expect(guide.notes[0]).toMatch(/hypoglycaemia/);
      const ids = [
        ...guide.mealPlan.flatMap((phase) =>
          [...phase.breakfast, ...phase.lunch, ...phase.dinner, ...phase.snacks].flatMap(
            (meal) => meal.ingredientIds,
          ),
        ),
        ...guide.foodsToEat.map((food) => food.ingredientId),
      ];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        expect(getIngredient(id).tags).not.toContain('peanut');
        expect(getIngredient(id).tags).not.toContain('lupin');
        expect(getIngredient(id).tags).not.toContain('dairy');
      }
      expect(guide.exclusions).toContainEqual({
        ingredient: 'Lupin flakes',
        because: ['Peanuts allergy: lupin cross-reacts with peanut'],
      });
    });
  });

  describe('dietary preferences and the diet wizard', () => {
    it('saves and reads the preferences; bounds name the field', async () => {
      const { cookie } = await kit.signUp();
      expect((await call(cookie, 'GET', '/api/dietary-preferences')).json()).toBeNull();
      const saved = await call(cookie, 'POST', '/api/dietary-preferences', VEGAN_NO_PEANUTS);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        ...VEGAN_NO_PEANUTS,
        cookingSkillLevel: 'intermediate',
      });
      expect((await call(cookie, 'GET', '/api/dietary-preferences')).json()).toEqual(saved.json());

      for (const [body, field] of [
        [{ mealPrepTime: 5 }, 'mealPrepTime'],
        [{ mealPrepTime: 121 }, 'mealPrepTime'],
        [{ allergies: ['Chocolate'] }, 'allergies.0'],
        [{ foodDislikes: ['not-a-food'] }, 'foodDislikes.0'],
        [{ dietaryRestrictions: ['Vegan', 'Vegan'] }, 'dietaryRestrictions'],
      ] as const) {
        const response = await call(cookie, 'POST', '/api/dietary-preferences', body);
        expect(response.statusCode).toBe(400);
        expect(fieldOf(response)).toContain(field);
      }
    });

    it('generates from the latest assessment: its body, activity and risks; nothing excluded slips in', async () => {
      const { cookie } = await kit.signUp();
      expect((await call(cookie, 'POST', '/api/assessments', SURVEY_ANSWERS)).statusCode).toBe(201);
      const response = await call(cookie, 'POST', '/api/diet-plans/generate', VEGAN_NO_PEANUTS);
      expect(response.statusCode, response.body).toBe(200);
      const { plan, preferences, assessmentId } = GenerateDietPlanResponseSchema.parse(
        response.json(),
      );
      expect(assessmentId).not.toBeNull();
      // the fixture: 57-year-old woman, 162 cm, 81 kg, no weekly exercise → sedentary
      expect(plan.calculation).toMatchObject({
        sex: 'female',
        age: 57,
        heightCm: 162,
        weightKg: 81,
        activityLevel: 'sedentary',
      });
      expect(plan.calorieTarget).toBe(
        calculateCalorieTarget({
          sex: 'female',
          weightKg: 81,
          heightCm: 162,
          age: 57,
          activityLevel: 'sedentary',
        }).target,
      );
      // its high Type 2 Diabetes risk → blood sugar split; age 57 → vitamin D3
      expect(plan.focusAreas).toContain('Blood sugar control');
      expect(plan.macros.protein.percent).toBe(25);
      expect(plan.supplements.map((s) => s.name)).toContain('Vitamin D3');
      expect(plan.supplementCaution).toBe(SUPPLEMENT_CAUTION);

      const excluded = collectExclusions({
        allergies: ['Peanuts'],
        foodIntolerances: [],
        dietaryRestrictions: ['Vegan'],
        foodDislikes: [],
      }).ingredients;
      for (const phase of plan.mealPlan) {
        for (const meal of [...phase.breakfast, ...phase.lunch, ...phase.dinner, ...phase.snacks]) {
          for (const id of meal.ingredientIds) {
            expect(excluded.has(id), `${meal.name}: ${getIngredient(id).name}`).toBe(false);
          }
        }
      }
      expect((await call(cookie, 'GET', '/api/dietary-preferences')).json()).toEqual(preferences);

      // adding the plan stores it with planData, and the list shows it
      const added = await createPlan(cookie, {
        name: plan.name,
        category: 'diet',
        description: plan.description,
        goals: plan.goals.join(', '),
        duration: plan.duration,
        planData: JSON.stringify(plan),
      });
      expect(JSON.parse(added.planData ?? 'null')).toEqual(plan);
    });

    it('uses the spec defaults when there is no assessment yet', async () => {
      const { cookie } = await kit.signUp();
      const response = await call(cookie, 'POST', '/api/diet-plans/generate', {});
      expect(response.statusCode, response.body).toBe(200);
      const body = GenerateDietPlanResponseSchema.parse(response.json());
      expect(body.assessmentId).toBeNull();
      expect(body.plan.calculation).toMatchObject({
        age: 30,
        weightKg: 70,
        heightCm: 170,
        activityLevel: 'moderate',
      });
    });
  });

  describe('biological markers', () => {
    it('lists the lab values of the latest assessment with units and its date', async () => {
      const { cookie } = await kit.signUp();
      expect((await call(cookie, 'GET', '/api/biological-markers')).json()).toEqual([]);
      const created = await call(cookie, 'POST', '/api/assessments', {
        ...WIZARD_ANSWERS,
        labResults: {
          totalCholesterol: 213,
          hdlCholesterol: 50,
          unit: 'mg/dL',
          hba1c: 6.1,
          bloodPressureSystolic: 142,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const markers = (await call(cookie, 'GET', '/api/biological-markers')).json<
        { key: string; value: number; unit: string; measuredAt: string; assessmentId: string }[]
      >();
      expect(markers.map(({ key, value, unit }) => ({ key, value, unit }))).toEqual(
        expect.arrayContaining([
          // 213 mg/dL × 0.02586 = 5.51 mmol/L; 50 mg/dL = 1.29 mmol/L
          { key: 'totalCholesterol', value: 5.51, unit: 'mmol/L' },
          { key: 'hdlCholesterol', value: 1.29, unit: 'mmol/L' },
          { key: 'hba1c', value: 6.1, unit: '%' },
          { key: 'systolicBp', value: 142, unit: 'mmHg' },
        ]),
      );
      const assessmentId = created.json<{ id: string }>().id;
      for (const marker of markers) {
        expect(marker.assessmentId).toBe(assessmentId);
        expect(Number.isNaN(Date.parse(marker.measuredAt))).toBe(false);
      }
    });
  });

  it('an expired user reads but cannot change plans', async () => {
    const { cookie, user } = await kit.signUp();
    const plan = await createPlan(cookie);
    await kit.db
      .updateTable('users')
      .set({ trialEndDate: new Date(Date.now() - 86_400_000) })
      .where('id', '=', user.id)
      .execute();
    expect(await listPlans(cookie)).toEqual([plan]);
    for (const [method, url, body] of [
      ['POST', '/api/diet-lifestyle-plans', SLEEP_PLAN],
      ['PUT', `/api/diet-lifestyle-plans/${plan.id}`, { name: 'x' }],
      ['DELETE', `/api/diet-lifestyle-plans/${plan.id}`, undefined],
      ['POST', '/api/diet-lifestyle-plans/diet-library', { name: 'DASH' }],
      ['POST', '/api/dietary-preferences', {}],
      ['POST', '/api/diet-plans/generate', {}],
    ] as const) {
      expect((await call(cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
