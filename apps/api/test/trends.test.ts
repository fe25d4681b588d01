import {
  AssessmentListResponseSchema,
  AssessmentSchema,
  TRENDS_MAX_ASSESSMENTS,
  TRENDS_PREMIUM_REQUIRED_MESSAGE,
  TrendsResponseSchema,
  type Assessment,
  type ConditionRiskResult,
  type TrendsResponse,
} from '@healthscreen/api-client';
import { calculateDisplayBmi } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { packJson, unpackJson } from '../src/db/packed-json.js';
import { DB_KINDS } from './helper.js';
import { type HttpMethod, useApiKit } from './kit.js';

/** A 58-year-old man who smokes, is overweight and has high blood pressure (essential form). */
const FIRST = {
  variant: 'essential',
  age: 58,
  biologicalSex: 'male',
  heightCm: 178,
  weightKg: 96,
  ethnicity: 'white',
  smokingStatus: 'current',
  packsPerDay: 1,
  yearsSmoked: 35,
  weeklyExerciseMinutes: 30,
  alcoholDrinksPerWeek: 12,
  sleepHoursPerNight: 6.5,
  stressLevel: 3,
  dietQuality: 'fair',
  familyHistoryNone: true,
  medicalHistoryNone: true,
  labResults: {
    bloodPressureSystolic: 152,
    bloodPressureDiastolic: 94,
    totalCholesterol: 5.8,
    hdlCholesterol: 1.1,
  },
} as const;

/** Months later: 8 kg lighter, quit smoking a year ago, blood pressure down to 132/84. */
const SECOND = {
  ...FIRST,
  weightKg: 88,
  smokingStatus: 'former',
  yearsSinceQuitting: 1,
  labResults: { ...FIRST.labResults, bloodPressureSystolic: 132, bloodPressureDiastolic: 84 },
} as const;

/** Then: the weight back on and more, no activity, and raised glucose and HbA1c. */
const THIRD = {
  ...SECOND,
  weightKg: 99,
  weeklyExerciseMinutes: 0,
  labResults: { ...SECOND.labResults, hba1c: 6.3, fastingGlucose: 6.6 },
} as const;

const LEVEL_RANK = { low: 0, moderate: 1, high: 2, existing: 3 } as const;

function fullScores(assessment: Assessment): Map<string, ConditionRiskResult> {
  return new Map(
    assessment.riskScores
      .filter((risk): risk is ConditionRiskResult => !risk.locked)
      .map((risk) => [risk.conditionId, risk]),
  );
}

describe.each(DB_KINDS)('GET /api/trends on %s', (kind) => {
  let clock = Date.parse('2025-03-01T09:00:00.000Z');
  // every request reads the user afresh, so a plan change counts at once
  const kit = useApiKit(kind, { now: () => clock, sessionCacheTtlMs: 0 });

  const call = (cookie: string | undefined, method: HttpMethod, url: string, payload?: unknown) =>
    kit.callAs(cookie)(method, url, payload);

  /** A completed assessment, a minute after the previous one (createdAt orders them). */
  async function complete(cookie: string, body: object): Promise<Assessment> {
    clock += 60_000;
    return kit.createAssessment(cookie, body);
  }

  async function readAssessment(cookie: string, id: string): Promise<Assessment> {
    const response = await call(cookie, 'GET', `/api/assessments/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return AssessmentSchema.parse(response.json());
  }

  async function getTrends(cookie: string): Promise<TrendsResponse> {
    const response = await call(cookie, 'GET', '/api/trends');
    expect(response.statusCode, response.body).toBe(200);
    return TrendsResponseSchema.parse(response.json());
  }

  describe('a premium user with three assessments', () => {
    let cookie = '';
    let saved: Assessment[] = [];
    let trends: TrendsResponse;

    it('keeps every completed reassessment, and drafts apart from them', async () => {
      const user = await kit.signUp('premium');
      cookie = user.cookie;
      saved = [
        await complete(cookie, FIRST),
        await complete(cookie, SECOND),
        await complete(cookie, THIRD),
      ];
      // a draft of the next one is not a completed assessment
      const draft = await call(cookie, 'POST', '/api/assessments', { ...THIRD, draft: true });
      expect(draft.statusCode, draft.body).toBe(201);

      const list = AssessmentListResponseSchema.parse(
        (await call(cookie, 'GET', '/api/assessments')).json(),
      );
      expect(list.map((item) => item.id)).toEqual(saved.map((item) => item.id));

      trends = await getTrends(cookie);
      expect(trends.assessments.map((item) => item.id)).toEqual(saved.map((item) => item.id));
      expect(trends.assessments.map((item) => item.completedAt)).toEqual(
        saved.map((item) => item.completedAt),
      );
      expect(trends.omittedCount).toBe(0);
    });

    it('charts each condition with the scores GET /api/assessments/{id} answers, in order', async () => {
      const stored = await Promise.all(saved.map((item) => readAssessment(cookie, item.id)));
      const byAssessment = stored.map(fullScores);
      // a man: every condition but the female-only ones, all 3 assessments
      expect(trends.conditions.length).toBeGreaterThanOrEqual(30);
      for (const trend of trends.conditions) {
        const points = trend.segments.flatMap((segment) => segment.points);
        expect(points.map((point) => point.assessmentId)).toEqual(saved.map((item) => item.id));
        points.forEach((point, index) => {
          const risk = byAssessment[index]?.get(trend.conditionId);
          expect(risk, trend.condition).toBeDefined();
          expect(point).toMatchObject({
            score: risk?.score,
            scoreUnit: risk?.scoreUnit,
            riskLevel: risk?.riskLevel,
            tier: risk?.tier,
            modelId: risk?.model.id,
          });
        });
        // one line per model and unit
        for (const segment of trend.segments) {
          for (const point of segment.points) {
            expect([point.modelId, point.scoreUnit]).toEqual([segment.modelId, segment.scoreUnit]);
          }
        }
      }
      expect(trends.conditions.map((trend) => trend.condition)).not.toContain('Ovarian Cancer');
    });

    it('charts the key measures from the answers', () => {
      const measure = (id: string) =>
        trends.measures.find((entry) => entry.measure === id)?.points.map((point) => point.value);
      expect(measure('weightKg')).toEqual([96, 88, 99]);
      expect(measure('bmi')).toEqual([96, 88, 99].map((kg) => calculateDisplayBmi(kg, 178)));
      expect(measure('systolicBp')).toEqual([152, 132, 132]);
      expect(measure('diastolicBp')).toEqual([94, 84, 84]);
      expect(measure('activityMinutesPerWeek')).toEqual([30, 30, 0]);
      expect(
        trends.measures.every((entry) => entry.points.every((point) => !point.estimated)),
      ).toBe(true);
    });

    it('explains a change by the answers that moved it', () => {
      const [first] = trends.changes;
      expect(trends.changes).toHaveLength(2);
      expect(first).toMatchObject({
        fromAssessmentId: saved[0]?.id,
        toAssessmentId: saved[1]?.id,
        engineVersionChanged: false,
      });
      expect(first?.answers).toEqual(
        expect.arrayContaining([
          {
            key: 'smoking',
            label: 'Smoking',
            from: 'current smoker, 20 a day, for 35 years',
            to: 'former smoker, quit 1 year ago',
          },
          { key: 'bloodPressure', label: 'Blood pressure', from: '152/94 mmHg', to: '132/84 mmHg' },
          { key: 'weightKg', label: 'Weight', from: '96 kg', to: '88 kg' },
        ]),
      );
      expect(first?.answers).toHaveLength(3);

      const change = (condition: string) =>
        first?.conditions.find((entry) => entry.condition === condition);
      const effect = (condition: string, key: string) =>
        change(condition)?.contributions.find((entry) => entry.key === key)?.effect;

      // quitting smoking lowers lung cancer; nothing else of the three moves it
      const lung = change('Lung Cancer');
      expect(lung?.scoreDelta).toBeLessThan(0);
      expect(effect('Lung Cancer', 'smoking')).toBeLessThan(0);
      expect(lung?.contributions.map((entry) => entry.key)).toEqual(['smoking']);
      // lower blood pressure lowers stroke; weight lowers type 2 diabetes; and BP and smoking the
      // cardiovascular model's 10-year risk
      expect(effect('Stroke', 'bloodPressure')).toBeLessThan(0);
      expect(effect('Type 2 Diabetes', 'weightKg')).toBeLessThan(0);
      expect(change('Cardiovascular Disease')).toMatchObject({
        comparable: true,
        from: { modelId: 'pooled-cohort', riskLevel: 'high' },
        to: { modelId: 'pooled-cohort', riskLevel: 'low' },
      });
      expect(effect('Cardiovascular Disease', 'bloodPressure')).toBeLessThan(0);
      expect(effect('Cardiovascular Disease', 'smoking')).toBeLessThan(0);

      // below 140 mmHg the Framingham hypertension model applies instead of the points score:
      // different scales, so no difference is taken and the series breaks there
      expect(change('Hypertension')).toMatchObject({
        comparable: false,
        scoreDelta: null,
        contributions: [],
        otherEffect: null,
        from: { modelId: 'healthscreen-points', scoreUnit: 'points' },
        to: { modelId: 'framingham-hypertension', scoreUnit: 'percent' },
      });
      const hypertension = trends.conditions.find((trend) => trend.condition === 'Hypertension');
      expect(
        hypertension?.segments.map((segment) => [segment.modelId, segment.points.length]),
      ).toEqual([
        ['healthscreen-points', 1],
        ['framingham-hypertension', 2],
      ]);

      for (const entry of first?.conditions ?? []) {
        if (!entry.comparable) continue;
        // the stored scores' difference, split into the single answers' effects and the rest
        const from = fullScores(saved[0] as Assessment).get(entry.conditionId);
        const to = fullScores(saved[1] as Assessment).get(entry.conditionId);
        expect(entry.scoreDelta).toBeCloseTo((to?.score ?? NaN) - (from?.score ?? NaN), 6);
        const explained = entry.contributions.reduce((sum, c) => sum + c.effect, 0);
        expect(explained + (entry.otherEffect ?? NaN)).toBeCloseTo(entry.scoreDelta ?? NaN, 6);
        // largest effect first
        const sizes = entry.contributions.map((c) => Math.abs(c.effect));
        expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      }
      // conditions that did not move are not listed
      const unmoved = first?.conditions.filter(
        (entry) => entry.scoreDelta === 0 && entry.from.riskLevel === entry.to.riskLevel,
      );
      expect(unmoved).toEqual([]);
    });

    it('alerts when a condition crosses into a higher level at the latest assessment', async () => {
      const previous = fullScores(await readAssessment(cookie, saved[1]?.id ?? ''));
      const latest = fullScores(await readAssessment(cookie, saved[2]?.id ?? ''));
      const rose = [...latest.values()]
        .filter((risk) => risk.applicable && risk.riskLevel !== 'existing')
        .filter((risk) => {
          const before = previous.get(risk.conditionId);
          return before && LEVEL_RANK[risk.riskLevel] > LEVEL_RANK[before.riskLevel];
        })
        .map((risk) => risk.conditionId);
      expect(rose).toContain('type-2-diabetes');
      expect(trends.alerts.map((alert) => alert.conditionId).sort()).toEqual(rose.sort());
      expect(trends.alerts.find((alert) => alert.conditionId === 'type-2-diabetes')).toEqual({
        conditionId: 'type-2-diabetes',
        condition: 'Type 2 Diabetes',
        fromLevel: 'low',
        toLevel: 'moderate',
        assessmentId: saved[2]?.id,
        completedAt: saved[2]?.completedAt,
      });
      // and the latest change says why: the glucose results and the weight
      const diabetes = trends.changes[1]?.conditions.find(
        (entry) => entry.conditionId === 'type-2-diabetes',
      );
      expect(diabetes?.scoreDelta).toBeGreaterThan(0);
      expect(diabetes?.contributions.every((entry) => entry.effect > 0)).toBe(true);
      expect(diabetes?.contributions.map((entry) => entry.key)).toEqual(
        expect.arrayContaining(['weightKg']),
      );
    });
  });

  it('reads the stored scores as saved: history is not rescored', async () => {
    const { cookie, user } = await kit.signUp('premium');
    const first = await complete(cookie, FIRST);
    await complete(cookie, SECOND);
    // an older save whose lung cancer score differs from what today's engine would say
    const stored = await kit.db
      .selectFrom('assessments')
      .select('riskScores')
      .where('id', '=', first.id)
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const risks = (await unpackJson(stored.riskScores)) as { conditionId: string }[];
    const edited = risks.map((risk) =>
      risk.conditionId === 'lung-cancer' ? { ...risk, score: 17 } : risk,
    );
    await kit.db
      .updateTable('assessments')
      .set({ riskScores: await packJson(JSON.stringify(edited)) })
      .where('id', '=', first.id)
      .execute();

    const trends = await getTrends(cookie);
    const lung = trends.conditions.find((trend) => trend.conditionId === 'lung-cancer');
    expect(lung?.segments[0]?.points[0]?.score).toBe(17);
    const change = trends.changes[0]?.conditions.find((e) => e.conditionId === 'lung-cancer');
    expect(change?.from.score).toBe(17);
  });

  it('needs Premium: trial, basic and expired users get 403 with an upgrade message', async () => {
    const trial = await kit.signUp();
    const saved = await call(trial.cookie, 'POST', '/api/assessments', FIRST);
    expect(saved.statusCode, saved.body).toBe(201);
    const basic = await kit.signUp('basic');
    const expired = await kit.signUp('expired');
    for (const { cookie } of [trial, basic, expired]) {
      const response = await call(cookie, 'GET', '/api/trends');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: TRENDS_PREMIUM_REQUIRED_MESSAGE,
      });
    }
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await call(undefined, 'GET', '/api/trends');
    expect(response.statusCode).toBe(401);
  });

  it("never shows another user's assessments", async () => {
    const a = await kit.signUp('premium');
    const b = await kit.signUp('premium');
    const own = [await complete(a.cookie, FIRST), await complete(a.cookie, SECOND)];
    const other = await complete(b.cookie, THIRD);

    const trendsA = await getTrends(a.cookie);
    expect(trendsA.assessments.map((item) => item.id)).toEqual(own.map((item) => item.id));
    expect(JSON.stringify(trendsA)).not.toContain(other.id);

    const trendsB = await getTrends(b.cookie);
    expect(trendsB.assessments.map((item) => item.id)).toEqual([other.id]);
    expect(trendsB.changes).toEqual([]);
    expect(trendsB.alerts).toEqual([]);
  });

  it('answers an empty history for a premium user with no completed assessment', async () => {
    const { cookie } = await kit.signUp('premium');
    expect(await getTrends(cookie)).toEqual({
      assessments: [],
      omittedCount: 0,
      conditions: [],
      measures: [],
      changes: [],
      alerts: [],
    });
  });

  it(`compares at most the newest ${TRENDS_MAX_ASSESSMENTS} completed assessments`, async () => {
    const { cookie, user } = await kit.signUp('premium');
    const count = TRENDS_MAX_ASSESSMENTS + 2;
    // stored directly: the bound is about reading, and 52 scored saves would only slow the test
    const template = await complete(cookie, FIRST);
    const stored = await kit.db
      .selectFrom('assessments')
      .selectAll()
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    const start = clock;
    const rows = Array.from({ length: count - 1 }, (_, index) => ({
      userId: user.id,
      variant: stored.variant,
      status: stored.status,
      revision: 0,
      bodyHash: stored.bodyHash,
      responses: JSON.stringify(stored.responses),
      riskScores: stored.riskScores, // packed as stored (ADR 0016)
      redFlags: JSON.stringify(stored.redFlags),
      engineVersion: stored.engineVersion,
      summary: JSON.stringify(stored.summary),
      createdAt: new Date(start + (index + 1) * 60_000),
      updatedAt: new Date(start + (index + 1) * 60_000),
      completedAt: new Date(start + (index + 1) * 60_000),
    }));
    const inserted = await kit.db.insertInto('assessments').values(rows).returning('id').execute();
    const ids = [template.id, ...inserted.map((row) => row.id)];

    const trends = await getTrends(cookie);
    expect(trends.assessments).toHaveLength(TRENDS_MAX_ASSESSMENTS);
    expect(trends.omittedCount).toBe(2);
    expect(trends.assessments.map((item) => item.id)).toEqual(ids.slice(2));
    expect(trends.changes).toHaveLength(TRENDS_MAX_ASSESSMENTS - 1);
  });
});
