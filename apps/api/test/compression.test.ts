import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { SURVEY_ANSWERS } from './fixtures.js';
import { registerUser, useTestApp } from './helper.js';

describe('API answers over 1 KB are compressed for clients that accept it', () => {
  const testApp = useTestApp('pglite');
  const plain = useTestApp('pglite', { compressResponses: false });

  async function storedAssessment(app: typeof testApp.app) {
    const { cookie } = await registerUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: { cookie },
      payload: SURVEY_ANSWERS,
    });
    expect(created.statusCode).toBe(201);
    return { cookie, id: created.json<{ id: string }>().id };
  }

  it('brotli or gzip as asked, the same JSON inside, Vary: Accept-Encoding', async () => {
    const { cookie, id } = await storedAssessment(testApp.app);
    const get = (encoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/assessments/${id}`,
        headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const identity = await get();
    expect(identity.headers['content-encoding']).toBeUndefined();
    const json = identity.json<{ id: string; riskScores: unknown[] }>();
    expect(json.riskScores.length).toBeGreaterThan(30);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
  });

  it('answers a kept result anew once its assessment or the reader’s access changes', async () => {
    const { cookie, id } = await storedAssessment(testApp.app);
    const get = async (url: string, encoding: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      const raw = response.rawPayload;
      const encoded = response.headers['content-encoding'];
      const text =
        encoded === 'br'
          ? brotliDecompressSync(raw).toString()
          : encoded === 'gzip'
            ? gunzipSync(raw).toString()
            : raw.toString();
      return JSON.parse(text) as {
        revision: number;
        responses: { age: number };
        riskScores: { locked: boolean; condition: string }[];
        assessment?: { revision: number };
      };
    };
    const url = `/api/assessments/${id}`;
    const first = await get(url, 'br');
    // the same again (from the kept copy), in every encoding
    expect(await get(url, 'br')).toEqual(first);
    expect(await get(url, 'gzip')).toEqual(first);
    expect(await get(url, 'identity')).toEqual(first);
    expect((await get('/api/assessments/latest', 'br')).assessment).toEqual(first);

    const edited = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: { cookie },
      payload: { ...SURVEY_ANSWERS, age: 61, revision: first.revision + 1 },
    });
    expect(edited.statusCode).toBe(200);
    const after = await get(url, 'br');
    expect(after.revision).toBe(first.revision + 1);
    expect(after.responses.age).toBe(61);
    expect((await get('/api/assessments/latest', 'gzip')).assessment).toEqual(after);

    // a trial user's 5 (the first assessment picked some): the newly chosen ones unlock
    const lockedNames = (result: typeof after) =>
      result.riskScores.filter((risk) => risk.locked).map((risk) => risk.condition);
    const five = lockedNames(after).slice(0, 5);
    expect(five).toHaveLength(5);
    const selection = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/disease-selection',
      headers: { cookie },
      payload: { diseases: five },
    });
    expect(selection.statusCode).toBe(200);
    const unlocked = await get(url, 'br');
    for (const name of five) expect(lockedNames(unlocked)).not.toContain(name);
  });

  it('leaves small answers alone, and everything when switched off', async () => {
    const { cookie } = await registerUser(testApp.app);
    const user = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(user.rawPayload.length).toBeLessThan(1024);
    expect(user.headers['content-encoding']).toBeUndefined();

    const stored = await storedAssessment(plain.app);
    const big = await plain.app.inject({
      method: 'GET',
      url: `/api/assessments/${stored.id}`,
      headers: { cookie: stored.cookie, 'accept-encoding': 'br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBeUndefined();
  });
});
