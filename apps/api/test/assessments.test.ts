import {
  AssessmentSchema,
  SUBSCRIPTION_EXPIRED_MESSAGE,
  AssessmentSummarySchema,
  type Assessment,
  type AssessmentSummary,
  type ConditionRiskResult,
} from '@healthscreen/api-client';
import {
  EssentialFormSchema,
  flattenEssentialSections,
  mapEssentialToProfile,
  mapSurveyToEssentialForm,
  mapSurveyToProfile,
  mapWizardToEssentialForm,
  SurveyAnswersSchema,
} from '@healthscreen/assessment-schema';
import {
  assessProfile,
  calculateOverallHealth,
  CONDITION_NAMES,
  ENGINE_VERSION,
  selectDashboardScores,
} from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { unpackJson } from '../src/db/packed-json.js';
import { chooseInitialSelection } from '../src/modules/disease-selection/initial-selection.js';
import { SESSION_CACHE_TTL_MS } from '../src/plugins/session-store.js';
import { DB_KINDS, registerUser } from './helper.js';
import { ANSWERS, useApiKit } from './kit.js';

const { survey: SURVEY, essential: ESSENTIAL, wizard: WIZARD } = ANSWERS;

/** What the risk-engine says for these answers. */
const EXPECTED = assessProfile(mapSurveyToProfile(SurveyAnswersSchema.parse(SURVEY)));
const HIGH = EXPECTED.risks.filter((risk) => risk.riskLevel === 'high').map((r) => r.condition);
/** Shown in full on every plan: high levels, and (as not applicable) the other sex's conditions. */
const ALWAYS_SHOWN = EXPECTED.risks
  .filter((risk) => risk.riskLevel === 'high' || !risk.applicable)
  .map((r) => r.condition);
const NOT_HIGH = EXPECTED.risks.filter((risk) => risk.riskLevel !== 'high').map((r) => r.condition);
/** The 5 a trial user's first complete assessment unlocks (issue 30). */
const FIRST_FIVE = chooseInitialSelection(EXPECTED.risks);

function fullScores(assessment: Assessment): ConditionRiskResult[] {
  return assessment.riskScores.filter((risk): risk is ConditionRiskResult => !risk.locked);
}

describe.each(DB_KINDS)('assessments and disease selection on %s', (kind) => {
  let clock = Date.parse('2025-03-01T09:00:00.000Z');
  const kit = useApiKit(
    kind,
    { now: () => clock },
    // a change made outside the app is seen once this process's cached session checks expire
    {
      afterPlanChange: () => {
        clock += SESSION_CACHE_TTL_MS;
      },
    },
  );

  async function call(
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    clock += 1_000; // every call happens a second later: createdAt orders them
    return kit.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function create(cookie: string, body: object): Promise<Assessment> {
    clock += 1_000; // as `call`
    return kit.createAssessment(cookie, body);
  }

  describe('POST /api/assessments', () => {
    it('scores each variant on the server: the same answers give the same scores', async () => {
      const a = await kit.signUp('premium');

      const wizard = await create(a.cookie, WIZARD);
      const essential = await create(a.cookie, ESSENTIAL);
      const survey = await create(a.cookie, SURVEY);

      expect([wizard.variant, essential.variant, survey.variant]).toEqual([
        'wizard',
        'essential',
        'survey',
      ]);
      const expected = EXPECTED.risks.map((risk) => ({ ...risk, locked: false }));
      for (const saved of [wizard, essential, survey]) {
        expect(saved.status).toBe('complete');
        expect(saved.engineVersion).toBe(ENGINE_VERSION);
        expect(saved.riskScores).toHaveLength(CONDITION_NAMES.length);
        expect(saved.riskScores).toEqual(expected);
        expect(saved.redFlags).toEqual(EXPECTED.redFlags);
      }
      expect(EXPECTED.redFlags.map((flag) => flag.symptom)).toContain('shortness-of-breath');
      // the essential answers are stored in the spec's sections and flatten back unchanged
      expect(Object.keys(essential.responses)).toEqual(
        expect.arrayContaining(['demographics', 'lifestyle', 'familyHistory', 'medicalHistory']),
      );
      expect(flattenEssentialSections(essential.responses)).toMatchObject({
        age: 57,
        heightCm: 162,
        familyDiabetes: true,
      });
    });

    it('maps the blood-clot (QThrombosis) questions of every variant: deep vein thrombosis at tier B', async () => {
      const a = await kit.signUp('premium');
      const answers = {
        varicoseVeins: 'yes',
        antipsychoticNow: 'no',
        hospitalStayLast6Months: 'no',
        contraceptivePillNow: 'no',
        hrtNow: 'no',
        tamoxifenNow: 'no',
      } as const;
      const flat = { ...SURVEY, ...answers, cigarettesPerDay: 12, cancerHistory: 'no' };
      const survey = await create(a.cookie, flat);
      const { variant: _variant, ...essentialBody } = flat;
      const essential = await create(a.cookie, essentialBody);
      const wizard = await create(a.cookie, {
        ...WIZARD,
        medicalHistory: { ...WIZARD.medicalHistory, cancerHistory: 'no', bloodClots: answers },
        lifestyle: { ...WIZARD.lifestyle, cigarettesPerDay: 12 },
      });
      const expected = assessProfile(
        mapSurveyToProfile(SurveyAnswersSchema.parse(flat)),
      ).risks.find((risk) => risk.conditionId === 'deep-vein-thrombosis');
      expect(expected).toMatchObject({ tier: 'B', model: { id: 'qthrombosis' }, missingData: [] });
      for (const saved of [survey, essential, wizard]) {
        const dvt = fullScores(saved).find((risk) => risk.conditionId === 'deep-vein-thrombosis');
        expect(dvt).toMatchObject({ tier: 'B', model: { id: 'qthrombosis' }, missingData: [] });
        // the wizard's alcohol and activity categories differ from the flat numbers; QThrombosis reads neither
        expect(dvt?.score).toBe(expected?.score);
      }
      expect(flattenEssentialSections(essential.responses)).toMatchObject(answers);
      expect(wizard.responses).toMatchObject({ medicalHistory: { bloodClots: answers } });
    });

    it("ignores the client's riskScores and userId", async () => {
      const a = await registerUser(kit.app);
      const b = await registerUser(kit.app);
      await kit.setPlan(a.user.id, 'premium');

      const saved = await create(a.cookie, {
        ...ESSENTIAL,
        userId: b.user.id,
        riskScores: [{ condition: 'Cardiovascular Disease', score: 99, riskLevel: 'high' }],
        recommendations: { immediate: ['forged'], lifestyle: [], screening: [] },
      });

      const cvd = saved.riskScores.find((risk) => risk.condition === 'Cardiovascular Disease');
      const engineCvd = EXPECTED.risks.find((risk) => risk.condition === 'Cardiovascular Disease');
      expect(cvd).toEqual({ ...engineCvd, locked: false });
      const row = await kit.db
        .selectFrom('assessments')
        .select(['userId', 'riskScores'])
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(row.userId).toBe(a.user.id);
      // stored as written: the engine's unfiltered scores, gzip-packed JSON (ADR 0016)
      expect(await unpackJson(row.riskScores)).toEqual(EXPECTED.risks);
      // the recommendations are the server's, from the engine's scores and red flags, and stored
      expect(saved.recommendations.immediate).not.toContain('forged');
      expect(saved.recommendations.immediate[0]).toMatch(/^Shortness of breath: /);
      expect(saved.recommendations.screening.length).toBeGreaterThan(0);
      const stored = await kit.db
        .selectFrom('assessments')
        .select('recommendations')
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(stored.recommendations?.immediate.map((item) => item.text)).toEqual(
        saved.recommendations.immediate,
      );
      const bList = await call(b.cookie, 'GET', '/api/assessments');
      expect(bList.json()).toEqual([]);
    });

    it('answers 400 naming the field for an out-of-range or missing answer', async () => {
      const a = await registerUser(kit.app);
      const tall = await call(a.cookie, 'POST', '/api/assessments', { ...SURVEY, heightCm: 400 });
      expect(tall.statusCode).toBe(400);
      expect(tall.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Height must be between 120 and 220 cm',
        details: [{ path: 'heightCm' }],
      });
      const noAge = await call(a.cookie, 'POST', '/api/assessments', { ...SURVEY, age: undefined });
      expect(noAge.statusCode).toBe(400);
      expect(noAge.json().message).toBe('Age is required');
      const count = await kit.db
        .selectFrom('assessments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', a.user.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('needs a session', async () => {
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/assessments',
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/assessments', () => {
    it('lists only the own completed assessments, oldest first; drafts on request', async () => {
      const a = await registerUser(kit.app);
      const first = await create(a.cookie, SURVEY);
      const second = await create(a.cookie, { ...SURVEY, age: 58 });
      const draft = await create(a.cookie, { variant: 'wizard', draft: true });

      const list = (await call(a.cookie, 'GET', '/api/assessments')).json<Assessment[]>();
      expect(list.map((item) => item.id)).toEqual([first.id, second.id]);
      const [older, newer] = list.map((item) => Date.parse(item.createdAt));
      expect(newer).toBeGreaterThan(older ?? Infinity);

      const drafts = (await call(a.cookie, 'GET', '/api/assessments?status=draft')).json();
      expect(drafts.map((item: Assessment) => item.id)).toEqual([draft.id]);
      const all = (await call(a.cookie, 'GET', '/api/assessments?status=all')).json();
      expect(all).toHaveLength(3);
    });

    it('answers summaries: no answers or scores, the overall health of the full assessment', async () => {
      const a = await kit.signUp('premium');
      const saved = await create(a.cookie, SURVEY);
      const draft = await create(a.cookie, { variant: 'wizard', draft: true });

      const all = (await call(a.cookie, 'GET', '/api/assessments?status=all')).json();
      const [summary, draftSummary] = all as AssessmentSummary[];
      expect(AssessmentSummarySchema.strict().parse(summary)).toEqual({
        id: saved.id,
        variant: 'survey',
        status: 'complete',
        revision: saved.revision,
        createdAt: saved.createdAt,
        updatedAt: saved.updatedAt,
        completedAt: saved.completedAt,
        engineVersion: ENGINE_VERSION,
        overallHealth: saved.overallHealth,
        answersOf: ['survey'],
        riskCounts: {
          low: EXPECTED.risks.filter((r) => r.applicable && r.riskLevel === 'low').length,
          moderate: EXPECTED.risks.filter((r) => r.applicable && r.riskLevel === 'moderate').length,
          high: EXPECTED.risks.filter((r) => r.applicable && r.riskLevel === 'high').length,
          existing: EXPECTED.risks.filter((r) => r.applicable && r.riskLevel === 'existing').length,
        },
        lockedCount: 0,
      });
      expect(draftSummary).toMatchObject({
        id: draft.id,
        status: 'draft',
        overallHealth: { score: null, conditionCount: 0 },
        riskCounts: { low: 0, moderate: 0, high: 0, existing: 0 },
        lockedCount: 0,
      });
    });

    it('computes and stores the summary of a row saved before the summary column', async () => {
      const a = await registerUser(kit.app);
      const saved = await create(a.cookie, SURVEY);
      await kit.db
        .updateTable('assessments')
        .set({ summary: null })
        .where('id', '=', saved.id)
        .execute();

      const list = (await call(a.cookie, 'GET', '/api/assessments')).json<AssessmentSummary[]>();

      expect(list).toHaveLength(1);
      expect(list[0]?.overallHealth).toEqual(saved.overallHealth);
      expect(list[0]?.lockedCount).toBe(35 - ALWAYS_SHOWN.length - FIRST_FIVE.length);
      const row = await kit.db
        .selectFrom('assessments')
        .select('summary')
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(row.summary?.overallHealth).toEqual(saved.overallHealth);
      const again = (await call(a.cookie, 'GET', '/api/assessments')).json();
      expect(again).toEqual(list);
    });
  });

  describe('GET /api/assessments/latest', () => {
    it('answers null before the first assessment, then the newest completed one in full', async () => {
      const a = await registerUser(kit.app);
      const latest = (query = '') => call(a.cookie, 'GET', `/api/assessments/latest${query}`);
      expect((await latest()).json()).toEqual({ assessment: null });
      await create(a.cookie, { variant: 'wizard', draft: true });
      expect((await latest()).json()).toEqual({ assessment: null });

      await create(a.cookie, SURVEY);
      const newer = await create(a.cookie, { ...SURVEY, age: 58 });
      const answer = await latest();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        assessment: (await call(a.cookie, 'GET', `/api/assessments/${newer.id}`)).json(),
      });
    });

    it('with a variant, finds the survey answers an essential edit kept', async () => {
      const a = await registerUser(kit.app);
      const survey = await create(a.cookie, { ...SURVEY, revision: 1 });
      const wizard = await create(a.cookie, { ...WIZARD, revision: 1 });
      const edit = await call(a.cookie, 'PUT', `/api/assessments/${survey.id}`, {
        ...ESSENTIAL,
        variant: 'essential',
        revision: 2,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      // the wizard is newer; the converted survey still holds the survey answers
      const url = '/api/assessments/latest?variant=survey';
      const found = (await call(a.cookie, 'GET', url)).json().assessment;
      expect(found).toMatchObject({ id: survey.id, variant: 'essential' });
      expect(found.responses.originalAnswers.variant).toBe('survey');
      const wizardLatest = await call(a.cookie, 'GET', '/api/assessments/latest?variant=wizard');
      expect(wizardLatest.json().assessment.id).toBe(wizard.id);
      const list = (await call(a.cookie, 'GET', '/api/assessments')).json<AssessmentSummary[]>();
      expect(list.map((item) => item.answersOf)).toEqual([['essential', 'survey'], ['wizard']]);
    });

    it("never answers another user's assessment, and refuses an unknown status or variant", async () => {
      const a = await registerUser(kit.app);
      const b = await registerUser(kit.app);
      await create(a.cookie, SURVEY);
      await create(a.cookie, { variant: 'survey', age: 50, draft: true });
      for (const query of [
        '',
        '?variant=survey',
        '?status=draft',
        '?status=draft&variant=survey',
      ]) {
        const answer = await call(b.cookie, 'GET', `/api/assessments/latest${query}`);
        expect(answer.json()).toEqual({ assessment: null });
      }
      for (const query of ['?status=all', '?variant=quiz']) {
        const answer = await call(a.cookie, 'GET', `/api/assessments/latest${query}`);
        expect(answer.statusCode).toBe(400);
      }
      const signedOut = await kit.app.inject({ method: 'GET', url: '/api/assessments/latest' });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('another user (BOLA)', () => {
    it("gets 404 reading, updating or deleting A's assessment, and A's data is unchanged", async () => {
      const a = await registerUser(kit.app);
      const b = await registerUser(kit.app);
      const saved = await create(a.cookie, { ...ESSENTIAL, revision: 1 });
      const before = (await call(a.cookie, 'GET', `/api/assessments/${saved.id}`)).json();

      const url = `/api/assessments/${saved.id}`;
      expect((await call(b.cookie, 'GET', url)).statusCode).toBe(404);
      const put = await call(b.cookie, 'PUT', url, { ...ESSENTIAL, age: 30, revision: 99 });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });
      expect((await call(b.cookie, 'DELETE', url)).statusCode).toBe(404);
      expect((await call(b.cookie, 'GET', '/api/assessments?status=all')).json()).toEqual([]);

      const after = (await call(a.cookie, 'GET', url)).json();
      expect(after).toEqual(before);
      expect(after.revision).toBe(1);
    });

    it('gets 404 for ids that are not UUIDs or do not exist', async () => {
      const a = await registerUser(kit.app);
      expect((await call(a.cookie, 'GET', '/api/assessments/1')).statusCode).toBe(404);
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await call(a.cookie, 'PUT', `/api/assessments/${missing}`, {})).statusCode).toBe(404);
    });
  });

  describe('auto-save (PUT /api/assessments/:id and drafts)', () => {
    it('stores the same revision once, refuses an older one with 409 and keeps the newer', async () => {
      const a = await registerUser(kit.app);
      const draft = await create(a.cookie, { age: 40, draft: true, revision: 1 });
      expect(draft).toMatchObject({ status: 'draft', variant: 'essential', revision: 1 });
      expect(draft.riskScores).toEqual([]);

      // the same first save retried: one draft, same answer
      const retry = await call(a.cookie, 'POST', '/api/assessments', {
        age: 40,
        draft: true,
        revision: 1,
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(draft);

      const url = `/api/assessments/${draft.id}`;
      const newer = await call(a.cookie, 'PUT', url, { age: 41, revision: 2 });
      expect(newer.statusCode).toBe(200);
      expect(newer.json()).toMatchObject({ revision: 2, responses: { demographics: { age: 41 } } });

      const again = await call(a.cookie, 'PUT', url, { age: 41, revision: 2 });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(newer.json());

      const older = await call(a.cookie, 'PUT', url, { age: 39, revision: 1 });
      expect(older.statusCode).toBe(409);
      expect(older.json()).toMatchObject({
        code: 'REVISION_CONFLICT',
        details: { currentRevision: 2 },
      });
      const sameRevisionOtherAnswers = await call(a.cookie, 'PUT', url, { age: 45, revision: 2 });
      expect(sameRevisionOtherAnswers.statusCode).toBe(409);

      const stored = (await call(a.cookie, 'GET', url)).json<Assessment>();
      expect(stored.revision).toBe(2);
      expect(stored.responses).toMatchObject({ demographics: { age: 41 } });
      expect(stored.updatedAt).toBe(newer.json().updatedAt);

      const rows = await kit.db
        .selectFrom('assessments')
        .select('id')
        .where('userId', '=', a.user.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('ends with the newest revision when saves race, whatever order they land in', async () => {
      const a = await registerUser(kit.app);
      const draft = await create(a.cookie, { age: 30, draft: true, revision: 0 });
      const url = `/api/assessments/${draft.id}`;
      const revisions = [5, 2, 6, 3, 4, 6];

      const responses = await Promise.all(
        revisions.map((revision) =>
          kit.app.inject({
            method: 'PUT',
            url,
            headers: { cookie: a.cookie },
            payload: { age: 30 + revision, revision },
          }),
        ),
      );

      for (const response of responses) expect([200, 409]).toContain(response.statusCode);
      const stored = (await call(a.cookie, 'GET', url)).json<Assessment>();
      expect(stored.revision).toBe(6);
      expect(stored.responses).toMatchObject({ demographics: { age: 36 } });
    });

    it('applies every one of many racing saves without a revision (last writer wins, none refused)', async () => {
      const a = await registerUser(kit.app);
      const draft = await create(a.cookie, { age: 30, draft: true, revision: 0 });
      const url = `/api/assessments/${draft.id}`;
      const ages = Array.from({ length: 12 }, (_, index) => 40 + index);

      const responses = await Promise.all(
        ages.map((age) =>
          kit.app.inject({ method: 'PUT', url, headers: { cookie: a.cookie }, payload: { age } }),
        ),
      );

      // each save is applied once, in some order: revisions 1..12, each answered with its own
      expect(responses.map((response) => response.statusCode)).toEqual(ages.map(() => 200));
      const saved = responses.map((response) => response.json<Assessment>().revision);
      expect(saved.toSorted((x, y) => x - y)).toEqual(ages.map((_, index) => index + 1));
      const stored = (await call(a.cookie, 'GET', url)).json<Assessment>();
      expect(stored.revision).toBe(ages.length);
      const last = responses[saved.indexOf(ages.length)]?.json<Assessment>();
      expect(stored.responses).toEqual(last?.responses);
    });

    it('keeps one draft per variant across POSTs and restores it from the server', async () => {
      const a = await registerUser(kit.app);
      const first = await create(a.cookie, { ...WIZARD, draft: true, revision: 1 });
      const second = await call(a.cookie, 'POST', '/api/assessments', {
        variant: 'wizard',
        demographics: { age: 44 },
        draft: true,
        revision: 2,
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().id).toBe(first.id);

      const drafts = (await call(a.cookie, 'GET', '/api/assessments?status=draft')).json();
      expect(drafts).toHaveLength(1);
      const restored = await call(
        a.cookie,
        'GET',
        '/api/assessments/latest?status=draft&variant=wizard',
      );
      expect(restored.json().assessment.responses.demographics.age).toBe(44);
      const noSurveyDraft = '/api/assessments/latest?status=draft&variant=survey';
      expect((await call(a.cookie, 'GET', noSurveyDraft)).json()).toEqual({ assessment: null });
    });

    it('finishes a draft with complete: true (required answers checked, scores computed)', async () => {
      const a = await kit.signUp('premium');
      const draft = await create(a.cookie, { variant: 'survey', age: 57, draft: true });
      const url = `/api/assessments/${draft.id}`;

      const incomplete = await call(a.cookie, 'PUT', url, {
        variant: 'survey',
        age: 57,
        complete: true,
        revision: 1,
      });
      expect(incomplete.statusCode).toBe(400);
      expect((await call(a.cookie, 'GET', url)).json().status).toBe('draft');

      const done = await call(a.cookie, 'PUT', url, { ...SURVEY, complete: true, revision: 2 });
      expect(done.statusCode).toBe(200);
      const finished = AssessmentSchema.parse(done.json());
      expect(finished.status).toBe('complete');
      expect(finished.completedAt).not.toBeNull();
      expect(finished.riskScores).toEqual(EXPECTED.risks.map((r) => ({ ...r, locked: false })));
      const list = (await call(a.cookie, 'GET', '/api/assessments')).json<Assessment[]>();
      expect(list.at(-1)?.id).toBe(draft.id);
    });

    it('rescores an edited completed assessment', async () => {
      const a = await kit.signUp('premium');
      const saved = await create(a.cookie, { ...ESSENTIAL, revision: 1 });
      const edited = { ...ESSENTIAL, smokingStatus: 'never', revision: 2 };

      const response = await call(a.cookie, 'PUT', `/api/assessments/${saved.id}`, edited);

      expect(response.statusCode).toBe(200);
      const expected = assessProfile(
        mapSurveyToProfile(SurveyAnswersSchema.parse({ ...SURVEY, smokingStatus: 'never' })),
      );
      const body = AssessmentSchema.parse(response.json());
      expect(body.status).toBe('complete');
      expect(body.riskScores).toEqual(expected.risks.map((r) => ({ ...r, locked: false })));
      expect(body.riskScores).not.toEqual(saved.riskScores);
    });

    it('takes an essential-form edit of a survey assessment in place and keeps the survey answers', async () => {
      const a = await kit.signUp('premium');
      const saved = await create(a.cookie, { ...SURVEY, revision: 1 });
      const url = `/api/assessments/${saved.id}`;
      const form = mapSurveyToEssentialForm(saved.responses);

      // the first auto-save: the essential form's values with one change
      const autoSave = await call(a.cookie, 'PUT', url, {
        ...form,
        smokingStatus: 'never',
        variant: 'essential',
        revision: 2,
      });
      expect(autoSave.statusCode, autoSave.body).toBe(200);
      const converted = AssessmentSchema.parse(autoSave.json());
      expect(converted).toMatchObject({
        id: saved.id,
        variant: 'essential',
        status: 'complete',
        revision: 2,
        createdAt: saved.createdAt,
      });
      expect(flattenEssentialSections(converted.responses)).toMatchObject({
        age: 57,
        smokingStatus: 'never',
        familyBreastCancer: true,
      });
      expect(converted.responses.originalAnswers).toEqual({
        variant: 'survey',
        responses: saved.responses,
      });
      const expected = assessProfile(
        mapEssentialToProfile(EssentialFormSchema.parse({ ...form, smokingStatus: 'never' })),
      );
      expect(converted.riskScores).toEqual(expected.risks.map((r) => ({ ...r, locked: false })));

      // later saves (and the final submit) keep the original answers; an older one is refused
      const done = await call(a.cookie, 'PUT', url, {
        ...form,
        smokingStatus: 'never',
        age: 58,
        variant: 'essential',
        revision: 3,
        complete: true,
      });
      expect(done.statusCode, done.body).toBe(200);
      const finished = AssessmentSchema.parse(done.json());
      expect(finished.responses.originalAnswers).toEqual(converted.responses.originalAnswers);
      expect(flattenEssentialSections(finished.responses).age).toBe(58);
      const stale = await call(a.cookie, 'PUT', url, {
        ...form,
        variant: 'essential',
        revision: 2,
      });
      expect(stale.statusCode).toBe(409);

      const list = (await call(a.cookie, 'GET', '/api/assessments')).json<Assessment[]>();
      expect(list.map((item) => item.id)).toEqual([saved.id]);
    });

    it('takes an essential-form edit of a wizard assessment and keeps the wizard answers', async () => {
      const a = await registerUser(kit.app);
      const saved = await create(a.cookie, { ...WIZARD, revision: 1 });
      expect(saved.variant).toBe('wizard');
      const url = `/api/assessments/${saved.id}`;
      const response = await call(a.cookie, 'PUT', url, {
        ...mapWizardToEssentialForm(saved.responses),
        weightKg: 75,
        variant: 'essential',
        revision: 2,
      });
      expect(response.statusCode, response.body).toBe(200);
      const converted = AssessmentSchema.parse(response.json());
      expect(converted.variant).toBe('essential');
      expect(flattenEssentialSections(converted.responses)).toMatchObject({
        age: 57,
        weightKg: 75,
        ethnicity: 'black_african_american',
      });
      expect(converted.responses.originalAnswers).toEqual({
        variant: 'wizard',
        responses: saved.responses,
      });
    });

    it('refuses an essential save to a survey draft, and a survey save to an essential one', async () => {
      const a = await registerUser(kit.app);
      const draft = await create(a.cookie, { variant: 'survey', age: 50, draft: true });
      const toDraft = await call(a.cookie, 'PUT', `/api/assessments/${draft.id}`, {
        variant: 'essential',
        age: 51,
        revision: 1,
      });
      expect(toDraft.statusCode).toBe(400);
      expect((await call(a.cookie, 'GET', `/api/assessments/${draft.id}`)).json()).toMatchObject({
        variant: 'survey',
        responses: { age: 50 },
      });

      const essential = await create(a.cookie, { ...ESSENTIAL, revision: 1 });
      const toEssential = await call(a.cookie, 'PUT', `/api/assessments/${essential.id}`, {
        ...SURVEY,
        revision: 2,
      });
      expect(toEssential.statusCode).toBe(400);
    });

    it('discards a draft with DELETE (owner only)', async () => {
      const a = await registerUser(kit.app);
      const draft = await create(a.cookie, { variant: 'survey', age: 50, draft: true });
      const url = `/api/assessments/${draft.id}`;

      // as the api-client sends it: a JSON content type and an empty object
      const deleted = await call(a.cookie, 'DELETE', url, {});
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });
      expect((await call(a.cookie, 'GET', url)).statusCode).toBe(404);
      expect((await call(a.cookie, 'DELETE', url)).statusCode).toBe(404);
    });
  });

  describe('disease selection', () => {
    const five = NOT_HIGH.slice(0, 5);

    it('saves exactly 5 of the 35 names and answers them back', async () => {
      const a = await registerUser(kit.app);
      const url = '/api/user/disease-selection';
      expect((await call(a.cookie, 'GET', url)).json()).toEqual({ selectedDiseases: [] });

      const four = await call(a.cookie, 'POST', url, { diseases: five.slice(0, 4) });
      expect(four.statusCode).toBe(400);
      expect(four.json().message).toBe('Please select exactly 5 diseases (you selected 4)');
      const unknown = await call(a.cookie, 'POST', url, {
        diseases: [...five.slice(0, 4), 'Common Cold'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown disease: choose from the 35 listed diseases');
      const repeated = await call(a.cookie, 'POST', url, {
        diseases: [...five.slice(0, 4), five[0]],
      });
      expect(repeated.statusCode).toBe(400);

      const saved = await call(a.cookie, 'POST', url, { diseases: five });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ selectedDiseases: five });
      expect((await call(a.cookie, 'GET', url)).json()).toEqual({ selectedDiseases: five });
    });

    it('refuses expired users (403) but still lets them read past results', async () => {
      const a = await registerUser(kit.app);
      const saved = await create(a.cookie, SURVEY);
      // the trial end date has passed: expired on the server even though status still says trial
      await kit.setPlan(a.user.id, { trialEndDate: new Date(clock - 1000) });

      const selection = await call(a.cookie, 'POST', '/api/user/disease-selection', {
        diseases: five,
      });
      expect(selection.statusCode).toBe(403);
      expect(selection.json()).toEqual({
        message: SUBSCRIPTION_EXPIRED_MESSAGE,
        code: 'SUBSCRIPTION_EXPIRED',
      });
      const newAssessment = await call(a.cookie, 'POST', '/api/assessments', SURVEY);
      expect(newAssessment.statusCode).toBe(403);
      expect(newAssessment.json().message).toBe(SUBSCRIPTION_EXPIRED_MESSAGE);

      const past = await call(a.cookie, 'GET', `/api/assessments/${saved.id}`);
      expect(past.statusCode).toBe(200);
      // the 5 chosen on the first assessment stay readable
      expect(past.json().access).toMatchObject({
        level: 'expired',
        selectedDiseases: FIRST_FIVE,
        selectionRequired: false,
      });
    });

    it('needs a session', async () => {
      const response = await kit.app.inject({ method: 'GET', url: '/api/user/disease-selection' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('access levels on results', () => {
    const five = NOT_HIGH.slice(0, 5);

    it('the worked example has high levels and red flags to protect', () => {
      expect(HIGH.length).toBeGreaterThan(0);
      expect(EXPECTED.redFlags.length).toBeGreaterThan(0);
    });

    it('the first complete assessment of a trial user unlocks 5 chosen for them: never all locked (issue 30)', async () => {
      const a = await registerUser(kit.app);
      // a draft chooses nothing
      await create(a.cookie, { variant: 'wizard', draft: true });
      const none = await call(a.cookie, 'GET', '/api/user/disease-selection');
      expect(none.json()).toEqual({ selectedDiseases: [] });

      const saved = await create(a.cookie, SURVEY);
      expect(FIRST_FIVE).toHaveLength(5);
      // high results are shown anyway: the 5 are others, and all apply to this person
      for (const name of FIRST_FIVE) {
        const risk = EXPECTED.risks.find((r) => r.condition === name);
        expect(risk?.applicable).toBe(true);
        expect(risk?.riskLevel).not.toBe('high');
      }
      expect(saved.access).toEqual({
        level: 'trial',
        selectedDiseases: FIRST_FIVE,
        selectionRequired: false,
      });
      expect(saved.riskScores).toHaveLength(35);
      expect(new Set(fullScores(saved).map((risk) => risk.condition))).toEqual(
        new Set([...FIRST_FIVE, ...ALWAYS_SHOWN]),
      );
      const locked = saved.riskScores.filter((risk) => risk.locked);
      expect(locked).toHaveLength(35 - ALWAYS_SHOWN.length - 5);
      expect(locked[0]).toEqual({
        locked: true,
        conditionId: expect.any(String),
        condition: expect.any(String),
      });
      expect(saved.redFlags).toEqual(EXPECTED.redFlags);
      // changeable: the saved selection is the user's, as if chosen on /disease-selection
      const read = await call(a.cookie, 'GET', '/api/user/disease-selection');
      expect(read.json()).toEqual({ selectedDiseases: FIRST_FIVE });
      const five = NOT_HIGH.filter((name) => !FIRST_FIVE.includes(name as never)).slice(0, 5);
      await call(a.cookie, 'POST', '/api/user/disease-selection', { diseases: five });
      const again = await create(a.cookie, { ...SURVEY, age: 58 });
      expect(again.access.selectedDiseases).toEqual(five);
    });

    it('a draft finished by PUT chooses the 5 too', async () => {
      const a = await registerUser(kit.app);
      const draft = await create(a.cookie, { ...SURVEY, draft: true });
      expect(draft.access.selectionRequired).toBe(true);
      const put = await call(a.cookie, 'PUT', `/api/assessments/${draft.id}`, {
        ...SURVEY,
        complete: true,
        revision: draft.revision + 1,
      });
      expect(put.statusCode).toBe(200);
      expect(AssessmentSchema.parse(put.json()).access.selectedDiseases).toEqual(FIRST_FIVE);
    });

    it('premium gets no selection chosen', async () => {
      const a = await kit.signUp('premium');
      await create(a.cookie, SURVEY);
      const read = await call(a.cookie, 'GET', '/api/user/disease-selection');
      expect(read.json()).toEqual({ selectedDiseases: [] });
    });

    it.each(['trial', 'basic'] as const)(
      '%s sees its 5 in full, the others locked, and every high level and red flag',
      async (plan) => {
        const a = await registerUser(kit.app);
        if (plan === 'basic') {
          await kit.setPlan(a.user.id, 'basic');
        }
        const saved = await create(a.cookie, SURVEY);
        await call(a.cookie, 'POST', '/api/user/disease-selection', { diseases: five });

        const read = (
          await call(a.cookie, 'GET', `/api/assessments/${saved.id}`)
        ).json<Assessment>();

        expect(read.access).toEqual({
          level: plan,
          selectedDiseases: five,
          selectionRequired: false,
        });
        const shown = fullScores(read).map((risk) => risk.condition);
        expect(new Set(shown)).toEqual(new Set([...five, ...ALWAYS_SHOWN]));
        for (const risk of fullScores(read)) {
          expect(risk).toEqual({
            ...EXPECTED.risks.find((r) => r.condition === risk.condition),
            locked: false,
          });
        }
        expect(read.riskScores.filter((risk) => risk.locked)).toHaveLength(
          35 - five.length - ALWAYS_SHOWN.length,
        );
        expect(read.redFlags).toEqual(EXPECTED.redFlags);
        // the list counts what the full assessment shows, and nothing it hides
        const list = (await call(a.cookie, 'GET', '/api/assessments')).json<AssessmentSummary[]>();
        const counts = { low: 0, moderate: 0, high: 0, existing: 0 };
        for (const risk of fullScores(read)) if (risk.applicable) counts[risk.riskLevel] += 1;
        expect(list[0]?.riskCounts).toEqual(counts);
        expect(list[0]?.lockedCount).toBe(35 - five.length - ALWAYS_SHOWN.length);
        expect(list[0]?.overallHealth).toEqual(read.overallHealth);
      },
    );

    it('a save answers under the selection saved before it (read back with the write)', async () => {
      const a = await registerUser(kit.app);
      await call(a.cookie, 'POST', '/api/user/disease-selection', { diseases: five });
      const saved = await create(a.cookie, SURVEY);
      expect(saved.access.selectedDiseases).toEqual(five);
      expect(new Set(fullScores(saved).map((risk) => risk.condition))).toEqual(
        new Set([...five, ...ALWAYS_SHOWN]),
      );
      const put = await call(a.cookie, 'PUT', `/api/assessments/${saved.id}`, {
        ...SURVEY,
        revision: saved.revision + 1,
      });
      expect(AssessmentSchema.parse(put.json()).access.selectedDiseases).toEqual(five);
    });

    it('premium sees all 35 in full', async () => {
      const a = await kit.signUp('premium');
      const saved = await create(a.cookie, SURVEY);

      expect(saved.access).toEqual({
        level: 'premium',
        selectedDiseases: [],
        selectionRequired: false,
      });
      expect(fullScores(saved)).toHaveLength(35);
    });

    it('gives every plan the same overall health, computed over all applicable conditions', async () => {
      const trial = await registerUser(kit.app);
      const premium = await kit.signUp('premium');
      const locked = await create(trial.cookie, SURVEY);
      const full = await create(premium.cookie, SURVEY);

      const applicable = EXPECTED.risks.filter((risk) => risk.applicable);
      const expected = calculateOverallHealth(selectDashboardScores(EXPECTED.risks));
      expect(locked.riskScores.some((risk) => risk.locked)).toBe(true);
      expect(locked.overallHealth).toEqual({ score: expected, conditionCount: applicable.length });
      expect(full.overallHealth).toEqual(locked.overallHealth);
    });
  });
});
