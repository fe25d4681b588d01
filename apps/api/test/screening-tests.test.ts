import { ScreeningTestSchema, type ScreeningTest } from '@healthscreen/api-client';
import { mapSurveyToProfile, SurveyAnswersSchema } from '@healthscreen/assessment-schema';
import { assessProfile, buildScreeningRecommendations } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { SURVEY_ANSWERS } from './fixtures.js';
import { DB_KINDS } from './helper.js';
import { type HttpMethod, useApiKit } from './kit.js';

/** What the engine says for the fixture's answers: the diseases screening should cover. */
const RISKS = assessProfile(mapSurveyToProfile(SurveyAnswersSchema.parse(SURVEY_ANSWERS))).risks;
const FLAGGED = RISKS.filter((risk) => risk.riskLevel === 'moderate' || risk.riskLevel === 'high');
const UNFLAGGED = RISKS.filter((risk) => risk.riskLevel === 'low');

describe.each(DB_KINDS)('screening tests on %s', (kind) => {
  // every request reads the user afresh, so a plan change counts at once
  const kit = useApiKit(kind, { sessionCacheTtlMs: 0 });

  const call = (cookie: string, method: HttpMethod, url: string, payload?: unknown) =>
    kit.callAs(cookie)(method, url, payload);

  /** A user with one completed assessment; premium unless `selected` names their 5. */
  async function userWithAssessment(selected?: string[]) {
    const user = await kit.signUp();
    if (selected) {
      const saved = await call(user.cookie, 'POST', '/api/user/disease-selection', {
        diseases: selected,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    } else {
      await kit.setPlan(user.user.id, 'premium');
    }
    await kit.createAssessment(user.cookie, SURVEY_ANSWERS);
    return user;
  }

  async function addFirstRecommendation(cookie: string): Promise<ScreeningTest> {
    const recs = (await call(cookie, 'GET', '/api/screening-recommendations')).json<{
      recommendations: { disease: string; tests: string[] }[];
    }>().recommendations;
    const first = recs[0];
    if (!first) throw new Error('the fixture has no recommendation');
    const added = await call(cookie, 'POST', '/api/screening-tests', {
      diseaseName: first.disease,
      testName: first.tests[0],
    });
    expect(added.statusCode, added.body).toBe(201);
    return ScreeningTestSchema.parse(added.json());
  }

  it('asks for a session', async () => {
    for (const url of ['/api/screening-tests', '/api/screening-recommendations']) {
      const response = await kit.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('has nothing before the first assessment', async () => {
    const { cookie } = await kit.signUp();
    expect((await call(cookie, 'GET', '/api/screening-tests')).json()).toEqual([]);
    expect((await call(cookie, 'GET', '/api/screening-recommendations')).json()).toEqual({
      assessmentId: null,
      scope: 'selected',
      recommendations: [],
    });
  });

  it('recommends for every moderate or high risk to premium users, urgent first, then by disease', async () => {
    expect(FLAGGED.length).toBeGreaterThan(2);
    const { cookie } = await userWithAssessment();
    const body = (await call(cookie, 'GET', '/api/screening-recommendations')).json<{
      scope: string;
      recommendations: { disease: string; priority: string; riskLevel: string }[];
    }>();

    expect(body.scope).toBe('all');
    expect(body.recommendations.map((r) => r.disease)).toEqual(
      buildScreeningRecommendations(RISKS).map((r) => r.disease),
    );
    expect(new Set(body.recommendations.map((r) => r.disease))).toEqual(
      new Set(FLAGGED.map((r) => r.condition)),
    );
    const priorities = body.recommendations.map((r) => r.priority);
    expect(priorities).toEqual(
      [...priorities].sort((a, b) => (a === b ? 0 : a === 'urgent' ? -1 : 1)),
    );
    for (const r of body.recommendations) {
      expect(r.priority).toBe(r.riskLevel === 'high' ? 'urgent' : 'standard');
    }
  });

  it('recommends for what a trial user sees in full: the selected diseases plus any high level', async () => {
    const selected = [...FLAGGED.slice(0, 2), ...UNFLAGGED.slice(0, 3)].map((r) => r.condition);
    expect(selected).toHaveLength(5);
    const { cookie } = await userWithAssessment(selected);
    const body = (await call(cookie, 'GET', '/api/screening-recommendations')).json<{
      scope: string;
      recommendations: { disease: string }[];
    }>();

    expect(body.scope).toBe('selected');
    expect(body.recommendations.map((r) => r.disease).sort()).toEqual(
      FLAGGED.filter((r) => selected.includes(r.condition) || r.riskLevel === 'high')
        .map((r) => r.condition)
        .sort(),
    );
  });

  it('gives a trial user the same screening as the results tab: high results and the 5 the first assessment picked (issue 30)', async () => {
    const high = FLAGGED.filter((r) => r.riskLevel === 'high');
    expect(high.length).toBeGreaterThan(0);
    const { cookie } = await kit.signUp();
    const created = await call(cookie, 'POST', '/api/assessments', SURVEY_ANSWERS);
    expect(created.statusCode, created.body).toBe(201);
    const picked = created.json<{ access: { selectedDiseases: string[] } }>().access
      .selectedDiseases;
    expect(picked).toHaveLength(5);
    const body = (await call(cookie, 'GET', '/api/screening-recommendations')).json<{
      recommendations: { disease: string }[];
    }>();
    const diseases = body.recommendations.map((r) => r.disease);
    for (const risk of high) expect(diseases).toContain(risk.condition);
    for (const disease of diseases) {
      expect([...high.map((r) => r.condition), ...picked]).toContain(disease);
    }
    const { id } = created.json<{ id: string }>();
    const results = (await call(cookie, 'GET', `/api/assessments/${id}`)).json<{
      recommendations: { screening: string[] };
    }>();
    expect(
      results.recommendations.screening.map((text) => text.slice(0, text.indexOf(':'))).sort(),
    ).toEqual(body.recommendations.map((r) => r.disease).sort());
  });

  it('adds a recommended test once, and refuses one that is not recommended', async () => {
    const { cookie } = await userWithAssessment();
    const test = await addFirstRecommendation(cookie);
    expect(test).toMatchObject({ status: 'pending', scheduled_date: null });
    expect(test.description).toMatch(/risk of/);

    const again = await call(cookie, 'POST', '/api/screening-tests', {
      diseaseName: test.diseaseName,
      testName: test.testName,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ScreeningTest>().id).toBe(test.id);

    const unknown = await call(cookie, 'POST', '/api/screening-tests', {
      diseaseName: test.diseaseName,
      testName: 'Full-body MRI',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'testName' }],
    });

    const low = UNFLAGGED[0];
    if (!low) throw new Error('the fixture has no low risk');
    const notFlagged = await call(cookie, 'POST', '/api/screening-tests', {
      diseaseName: low.condition,
      testName: 'Review with your GP',
    });
    expect(notFlagged.statusCode).toBe(400);

    const list = (await call(cookie, 'GET', '/api/screening-tests')).json<ScreeningTest[]>();
    expect(list.map((t) => t.id)).toEqual([test.id]);
  });

  it('a date schedules the test, an empty date makes it pending again, completed is kept', async () => {
    const { cookie } = await userWithAssessment();
    const test = await addFirstRecommendation(cookie);
    const url = `/api/screening-tests/${test.id}`;

    const scheduled = await call(cookie, 'PUT', url, { scheduled_date: '2027-03-15' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduled_date: '2027-03-15' });

    const camel = await call(cookie, 'PUT', url, {
      scheduledDate: '2027-04-01',
      status: 'scheduled',
    });
    expect(camel.json()).toMatchObject({ status: 'scheduled', scheduled_date: '2027-04-01' });

    const cleared = await call(cookie, 'PUT', url, { scheduled_date: null, status: 'pending' });
    expect(cleared.json()).toMatchObject({ status: 'pending', scheduled_date: null });

    const empty = await call(cookie, 'PUT', url, { scheduled_date: '2027-05-02' });
    expect(empty.json()).toMatchObject({ status: 'scheduled' });
    expect((await call(cookie, 'PUT', url, { scheduled_date: '' })).json()).toMatchObject({
      status: 'pending',
      scheduled_date: null,
    });

    await call(cookie, 'PUT', url, { scheduled_date: '2027-05-02' });
    const done = await call(cookie, 'PUT', url, { status: 'completed' });
    expect(done.json()).toMatchObject({ status: 'completed', scheduled_date: '2027-05-02' });

    const list = (await call(cookie, 'GET', '/api/screening-tests')).json<ScreeningTest[]>();
    expect(list[0]).toMatchObject({ status: 'completed', scheduled_date: '2027-05-02' });
  });

  it('answers 400 naming the field for a bad date or a schedule without one', async () => {
    const { cookie } = await userWithAssessment();
    const test = await addFirstRecommendation(cookie);
    const url = `/api/screening-tests/${test.id}`;

    for (const payload of [{ scheduled_date: '2027-02-30' }, { scheduled_date: 'soon' }, {}]) {
      const response = await call(cookie, 'PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const noDate = await call(cookie, 'PUT', url, { status: 'scheduled' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toMatchObject({ details: [{ path: 'scheduled_date' }] });
  });

  it("another user's test is a 404 for every call, and removing one's own works", async () => {
    const owner = await userWithAssessment();
    const other = await userWithAssessment();
    const test = await addFirstRecommendation(owner.cookie);
    const url = `/api/screening-tests/${test.id}`;

    expect(
      (await call(other.cookie, 'PUT', url, { scheduled_date: '2027-01-01' })).statusCode,
    ).toBe(404);
    expect((await call(other.cookie, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', '/api/screening-tests')).json()).toEqual([]);
    expect(
      (await call(owner.cookie, 'PUT', '/api/screening-tests/not-an-id', { status: 'pending' }))
        .statusCode,
    ).toBe(404);

    expect((await call(owner.cookie, 'DELETE', url)).json()).toEqual({ ok: true });
    expect((await call(owner.cookie, 'GET', '/api/screening-tests')).json()).toEqual([]);
  });

  it('an expired user keeps reading but cannot change tests', async () => {
    const { cookie, user } = await userWithAssessment();
    const test = await addFirstRecommendation(cookie);
    await kit.setPlan(user.id, { subscriptionStatus: 'expired' });

    expect((await call(cookie, 'GET', '/api/screening-tests')).statusCode).toBe(200);
    const response = await call(cookie, 'PUT', `/api/screening-tests/${test.id}`, {
      scheduled_date: '2027-01-01',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED' });
  });
});
