import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from './helper.js';

/** A built web app as apps/web's build leaves it: index.html, a hashed script and its copies. */
const SCRIPT = `export const message = ${JSON.stringify('HealthScreen '.repeat(200))};\n`;
const INDEX_HTML =
  '<!doctype html><title>HealthScreen</title><script src="/assets/app-abc123.js"></script>';

const webDir = await mkdtemp(path.join(tmpdir(), 'hs-web-app-'));

beforeAll(async () => {
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  const script = path.join(webDir, 'assets', 'app-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
});

afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  const testApp = useTestApp('pglite', { webDistDir: webDir });

  function getScript(acceptEncoding?: string) {
    return testApp.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  }

  it('sends the brotli copy to a browser that accepts br, as JavaScript, cached for a year', async () => {
    const response = await getScript('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends the gzip copy when br is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await getScript('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await getScript();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!doctype html>');
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('still answers index.html for an app route such as /results', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/results?tab=exercise' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
