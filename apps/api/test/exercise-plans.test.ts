import {
  GenerateExercisePlanResponseSchema,
  PhysicalActivityPlanSchema,
  type PhysicalActivityPlan,
} from '@healthscreen/api-client';
import { GP_VIGOROUS_EXERCISE_ADVICE } from '@healthscreen/exercise-generator';
import { mapSurveyToProfile, SurveyAnswersSchema } from '@healthscreen/assessment-schema';
import { assessProfile } from '@healthscreen/risk-engine';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { EXERCISE_PREFERENCES, SURVEY_ANSWERS } from './fixtures.js';
import { DB_KINDS } from './helper.js';
import { type HttpMethod, useApiKit } from './kit.js';

const WALK = {
  name: 'Morning Walk',
  type: 'cardio',
  duration: 20,
  description: 'Brisk pace',
  difficulty: 'beginner',
} as const;
const STRETCH = { ...WALK, name: 'Hamstring stretch', type: 'stretching', duration: 10 } as const;

/** A custom-exercise plan as the Custom Exercise dialog sends it (spec §9: '{n} minutes'). */
const CUSTOM_PLAN = {
  name: 'Morning Walk',
  description: 'Brisk pace',
  goals: '',
  duration: '20 minutes',
  dailyTasks: [{ day: 'Monday', restDay: false, activities: [WALK, STRETCH] }],
  progress: 0,
};

describe.each(DB_KINDS)('exercise plans on %s', (kind) => {
  const kit = useApiKit(kind, { sessionCacheTtlMs: 0 });

  const call = (cookie: string, method: HttpMethod, url: string, payload?: unknown) =>
    kit.callAs(cookie)(method, url, payload);

  async function createPlan(cookie: string, body: unknown = CUSTOM_PLAN) {
    const response = await call(cookie, 'POST', '/api/physical-activity-plans', body);
    expect(response.statusCode, response.body).toBe(201);
    return PhysicalActivityPlanSchema.parse(response.json());
  }

  async function listPlans(cookie: string): Promise<PhysicalActivityPlan[]> {
    return (await call(cookie, 'GET', '/api/physical-activity-plans')).json();
  }

  /** Makes the next insert into (or delete from) `table` fail inside the database. */
  async function failNext(table: string, event: 'insert' | 'delete') {
    await sql
      .raw(
        `create or replace function fail_step() returns trigger language plpgsql as $$
         begin raise exception 'injected failure'; end $$`,
      )
      .execute(kit.db);
    await sql
      .raw(
        `create trigger fail_step before ${event} on ${table}
         for each row execute function fail_step()`,
      )
      .execute(kit.db);
    return async () => {
      await sql.raw(`drop trigger fail_step on ${table}`).execute(kit.db);
    };
  }

  it('asks for a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/physical-activity-plans'],
      ['POST', '/api/physical-activity-plans'],
      ['DELETE', '/api/physical-activity-plans'],
      ['POST', '/api/physical-activity-plans/generate'],
      ['GET', '/api/exercise-preferences'],
      ['GET', '/api/diet-lifestyle-plans'],
    ] as const) {
      const response = await kit.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('plans', () => {
    it('creates, lists, changes only what a partial body sends, and deletes', async () => {
      const { cookie } = await kit.signUp();
      const plan = await createPlan(cookie);
      expect(plan).toMatchObject({ name: 'Morning Walk', progress: 0, source: 'custom' });
      expect(plan.dailyTasks[0]?.activities.map((a) => a.completed)).toEqual([false, false]);
      expect(await listPlans(cookie)).toEqual([plan]);

      const url = `/api/physical-activity-plans/${plan.id}`;
      const renamed = await call(cookie, 'PUT', url, { name: 'Evening Walk' });
      expect(renamed.json()).toMatchObject({ name: 'Evening Walk', duration: '20 minutes' });

      const ticked = CUSTOM_PLAN.dailyTasks.map((task) => ({
        ...task,
        activities: task.activities.map((a, i) => ({ ...a, completed: i === 0 })),
      }));
      const updated = await call(cookie, 'PUT', url, { dailyTasks: ticked });
      // progress follows the tasks when the body does not send one: 1 of 2 done
      expect(updated.json()).toMatchObject({ name: 'Evening Walk', progress: 50 });

      expect((await call(cookie, 'DELETE', url)).json()).toEqual({ ok: true });
      expect((await call(cookie, 'DELETE', url)).statusCode).toBe(404);
      expect(await listPlans(cookie)).toEqual([]);
    });

    it('answers 400 naming the field for a bad plan, and stores nothing', async () => {
      const { cookie } = await kit.signUp();
      const activity = (change: object) => ({
        ...CUSTOM_PLAN,
        dailyTasks: [{ day: 'Monday', restDay: false, activities: [{ ...WALK, ...change }] }],
      });
      const cases: [unknown, string][] = [
        [{ ...CUSTOM_PLAN, name: '' }, 'name'],
        [{ ...CUSTOM_PLAN, name: 'Walk\u0000' }, 'name'],
        [activity({ duration: 0 }), 'dailyTasks.0.activities.0.duration'],
        [activity({ type: 'yoga' }), 'dailyTasks.0.activities.0.type'],
        [{ ...CUSTOM_PLAN, dailyTasks: [{ day: 'Funday', activities: [] }] }, 'dailyTasks.0.day'],
        [
          { ...CUSTOM_PLAN, dailyTasks: [CUSTOM_PLAN.dailyTasks[0], CUSTOM_PLAN.dailyTasks[0]] },
          'dailyTasks',
        ],
        [{ ...CUSTOM_PLAN, progress: 101 }, 'progress'],
      ];
      for (const [body, path] of cases) {
        const response = await call(cookie, 'POST', '/api/physical-activity-plans', body);
        expect(response.statusCode, path).toBe(400);
        expect(
          response.json<{ details: { path: string }[] }>().details.map((d) => d.path),
        ).toContain(path);
      }
      const empty = await call(
        cookie,
        'PUT',
        `/api/physical-activity-plans/${(await createPlan(cookie)).id}`,
        {},
      );
      expect(empty.statusCode).toBe(400);
      expect(await listPlans(cookie)).toHaveLength(1);
    });

    it("another user's plan is a 404 for every call", async () => {
      const owner = await kit.signUp();
      const other = await kit.signUp();
      const plan = await createPlan(owner.cookie);
      const url = `/api/physical-activity-plans/${plan.id}`;

      expect((await call(other.cookie, 'PUT', url, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await call(other.cookie, 'DELETE', url)).statusCode).toBe(404);
      const activity = `${url}/days/Monday/activities/0`;
      expect((await call(other.cookie, 'PATCH', activity, { completed: true })).statusCode).toBe(
        404,
      );
      expect((await call(other.cookie, 'DELETE', activity)).statusCode).toBe(404);
      expect(await listPlans(other.cookie)).toEqual([]);
      // Clear All of the other user leaves this one's plans alone
      expect((await call(other.cookie, 'DELETE', '/api/physical-activity-plans')).json()).toEqual({
        deleted: 0,
      });
      expect(await listPlans(owner.cookie)).toEqual([plan]);
      expect(
        (await call(owner.cookie, 'PUT', '/api/physical-activity-plans/42', { name: 'x' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('one exercise of a plan', () => {
    it('stores completion on the server: ticked stays ticked on the next read', async () => {
      const { cookie } = await kit.signUp();
      const plan = await createPlan(cookie);
      const url = `/api/physical-activity-plans/${plan.id}/days/Monday/activities/1`;

      const ticked = await call(cookie, 'PATCH', url, { completed: true, name: STRETCH.name });
      expect(ticked.statusCode, ticked.body).toBe(200);
      const [read] = await listPlans(cookie);
      expect(read?.dailyTasks[0]?.activities.map((a) => a.completed)).toEqual([false, true]);
      expect(read?.progress).toBe(50);

      await call(cookie, 'PATCH', url, { completed: false });
      expect((await listPlans(cookie))[0]?.progress).toBe(0);
    });

    it('refuses a stale screen (another exercise at that index) and an index that is not there', async () => {
      const { cookie } = await kit.signUp();
      const plan = await createPlan(cookie);
      const base = `/api/physical-activity-plans/${plan.id}/days`;

      const stale = await call(cookie, 'PATCH', `${base}/Monday/activities/0`, {
        completed: true,
        name: 'Something else',
      });
      expect(stale.statusCode).toBe(409);
      expect(
        (await call(cookie, 'PATCH', `${base}/Monday/activities/5`, { completed: true }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(cookie, 'PATCH', `${base}/Tuesday/activities/0`, { completed: true }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(cookie, 'PATCH', `${base}/Someday/activities/0`, { completed: true }))
          .statusCode,
      ).toBe(400);
      expect((await listPlans(cookie))[0]?.dailyTasks).toEqual(plan.dailyTasks);
    });

    it('removes one exercise on the server; a plan left with none is deleted', async () => {
      const { cookie } = await kit.signUp();
      const plan = await createPlan(cookie);
      const url = (index: number) =>
        `/api/physical-activity-plans/${plan.id}/days/Monday/activities/${index}`;

      const first = await call(cookie, 'DELETE', url(0), { name: WALK.name });
      expect(first.statusCode, first.body).toBe(200);
      expect(
        first
          .json<{ plan: PhysicalActivityPlan }>()
          .plan.dailyTasks[0]?.activities.map((a) => a.name),
      ).toEqual([STRETCH.name]);
      const last = await call(cookie, 'DELETE', url(0));
      expect(last.json()).toEqual({ plan: null });
      expect(await listPlans(cookie)).toEqual([]);
    });
  });

  describe('Clear All and the longevity programs', () => {
    it('Clear All removes every exercise plan in one call', async () => {
      const { cookie } = await kit.signUp();
      await createPlan(cookie);
      await createPlan(cookie);
      const generated = await call(
        cookie,
        'POST',
        '/api/physical-activity-plans/generate',
        EXERCISE_PREFERENCES,
      );
      expect(generated.statusCode, generated.body).toBe(201);

      const cleared = await call(cookie, 'DELETE', '/api/physical-activity-plans');
      expect(cleared.json()).toEqual({ deleted: 1 });
      expect(await listPlans(cookie)).toEqual([]);
      expect((await call(cookie, 'GET', '/api/diet-lifestyle-plans')).json()).toEqual([]);
    });

    it('loading a program replaces every plan: seven days, Sunday rest', async () => {
      const { cookie } = await kit.signUp();
      await createPlan(cookie);
      const loaded = await call(cookie, 'POST', '/api/physical-activity-plans/longevity-program', {
        level: 'intermediate',
      });
      expect(loaded.statusCode, loaded.body).toBe(201);
      const plans = await listPlans(cookie);
      expect(plans).toHaveLength(1);
      expect(plans[0]?.source).toBe('longevity');
      expect(plans[0]?.dailyTasks.map((t) => t.day)).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      expect(plans[0]?.dailyTasks[6]).toMatchObject({ restDay: true, activities: [] });

      const bad = await call(cookie, 'POST', '/api/physical-activity-plans/longevity-program', {
        level: 'expert',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('a program keeps the saved injuries and limitations: knee pain and high blood pressure swap jogging, lunges, step-ups and intervals', async () => {
      const { cookie } = await kit.signUp();
      const saved = await call(cookie, 'POST', '/api/exercise-preferences', {
        ...EXERCISE_PREFERENCES,
        injuries: ['Knee pain or injury'],
        medicalLimitations: ['High blood pressure'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const loaded = await call(cookie, 'POST', '/api/physical-activity-plans/longevity-program', {
        level: 'intermediate',
      });
      expect(loaded.statusCode, loaded.body).toBe(201);
      const plan = loaded.json<PhysicalActivityPlan>();
      expect(plan.description).toMatch(
        /Adapted for knee pain or injury and high blood pressure: \d+ changes/,
      );
      const activities = plan.dailyTasks.flatMap((task) => task.activities);
      for (const activity of activities) {
        const done = `${activity.name} ${activity.description.replace(/\(in place of [^)]*\)/g, '')}`;
        expect(done).not.toMatch(/\bjog|lunges|step-ups|squats|intervals/i);
      }
      expect(activities.map((activity) => activity.name)).toContain('Steady cycling');

      // without saved answers, the program is the library's own
      const other = await kit.signUp();
      const plain = await call(
        other.cookie,
        'POST',
        '/api/physical-activity-plans/longevity-program',
        {
          level: 'intermediate',
        },
      );
      expect(plain.json<PhysicalActivityPlan>().dailyTasks[0]?.activities[1]?.name).toBe(
        'Brisk walk or jog',
      );
    });

    it('a failure while loading a program or clearing leaves the old plans as they were', async () => {
      const { cookie } = await kit.signUp();
      const plan = await createPlan(cookie);

      let restore = await failNext('physical_activity_plans', 'insert');
      try {
        const failed = await call(
          cookie,
          'POST',
          '/api/physical-activity-plans/longevity-program',
          {
            level: 'beginner',
          },
        );
        expect(failed.statusCode).toBe(500);
      } finally {
        await restore();
      }
      expect(await listPlans(cookie)).toEqual([plan]);

      await call(cookie, 'POST', '/api/physical-activity-plans/generate', EXERCISE_PREFERENCES);
      const before = await listPlans(cookie);
      restore = await failNext('diet_lifestyle_plans', 'delete');
      try {
        expect((await call(cookie, 'DELETE', '/api/physical-activity-plans')).statusCode).toBe(500);
      } finally {
        await restore();
      }
      expect(await listPlans(cookie)).toEqual(before);
    });
  });

  describe('exercise preferences and the AI wizard', () => {
    it('saves and reads the preferences; null before the first save', async () => {
      const { cookie } = await kit.signUp();
      expect((await call(cookie, 'GET', '/api/exercise-preferences')).json()).toBeNull();
      const saved = await call(cookie, 'POST', '/api/exercise-preferences', EXERCISE_PREFERENCES);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...EXERCISE_PREFERENCES, daysPerWeek: 3 });
      expect((await call(cookie, 'GET', '/api/exercise-preferences')).json()).toEqual({
        ...EXERCISE_PREFERENCES,
        daysPerWeek: 3,
      });
    });

    it('answers 400 naming the field for wrong preferences', async () => {
      const { cookie } = await kit.signUp();
      const cases: [object, string, string?][] = [
        [{ fitnessGoals: [] }, 'fitnessGoals', 'Choose at least one fitness goal'],
        [{ fitnessGoals: ['Flying'] }, 'fitnessGoals.0'],
        [{ timeAvailable: 20 }, 'timeAvailable'],
        [{ timeAvailable: 135 }, 'timeAvailable'],
        [{ selectedDays: [] }, 'selectedDays'],
        [{ selectedDays: ['Monday', 'Monday'] }, 'selectedDays'],
        [{ preferredTime: 'noon' }, 'preferredTime'],
        [{ previousExerciseHabits: 'sometimes' }, 'previousExerciseHabits'],
      ];
      for (const [change, path, message] of cases) {
        for (const url of ['/api/exercise-preferences', '/api/physical-activity-plans/generate']) {
          const response = await call(cookie, 'POST', url, { ...EXERCISE_PREFERENCES, ...change });
          expect(response.statusCode, `${url} ${path}`).toBe(400);
          const body = response.json<{ details: { path: string; message: string }[] }>();
          expect(body.details.map((d) => d.path)).toContain(path);
          if (message) expect(body.details.map((d) => d.message)).toContain(message);
        }
      }
      expect((await call(cookie, 'GET', '/api/exercise-preferences')).json()).toBeNull();
    });

    it('generates and saves the plan in one call: training only on the chosen days', async () => {
      const { cookie } = await kit.signUp();
      await createPlan(cookie);
      const response = await call(
        cookie,
        'POST',
        '/api/physical-activity-plans/generate',
        EXERCISE_PREFERENCES,
      );
      expect(response.statusCode, response.body).toBe(201);
      const body = GenerateExercisePlanResponseSchema.parse(response.json());

      expect(body.plan.name).toBe('AI Exercise Plan - Beginner');
      expect(body.physicalActivityPlan).toMatchObject({ name: body.plan.name, source: 'ai' });
      const training = body.physicalActivityPlan.dailyTasks.filter((t) => !t.restDay);
      expect(training.map((t) => t.day)).toEqual(['Monday', 'Wednesday', 'Friday']);
      for (const day of training) {
        expect(day.activities.reduce((sum, a) => sum + a.duration, 0)).toBe(30);
      }
      expect(body.dietLifestylePlan.category).toBe('exercise');
      expect(JSON.parse(body.dietLifestylePlan.planData ?? 'null')).toEqual(body.plan);

      // the old plan was replaced; preferences and both records are stored
      expect(await listPlans(cookie)).toEqual([body.physicalActivityPlan]);
      expect((await call(cookie, 'GET', '/api/diet-lifestyle-plans')).json()).toEqual([
        body.dietLifestylePlan,
      ]);
      expect((await call(cookie, 'GET', '/api/exercise-preferences')).json()).toEqual({
        ...EXERCISE_PREFERENCES,
        daysPerWeek: 3,
      });
    });

    it("adds the GP advice when the latest assessment's heart risks call for it", async () => {
      // the fixture's answers at 65: high cardiovascular and heart-failure risk
      const OLDER = { ...SURVEY_ANSWERS, age: 65 };
      const risks = assessProfile(mapSurveyToProfile(SurveyAnswersSchema.parse(OLDER))).risks;
      const heart = risks.filter(
        (r) =>
          ['Cardiovascular Disease', 'Heart Failure', 'Atrial Fibrillation'].includes(
            r.condition,
          ) &&
          (r.riskLevel === 'high' || r.riskLevel === 'existing'),
      );
      expect(heart.length).toBeGreaterThan(0);

      const { cookie } = await kit.signUp('premium');
      const before = await call(
        cookie,
        'POST',
        '/api/physical-activity-plans/generate',
        EXERCISE_PREFERENCES,
      );
      expect(
        before.json<{ plan: { safetyGuidelines: string[] } }>().plan.safetyGuidelines,
      ).not.toContain(GP_VIGOROUS_EXERCISE_ADVICE);
      expect((await call(cookie, 'POST', '/api/assessments', OLDER)).statusCode).toBe(201);
      const after = await call(
        cookie,
        'POST',
        '/api/physical-activity-plans/generate',
        EXERCISE_PREFERENCES,
      );
      expect(
        after.json<{ plan: { safetyGuidelines: string[] } }>().plan.safetyGuidelines,
      ).toContain(GP_VIGOROUS_EXERCISE_ADVICE);
    });

    it('a failure at the last step leaves the old plans and preferences as they were', async () => {
      const { cookie } = await kit.signUp();
      const plan = await createPlan(cookie);
      await call(cookie, 'POST', '/api/exercise-preferences', EXERCISE_PREFERENCES);

      const restore = await failNext('diet_lifestyle_plans', 'insert');
      try {
        const failed = await call(cookie, 'POST', '/api/physical-activity-plans/generate', {
          ...EXERCISE_PREFERENCES,
          timeAvailable: 60,
        });
        expect(failed.statusCode).toBe(500);
      } finally {
        await restore();
      }
      expect(await listPlans(cookie)).toEqual([plan]);
      expect((await call(cookie, 'GET', '/api/exercise-preferences')).json()).toMatchObject({
        timeAvailable: 30,
      });
    });

    it('an expired user cannot generate or change plans', async () => {
      const { cookie, user } = await kit.signUp();
      await kit.setPlan(user.id, { subscriptionStatus: 'expired' });
      const response = await call(
        cookie,
        'POST',
        '/api/physical-activity-plans/generate',
        EXERCISE_PREFERENCES,
      );
      expect(response.statusCode).toBe(403);
      expect((await call(cookie, 'GET', '/api/physical-activity-plans')).statusCode).toBe(200);
    });
  });
});
