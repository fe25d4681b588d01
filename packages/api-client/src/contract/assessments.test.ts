import { assessProfile, CONDITION_NAMES } from '@healthscreen/risk-engine';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, createApiClient } from '../client.js';
import {
  AssessmentSchema,
  ConditionRiskResultSchema,
  DiseaseSelectionBodySchema,
  readAnswersOfVariant,
  RiskResultSchema,
  SUBSCRIPTION_EXPIRED_MESSAGE,
} from './assessments.js';

const five = CONDITION_NAMES.slice(0, 5);

describe('DiseaseSelectionBodySchema', () => {
  it('accepts exactly 5 different names of the 35', () => {
    expect(DiseaseSelectionBodySchema.parse({ diseases: five })).toEqual({ diseases: five });
  });

  it('rejects 4 or 6 names with a message naming the rule and the count', () => {
    const four = DiseaseSelectionBodySchema.safeParse({ diseases: five.slice(0, 4) });
    expect(four.error?.issues[0]?.message).toBe(
      'Please select exactly 5 diseases (you selected 4)',
    );
    const six = DiseaseSelectionBodySchema.safeParse({ diseases: CONDITION_NAMES.slice(0, 6) });
    expect(six.error?.issues[0]?.message).toBe('Please select exactly 5 diseases (you selected 6)');
  });

  it('rejects repeats and unknown names', () => {
    const repeated = DiseaseSelectionBodySchema.safeParse({
      diseases: [...five.slice(0, 4), five[0]],
    });
    expect(repeated.error?.issues[0]?.message).toBe(
      'Please select exactly 5 diseases: each disease can be selected only once',
    );
    const unknown = DiseaseSelectionBodySchema.safeParse({
      diseases: [...five.slice(0, 4), 'Common Cold'],
    });
    expect(unknown.error?.issues[0]?.message).toBe(
      'Unknown disease: choose from the 35 listed diseases',
    );
  });
});

describe('risk results', () => {
  it('describes every risk-engine result exactly (nothing stripped)', () => {
    const { risks } = assessProfile({
      age: 61,
      sex: 'female',
      smokingStatus: 'current',
      systolicBp: 150,
      totalCholesterolMmolL: 6.2,
      hdlCholesterolMmolL: 1.1,
      heightCm: 165,
      weightKg: 82,
    });
    expect(risks).toHaveLength(35);
    for (const risk of risks) {
      const withLock = { ...risk, locked: false as const };
      expect(ConditionRiskResultSchema.parse(withLock)).toEqual(withLock);
    }
  });

  it('tells a locked entry (name only) from a full one', () => {
    const locked = RiskResultSchema.parse({
      locked: true,
      conditionId: 'gout',
      condition: 'Gout',
      score: 12,
    });
    expect(locked).toEqual({ locked: true, conditionId: 'gout', condition: 'Gout' });
  });
});

const assessment = {
  id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
  variant: 'essential',
  status: 'draft',
  revision: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:01:00.000Z',
  completedAt: null,
  responses: { demographics: { age: 40 } },
  riskScores: [],
  redFlags: [],
  engineVersion: null,
  overallHealth: { score: null, conditionCount: 0 },
  access: { level: 'trial', selectedDiseases: [], selectionRequired: true },
};

describe('assessment client calls', () => {
  it('lists summaries with the status query and parses the answer', async () => {
    const summary = {
      id: assessment.id,
      variant: 'essential',
      status: 'draft',
      revision: 3,
      createdAt: assessment.createdAt,
      updatedAt: assessment.updatedAt,
      completedAt: null,
      engineVersion: null,
      overallHealth: { score: null, conditionCount: 0 },
      answersOf: ['essential'],
      riskCounts: { low: 0, moderate: 0, high: 0, existing: 0 },
      lockedCount: 0,
    };
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify([summary]), { status: 200 }),
    );
    const client = createApiClient({ fetch: fetchMock });

    const list = await client.assessments.list({ query: { status: 'draft' } });

    expect(list).toEqual([summary]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/assessments?status=draft');
  });

  it('refuses a list answer that is missing a count', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify([{ ...assessment, answersOf: ['essential'] }]), {
          status: 200,
        }),
    );
    const client = createApiClient({ fetch: fetchMock });
    await expect(client.assessments.list()).rejects.toThrow();
  });

  it('answers the latest assessment, or null when there is none', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ assessment }), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ assessment: null }), { status: 200 }));
    const client = createApiClient({ fetch: fetchMock });

    expect(await client.assessments.latest({ query: { variant: 'wizard' } })).toEqual({
      assessment: AssessmentSchema.parse(assessment),
    });
    expect(await client.assessments.latest()).toEqual({ assessment: null });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/assessments/latest?variant=wizard',
      '/api/assessments/latest',
    ]);
  });

  it('sends PUT with the revision and surfaces a 409 with the current revision', async () => {
    const body = JSON.stringify({
      message: 'A newer save (revision 5) is already stored',
      code: 'REVISION_CONFLICT',
      details: { currentRevision: 5 },
    });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(body, { status: 409 }));
    const client = createApiClient({ fetch: fetchMock });

    const error = await client.assessments
      .update({ params: { id: 'abc' }, body: { variant: 'essential', age: 41, revision: 4 } })
      .catch((e: unknown) => e);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/assessments/abc');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({
      variant: 'essential',
      age: 41,
      revision: 4,
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('REVISION_CONFLICT');
  });

  it('marks a draft save with draft: true', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify(assessment), { status: 200 }),
    );
    const client = createApiClient({ fetch: fetchMock });

    await client.assessments.create({
      body: { variant: 'survey', age: 40, revision: 1, draft: true },
    });

    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      variant: 'survey',
      age: 40,
      revision: 1,
      draft: true,
    });
  });
});

describe('readAnswersOfVariant', () => {
  it('reads an assessment’s own answers, or those kept from before an essential-form edit', () => {
    const survey = { variant: 'survey' as const, responses: { age: 40 } };
    const converted = {
      variant: 'essential' as const,
      responses: { age: 41, originalAnswers: { variant: 'wizard', responses: { step: 1 } } },
    };
    expect(readAnswersOfVariant(survey, 'survey')).toEqual({ age: 40 });
    expect(readAnswersOfVariant(survey, 'wizard')).toBeUndefined();
    expect(readAnswersOfVariant(converted, 'wizard')).toEqual({ step: 1 });
    expect(readAnswersOfVariant(converted, 'survey')).toBeUndefined();
    expect(
      readAnswersOfVariant({ variant: 'essential', responses: { originalAnswers: 'x' } }, 'survey'),
    ).toBeUndefined();
  });
});

describe('SUBSCRIPTION_EXPIRED_MESSAGE', () => {
  it('the shared 403 message does not claim a trial for a cancelled paid plan', () => {
    expect(SUBSCRIPTION_EXPIRED_MESSAGE).not.toMatch(/trial has expired/i);
    expect(SUBSCRIPTION_EXPIRED_MESSAGE).toMatch(/trial or subscription has ended/);
    // the 403 tells them what to do (issue: "expired users → 403 telling them to subscribe")
    expect(SUBSCRIPTION_EXPIRED_MESSAGE).toMatch(/Subscribe to a plan to start a new assessment/);
  });
});
