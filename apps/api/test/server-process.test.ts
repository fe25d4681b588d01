/**
 * The server as users start it (`src/server.ts`, run by tsx here so no build is needed): the first
 * start prints the two generated accounts once, a later start on the same data prints none, and
 * SIGTERM closes it gracefully (exit code 0 after logging "closing").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const API_DIR = path.resolve(import.meta.dirname, '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
}

/** Starts the server on a free port with its data in `dataDir`; resolves once it listens. */
function startServer(dataDir: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--conditions=@healthscreen/source', '--import', require.resolve('tsx'), 'src/server.ts'],
    {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-session-secret-for-the-server-process-test',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://healthscreen.example',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, output: () => output, url: match[1] });
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

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
