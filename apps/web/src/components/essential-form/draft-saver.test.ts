import { ApiError, createApiClient, type Assessment } from '@healthscreen/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAssessmentFixture } from '../../testing/fixtures.ts';
import { createDraftApi, createDraftSaver, type DraftApi } from './draft-saver.ts';

const ID = '33333333-3333-4333-8333-333333333333';

function createClient() {
  const sent: { call: string; body: Record<string, unknown> }[] = [];
  const reply = (overrides: Partial<Assessment> = {}): Assessment => ({
    ...createAssessmentFixture(ID, '2025-03-01T00:00:00.000Z'),
    ...overrides,
  });
  const client = {
    getAssessment: vi.fn(async () => reply()),
    saveAssessmentDraft: vi.fn(async (body: Record<string, unknown>) => {
      sent.push({ call: 'draft', body });
      return reply({ status: 'draft', revision: Number(body.revision) });
    }),
    updateAssessment: vi.fn(async (_id: string, body: Record<string, unknown>) => {
      sent.push({ call: 'put', body });
      return reply({ revision: Number(body.revision) });
    }),
    createAssessment: vi.fn(async (body: Record<string, unknown>) => {
      sent.push({ call: 'create', body });
      return reply();
    }),
    deleteAssessment: vi.fn(async () => ({ ok: true as const })),
  };
  return { client: client as unknown as DraftApi, raw: client, sent };
}

describe('createDraftSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the given delay, keeps only the last answers, and numbers saves in order', async () => {
    const { client, sent } = createClient();
    const saver = createDraftSaver({
      variant: 'essential',
      draft: { id: ID, revision: 4 },
      client,
    });
    saver.schedule({ age: 40 }, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toEqual([]);
    saver.schedule({ age: 41 }, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ call: 'put', body: { age: 41, variant: 'essential', revision: 5 } }]);
    saver.schedule({ age: 42 }, 1000);
    await saver.flush();
    expect(sent.at(-1)?.body).toMatchObject({ age: 42, revision: 6 });
  });

  it('creates the draft with the first save and updates it afterwards', async () => {
    const { client, sent } = createClient();
    const saver = createDraftSaver({ variant: 'survey', draft: null, client });
    saver.schedule({ age: 30 }, 0);
    saver.schedule({ age: 31 }, 0);
    await saver.flush();
    saver.schedule({ age: 32 }, 0);
    await saver.flush();
    expect(sent.map((item) => item.call)).toEqual(['draft', 'put']);
    expect(saver.draftId).toBe(ID);
  });

  it('moves past a newer stored revision after a 409 and saves again', async () => {
    const { client, raw, sent } = createClient();
    raw.updateAssessment.mockImplementationOnce(async () => {
      throw new ApiError({
        status: 409,
        statusText: 'Conflict',
        bodyText: JSON.stringify({
          message: 'conflict',
          code: 'REVISION_CONFLICT',
          details: { currentRevision: 9 },
        }),
      });
    });
    const saver = createDraftSaver({ variant: 'survey', draft: { id: ID, revision: 1 }, client });
    saver.schedule({ age: 50 }, 0);
    await saver.flush();
    expect(sent.at(-1)?.body).toMatchObject({ age: 50, revision: 10 });
  });

  it('hands every stored assessment to onSaved, and after a 409 the stored copy first', async () => {
    const { client, raw, sent } = createClient();
    const saved: { revision: number; responses: Record<string, unknown> }[] = [];
    raw.updateAssessment.mockImplementationOnce(async () => {
      throw new ApiError({ status: 409, statusText: 'Conflict', bodyText: '{}' });
    });
    raw.getAssessment.mockImplementationOnce(async () => ({
      ...createAssessmentFixture(ID, '2025-03-01T00:00:00.000Z'),
      revision: 7,
      responses: { age: 49 },
    }));
    const saver = createDraftSaver({
      variant: 'survey',
      draft: { id: ID, revision: 1 },
      client,
      onSaved: (assessment) => saved.push(assessment),
    });
    saver.schedule({ age: 50 }, 0);
    await saver.flush();
    expect(raw.getAssessment).toHaveBeenCalledWith(ID);
    // the stored copy (revision 7) first, then the retried save past it
    expect(saved.map((item) => item.revision)).toEqual([7, 8]);
    expect(saved[0]?.responses).toEqual({ age: 49 });
    expect(sent.at(-1)?.body).toMatchObject({ age: 50, revision: 8 });
    await saver.submit({ age: 51 });
    expect(saved.at(-1)?.revision).toBe(9);
  });

  it('submits by completing the draft, and discards by deleting it', async () => {
    const { client, raw, sent } = createClient();
    const saver = createDraftSaver({ variant: 'survey', draft: { id: ID, revision: 2 }, client });
    saver.schedule({ age: 50 }, 5000);
    await saver.submit({ age: 51 });
    expect(sent).toEqual([
      { call: 'put', body: { age: 51, variant: 'survey', revision: 3, complete: true } },
    ]);
    const other = createDraftSaver({ variant: 'survey', draft: { id: ID, revision: 2 }, client });
    await other.discard();
    expect(raw.deleteAssessment).toHaveBeenCalledWith(ID);
    await other.submit({ age: 52 });
    expect(sent.at(-1)).toEqual({ call: 'create', body: { age: 52, variant: 'survey' } });
  });
});

describe('createDraftApi', () => {
  it('sends each save to its row: a draft save with draft: true, a delete with an empty body', async () => {
    const sent: string[] = [];
    const stored = createAssessmentFixture(ID, '2025-03-01T00:00:00.000Z');
    const client = createApiClient({
      fetch: async (input, init) => {
        const body = typeof init?.body === 'string' ? init.body : 'no body';
        sent.push(`${init?.method} ${input as string} ${body}`);
        const answer = init?.method === 'DELETE' ? { ok: true } : stored;
        return new Response(JSON.stringify(answer), { status: 200 });
      },
    });
    const draftApi = createDraftApi(client);

    await draftApi.saveAssessmentDraft({ variant: 'survey', age: 40, revision: 1 });
    await draftApi.updateAssessment(ID, { variant: 'survey', age: 41, revision: 2 });
    await draftApi.createAssessment({ variant: 'survey', age: 42 });
    await draftApi.getAssessment(ID);
    await draftApi.deleteAssessment(ID);

    expect(sent).toEqual([
      'POST /api/assessments {"variant":"survey","age":40,"revision":1,"draft":true}',
      `PUT /api/assessments/${ID} {"variant":"survey","age":41,"revision":2}`,
      'POST /api/assessments {"variant":"survey","age":42}',
      `GET /api/assessments/${ID} no body`,
      `DELETE /api/assessments/${ID} {}`,
    ]);
  });
});
