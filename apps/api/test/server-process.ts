/** Starts `src/server.ts` (through tsx, no build needed) as its own OS process, for the tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const API_DIR = path.resolve(import.meta.dirname, '..');

export interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
}

/** Starts the server on a free port with its data in `dataDir`; resolves once it listens. */
export function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
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
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // never leave a half-started server behind
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
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

export function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** A process's resident set size in bytes (Linux: /proc/<pid>/status). */
export async function readRssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Samples a process's RSS every 50 ms from now; `stop()` gives the highest seen (bytes). */
export function sampleRssPeak(pid: number, from: number): { stop: () => number } {
  let peak = from;
  const timer = setInterval(() => {
    void readRssBytes(pid)
      .then((rss) => {
        peak = Math.max(peak, rss);
      })
      .catch(() => undefined);
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** An answer of {@link sendRequest}. */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The first Set-Cookie's `name=value`, if any. */
  cookie: string | undefined;
}

/**
 * One request to a server process with node:http: a JSON body and a session cookie if given, on
 * `agent` (false, the default: a new connection, so a round-robin proxy picks the next server).
 */
export function sendRequest(
  base: string,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string | undefined; agent?: http.Agent | false } = {},
): Promise<HttpAnswer> {
  const url = new URL(pathname, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent: options.agent ?? false,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            cookie: response.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
