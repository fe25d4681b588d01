/**
 * Issue 28: the Apple Health import's memory is bounded by a constant whatever the file. The
 * server runs as its own process (its RSS is what an operator sees), a generated export of a
 * million weight readings — one a minute, so 1,440 a day where HealthScreen keeps a few — is
 * uploaded as a browser would, and the server's RSS is sampled every 50 ms from /proc: it may
 * grow by at most {@link RSS_CEILING_MB} over the idle server's. Before the limits this file
 * stored a million rows and grew the server by 455 MB. One day of steps from 300,000 sources
 * (a stack overflow once, reported as "damaged zip") is read too.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { APPLE_HEALTH_IMPORT_LIMITS, FitnessImportSchema } from '@healthscreen/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writeManyRowsExport, type ManyRowsKind } from './apple-health-export.js';
import { readRssBytes, sampleRssPeak, startServer, stop, type Started } from './server-process.js';

/** The goal: ≤ 150 MB above idle for any accepted file. */
const RSS_CEILING_MB = 150;
const MB = 1024 * 1024;

describe('the Apple Health import in a server process', { timeout: 180_000 }, () => {
  let dir: string;
  let server: Started;
  let cookie = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hs-import-memory-'));
    server = await startServer(path.join(dir, 'data'));
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `memory-${Date.now()}@example.com`,
        password: 'a sturdy passphrase 42',
        firstName: 'Memory',
        lastName: 'Ceiling',
      }),
    });
    expect(register.status).toBe(201);
    cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }, 120_000);

  afterAll(async () => {
    if (server) await stop(server.child);
    await rm(dir, { recursive: true, force: true });
  });

  /** Generates the file, uploads it, and gives the result and the RSS growth in MB. */
  async function importMany(kind: ManyRowsKind, rows: number) {
    const zipPath = path.join(dir, `${kind}.zip`);
    await writeManyRowsExport(zipPath, kind, rows);
    const pid = server.child.pid ?? 0;
    // the idle server after one signed-in request
    await fetch(`${server.url}/api/fitness-summary`, { headers: { cookie } });
    const idle = await readRssBytes(pid);
    const sampler = sampleRssPeak(pid, idle);
    const form = new FormData();
    form.append('file', await openAsBlob(zipPath, { type: 'application/zip' }), 'export.zip');
    const response = await fetch(`${server.url}/api/fitness-import/apple-health`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const body = await response.text();
    const peak = sampler.stop();
    expect(response.status, body).toBe(200);
    return {
      result: FitnessImportSchema.parse(JSON.parse(body)),
      growthMb: (peak - idle) / MB,
    };
  }

  it('reads a million weight readings within the memory ceiling, keeping a few a day', async () => {
    const rows = 1_000_000;
    const { result, growthMb } = await importMany('weights', rows);
    const days = Math.ceil(rows / 1440);
    const kept = result.counts?.bodyMeasurements ?? 0;
    expect(result.counts?.records).toBe(rows);
    // a minute apart from midnight (+10:00): every day has its full share
    expect(kept).toBeLessThanOrEqual(days * APPLE_HEALTH_IMPORT_LIMITS.readingsPerKindPerDay);
    expect(kept).toBeGreaterThanOrEqual(
      (days - 1) * APPLE_HEALTH_IMPORT_LIMITS.readingsPerKindPerDay,
    );
    expect(result.counts?.skipped).toBe(rows - kept);
    expect(growthMb).toBeLessThan(RSS_CEILING_MB);
  });

  it('compares 300,000 sources of one day without overflowing the stack', async () => {
    const rows = 300_000;
    const { result, growthMb } = await importMany('stepSources', rows);
    expect(result.counts).toMatchObject({
      records: rows,
      stepDays: 1,
      skipped: rows - APPLE_HEALTH_IMPORT_LIMITS.sourcesPerDay,
    });
    expect(growthMb).toBeLessThan(RSS_CEILING_MB);
  });
});
