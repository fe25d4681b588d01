import cluster from 'node:cluster';
import path from 'node:path';

import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';

import { buildApp, createLoggerOptions } from './app.js';
import { createDb, type DbHandle } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { seedInitialAccounts } from './db/seed.js';
import { EnvError, parseEnv, type AppEnv } from './env.js';
import { isDatabaseUnavailableError } from './lib/db-errors.js';
import { createAppMetrics, serveMetrics, shareWithClusterPrimary } from './lib/metrics.js';
import { createReadiness, startupRetryDelayMs, type Readiness } from './lib/readiness.js';
import { DEFAULT_THROTTLE_LIMITS } from './modules/auth/login-throttle.js';
import { createDemoProvider } from './modules/subscription/provider.js';
import { resolveSessionSecret } from './session-secret.js';

/** How often lapsed trials and paid periods are marked expired. */
const EXPIRY_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The start-up work that needs the database: migrations, then the first accounts. Retried with
 * backoff (0.5 s doubling to 10 s) while the database is unreachable; any other error (a failing
 * migration) is fatal.
 */
async function prepareDatabase(
  db: DbHandle['db'],
  env: AppEnv,
  log: FastifyBaseLogger,
  readiness: Readiness,
  isClosing: () => boolean,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (isClosing()) return;
    try {
      await migrateToLatest(db);
      const seeded = await seedInitialAccounts(db, {
        adminPassword: env.seedAdminPassword,
        demoPassword: env.seedDemoPassword,
        expiredPassword: env.seedExpiredPassword,
        now: Date.now(),
      });
      printSeededAccounts(seeded);
      readiness.markReady();
      if (attempt > 1) log.warn({ attempts: attempt }, 'database available: the server is ready');
      return;
    } catch (error) {
      if (!isDatabaseUnavailableError(error)) throw error;
      const delayMs = startupRetryDelayMs(attempt);
      // once when the wait starts, then a line at most every 10 attempts
      if (attempt === 1 || attempt % 10 === 0) {
        log.error(
          { err: error, attempt, nextAttemptInMs: delayMs },
          'database unavailable at start: answering 503 (liveness answers) and retrying',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

function printSeededAccounts(seeded: Awaited<ReturnType<typeof seedInitialAccounts>>): void {
  if (seeded.length === 0) return;
  // printed once, on the first start only; never logged by pino
  console.log('\nCreated the first accounts (shown only this once):');
  for (const account of seeded) {
    const password = account.passwordFromEnv ? '(password from the environment)' : account.password;
    console.log(`  ${account.userType.padEnd(7)}  ${account.email}  ${password}`);
  }
  console.log('');
}

/** One server process: the app on PORT (a cluster's workers share it). */
async function startServer(env: AppEnv): Promise<void> {
  const handle = await createDb({
    databaseUrl: env.databaseUrl,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    onPoolError: (error) => console.error(`[db] idle client error: ${error.message}`),
  });
  const readiness = createReadiness();
  const metrics = env.metricsPort === undefined ? undefined : createAppMetrics();
  const app = await buildApp({
    db: handle.db,
    sessionSecret: await resolveSessionSecret(env.sessionSecret, env.dataDir),
    cookieSecure: env.cookieSecure,
    trustProxy: env.trustProxy,
    compressResponses: env.compressResponses,
    webDistDir: env.webDistDir,
    paymentProvider: env.stripe
      ? (await import('./modules/subscription/stripe-provider.js')).createStripeProvider(env.stripe)
      : createDemoProvider(handle.db),
    expirySweepIntervalMs: EXPIRY_SWEEP_INTERVAL_MS,
    throttleLimits: {
      ...DEFAULT_THROTTLE_LIMITS,
      registrationsPerAddress: env.registrationsPerAddressPerHour,
    },
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    publicUrl: env.publicUrl,
    logger: createLoggerOptions(env.logLevel),
    readiness,
    metrics,
    poolStats: handle.poolStats,
    ...(env.databaseUrl ? { cacheInvalidation: { databaseUrl: env.databaseUrl } } : {}),
  });
  if (metrics && cluster.isWorker) {
    shareWithClusterPrimary(metrics.registry);
  } else if (metrics && env.metricsPort !== undefined) {
    const metricsServer = await serveMetrics({
      port: env.metricsPort,
      host: env.host,
      registry: metrics.registry,
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => metricsServer.close(resolve));
    });
    app.log.info({ url: `http://${env.host}:${env.metricsPort}/metrics` }, 'metrics ready');
  }
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await handle.destroy();
  });
  app.log.info(
    {
      payments: env.stripe
        ? 'stripe'
        : 'demo (no card is charged; set the STRIPE_* keys for Stripe)',
    },
    'payments ready',
  );

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  // PGlite is in this process: its start-up cannot wait on a server, so it runs before listening
  // (a first start then prints the accounts before "Server listening"); PostgreSQL may be down, so
  // the server listens first and answers liveness while it waits
  const prepare = () => prepareDatabase(handle.db, env, app.log, readiness, () => closing);
  if (handle.kind === 'pglite') await prepare();
  await app.listen({ port: env.port, host: env.host });
  if (handle.kind === 'postgres') await prepare();
  app.log.info(
    { database: handle.kind === 'postgres' ? 'postgres' : `pglite (${env.dataDir})` },
    'database ready',
  );
}

/** How long a cluster's primary waits before replacing a worker that exited on its own. */
const WORKER_RESTART_DELAY_MS = 1_000;

/**
 * WEB_CONCURRENCY > 1: this primary process forks that many workers (node:cluster), which share
 * PORT; nothing a request needs lives in one of them (sessions, limits, payments are in the
 * database). A worker that exits on its own is replaced; SIGTERM or SIGINT is passed to every
 * worker, each closes gracefully, and the primary exits when they have. With METRICS_PORT the
 * primary serves the workers' summed metrics.
 */
async function startPrimary(env: AppEnv): Promise<void> {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`,
    );
    setTimeout(fork, WORKER_RESTART_DELAY_MS).unref();
  });
  for (let i = 0; i < env.webConcurrency; i += 1) fork();
  if (env.metricsPort !== undefined) {
    await serveMetrics({ port: env.metricsPort, host: env.host });
    console.log(
      `metrics of ${env.webConcurrency} workers on http://${env.host}:${env.metricsPort}/metrics`,
    );
  }
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing ${env.webConcurrency} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    // the workers' own deadline is 10 s (close-with-grace); never hang past it
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

try {
  const env = parseEnv();
  if (env.webConcurrency > 1 && cluster.isPrimary) await startPrimary(env);
  else await startServer(env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
