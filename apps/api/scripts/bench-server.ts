/**
 * One server of `pnpm bench`, in a process of its own (scripts/bench.ts forks it): the load
 * generator and each measured server then never share an event loop, so a ratio against the bare
 * route is a ratio against what Fastify does alone on this machine.
 *
 * `node bench-server.ts bare` serves a bare Fastify JSON route at /bare; `app` serves the app on
 * BENCH_DATABASE_URL's schema BENCH_SCHEMA (plus /api/bench-stack-only: the full plugin stack, no
 * session lookup, no query); `app-uncached` the same app with the session cache off. Each sends
 * `{ url }` to its parent once listening, answers a `cpu` message with its CPU time so far (every
 * thread: the event loop, the GC's helpers, libuv's pool) and closes on SIGTERM.
 */
import Fastify, { type FastifyInstance } from 'fastify';

import { buildApp } from '../src/app.js';
import { createDb } from '../src/db/create-db.js';
import { DEFAULT_THROTTLE_LIMITS } from '../src/modules/auth/login-throttle.js';

type Mode = 'bare' | 'app' | 'app-uncached' | 'app-uncompressed';

function readMode(value: string | undefined): Mode {
  if (
    value === 'bare' ||
    value === 'app' ||
    value === 'app-uncached' ||
    value === 'app-uncompressed'
  ) {
    return value;
  }
  throw new Error(
    `bench-server: unknown mode ${String(value)} (bare, app, app-uncached or app-uncompressed)`,
  );
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`bench-server: ${name} is not set`);
  return value;
}

async function start(mode: Mode): Promise<{ server: FastifyInstance; close: () => Promise<void> }> {
  if (mode === 'bare') {
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ status: 'ok' }));
    return { server: bare, close: () => bare.close() };
  }
  const handle = await createDb({
    databaseUrl: requireEnv('BENCH_DATABASE_URL'),
    searchPath: requireEnv('BENCH_SCHEMA'),
    applicationName: `hs-bench-${mode}`,
    poolMax: Number(process.env.BENCH_POOL_MAX ?? 10),
  });
  const app = await buildApp({
    db: handle.db,
    sessionSecret: requireEnv('BENCH_SESSION_SECRET'),
    cookieSecure: false,
    // the bench registers its 52 users from one address
    throttleLimits: { ...DEFAULT_THROTTLE_LIMITS, registrationsPerAddress: 1000 },
    ...(mode === 'app-uncached' ? { sessionCacheTtlMs: 0 } : {}),
    ...(mode === 'app-uncompressed' ? { compressResponses: false } : {}),
  });
  app.get('/api/bench-stack-only', async () => ({ status: 'ok' }));
  return {
    server: app,
    close: async () => {
      await app.close();
      await handle.destroy();
    },
  };
}

const { server, close } = await start(readMode(process.argv[2]));
const url = await server.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url });
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  }
});
process.once('SIGTERM', () => {
  void close().then(() => process.exit(0));
});
