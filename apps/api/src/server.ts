import path from 'node:path';

import closeWithGrace from 'close-with-grace';

import { buildApp, createLoggerOptions } from './app.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { seedInitialAccounts } from './db/seed.js';
import { EnvError, parseEnv } from './env.js';
import { DEFAULT_THROTTLE_LIMITS } from './modules/auth/login-throttle.js';
import { createDemoProvider } from './modules/subscription/provider.js';
import { resolveSessionSecret } from './session-secret.js';

/** How often lapsed trials and paid periods are marked expired. */
const EXPIRY_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

async function startServer(): Promise<void> {
  const env = parseEnv();
  const app = await (async () => {
    const handle = await createDb({
      databaseUrl: env.databaseUrl,
      pgliteDir: path.join(env.dataDir, 'pglite'),
      onPoolError: (error) => console.error(`[db] idle client error: ${error.message}`),
    });
    await migrateToLatest(handle.db);

    const seeded = await seedInitialAccounts(handle.db, {
      adminPassword: env.seedAdminPassword,
      demoPassword: env.seedDemoPassword,
      expiredPassword: env.seedExpiredPassword,
      now: Date.now(),
    });
    if (seeded.length > 0) {
      // printed once, on the first start only; never logged by pino
      console.log('\nCreated the first accounts (shown only this once):');
      for (const account of seeded) {
        const password = account.passwordFromEnv
          ? '(password from the environment)'
          : account.password;
        console.log(`  ${account.userType.padEnd(7)}  ${account.email}  ${password}`);
      }
      console.log('');
    }

    const instance = await buildApp({
      db: handle.db,
      sessionSecret: await resolveSessionSecret(env.sessionSecret, env.dataDir),
      cookieSecure: env.cookieSecure,
      trustProxy: env.trustProxy,
      compressResponses: env.compressResponses,
      webDistDir: env.webDistDir,
      paymentProvider: env.stripe
        ? (await import('./modules/subscription/stripe-provider.js')).createStripeProvider(
            env.stripe,
          )
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
    });
    instance.addHook('onClose', async () => handle.destroy());
    instance.log.info(
      { database: handle.kind === 'postgres' ? 'postgres' : `pglite (${env.dataDir})` },
      'database ready',
    );
    instance.log.info(
      {
        payments: env.stripe
          ? 'stripe'
          : 'demo (no card is charged; set the STRIPE_* keys for Stripe)',
      },
      'payments ready',
    );
    return instance;
  })();

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ port: env.port, host: env.host });
}

try {
  await startServer();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
