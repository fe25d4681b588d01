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
  await writeFile(path.join(webDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  await writeFile(path.join(webDir, 'index.html.gz'), gzipSync(INDEX_HTML));
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

  it("names a signed-in results page's first read in a preload header, and nothing for a visitor", async () => {
    const id = '2f0c1a8e-3d0b-4a55-9a52-6a3a3e7b9d10';
    const signedIn = { cookie: 'sid=anything' };
    const page = (url: string, headers: Record<string, string> = signedIn) =>
      testApp.app.inject({ method: 'GET', url, headers });
    expect((await page(`/results/${id}?tab=dashboard`)).headers.link).toBe(
      `</api/assessments/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
    expect((await page('/results/latest')).headers.link).toBe(
      '</api/assessments/latest>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const visitor = await page(`/results/${id}`, {});
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers.link).toBeUndefined();
    expect((await page('/dashboard')).headers.link).toBeUndefined();
  });

  it('answers 404 for files that are not there (/.env, /config.json), not the app page', async () => {
    for (const url of [
      '/.env',
      '/%2Eenv',
      '/config.json',
      '/wp-login.php',
      '/results/export.csv',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<!doctype html>');
    }
    const shared = await testApp.app.inject({
      method: 'GET',
      url: '/shared/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toBe(INDEX_HTML);
  });

  it('never sends a precompressed copy as itself', async () => {
    for (const url of [
      '/index.html.br',
      '/index.html.gz',
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz',
      '/INDEX.HTML.BR',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    // the page itself still comes compressed
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
  });
});
