/**
 * The server as users start it (`src/server.ts`, run by tsx here so no build is needed): the first
 * start prints the two generated accounts once, a later start on the same data prints none, and
 * SIGTERM closes it gracefully (exit code 0 after logging "closing").
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, stop } from './server-process.js';

describe('the server process', { timeout: 120_000 }, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hs-server-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the generated accounts on the first start only, and shuts down gracefully', async () => {
    const first = await startServer(dataDir);
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(first.output()).toContain('Created the first accounts (shown only this once):');
    const accounts = first.output().match(/^ {2}(admin|patient) +(\S+@\S+) +(\S+)$/gm) ?? [];
    expect(accounts).toHaveLength(2);
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toMatch(/"signal":"SIGTERM".*"msg":"closing"/);

    const second = await startServer(dataDir);
    expect(second.output()).not.toContain('Created the first accounts');
    expect(await stop(second.child)).toBe(0);
  });
});
