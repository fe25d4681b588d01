import { describe, expect, it } from 'vitest';

import { DB_KINDS, registerUser } from './helper.js';
import { useApiKit } from './kit.js';

/**
 * How the assessment bodies are checked now that the route table's schemas do it: the same 400
 * answers as before (first issue's message, every issue in `details`), and the same order of
 * answers when a request is wrong in more than one way.
 */
describe.each(DB_KINDS)('assessment request checks on %s', (kind) => {
  // every request reads the user afresh, so an expired plan counts at once
  const kit = useApiKit(kind, { sessionCacheTtlMs: 0 });

  async function send(cookie: string, method: 'POST' | 'PUT', url: string, payload?: unknown) {
    return kit.app.inject({
      method,
      url,
      headers: { cookie, 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
  }

  const SURVEY_DRAFT = { variant: 'survey', age: 50, draft: true };

  it('names the field of a wrong answer, with every issue in details', async () => {
    const { cookie } = await registerUser(kit.app);
    const response = await send(cookie, 'POST', '/api/assessments', {
      ...SURVEY_DRAFT,
      heightCm: 400,
      weightKg: 5,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Height must be between 120 and 220 cm',
      details: [
        { path: 'heightCm', message: 'Height must be between 120 and 220 cm' },
        { path: 'weightKg', message: expect.stringMatching(/^Weight must be/) as unknown },
      ],
    });
  });

  it('reports a bad revision before the answers', async () => {
    const { cookie } = await registerUser(kit.app);
    const response = await send(cookie, 'POST', '/api/assessments', {
      ...SURVEY_DRAFT,
      heightCm: 400,
      revision: -1,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'revision must be 0 or more',
      details: [{ path: 'revision', message: 'revision must be 0 or more' }],
    });
  });

  it('answers 400 to a body that is no JSON object', async () => {
    const { cookie } = await registerUser(kit.app);
    for (const payload of [undefined, [SURVEY_DRAFT], 'text']) {
      const response = await send(cookie, 'POST', '/api/assessments', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers an expired user 403 before looking at the body', async () => {
    const account = await registerUser(kit.app);
    await kit.db
      .updateTable('users')
      .set({ subscriptionStatus: 'expired' })
      .where('id', '=', account.user.id)
      .execute();

    const response = await send(account.cookie, 'POST', '/api/assessments', { heightCm: 400 });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED' });
  });

  it('PUT: 404 for an id that is no UUID, then 400 for bad save options, then 404 for no such row', async () => {
    const { cookie } = await registerUser(kit.app);
    const unknownId = '00000000-0000-4000-8000-000000000000';

    const notAnId = await send(cookie, 'PUT', '/api/assessments/abc', { revision: -1 });
    expect(notAnId.statusCode).toBe(404);
    const badRevision = await send(cookie, 'PUT', `/api/assessments/${unknownId}`, {
      revision: 'two',
    });
    expect(badRevision.statusCode).toBe(400);
    expect(badRevision.json()).toMatchObject({ details: [{ path: 'revision' }] });
    // the answers are checked against the stored row, so a missing row comes first
    const badAnswers = await send(cookie, 'PUT', `/api/assessments/${unknownId}`, {
      variant: 'survey',
      heightCm: 400,
    });
    expect(badAnswers.statusCode).toBe(404);
  });

  it('PUT: a body without variant is checked as the stored assessment’s variant', async () => {
    const { cookie } = await registerUser(kit.app);
    const draft = await send(cookie, 'POST', '/api/assessments', SURVEY_DRAFT);
    expect(draft.statusCode).toBe(201);
    const url = `/api/assessments/${draft.json<{ id: string }>().id}`;

    // flat answers without `variant` would be taken for the essential form on their own
    const saved = await send(cookie, 'PUT', url, { age: 51, revision: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ variant: 'survey', responses: { age: 51 } });
    const wrong = await send(cookie, 'PUT', url, { heightCm: 400, revision: 2 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Height must be between 120 and 220 cm' });
  });
});
