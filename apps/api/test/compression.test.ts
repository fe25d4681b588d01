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
