import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

/** The repository root, found from this file's location (src/ or dist/), never from the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalNonEmpty = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** Where the data is: all that `pnpm db:migrate` and the backup scripts need. */
const DATABASE_ENV_SHAPE = {
  DATABASE_URL: optionalNonEmpty.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('.data'),
};

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    ...DATABASE_ENV_SHAPE,
    SESSION_SECRET: optionalNonEmpty.pipe(
      z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    SEED_ADMIN_PASSWORD: optionalNonEmpty,
    SEED_DEMO_PASSWORD: optionalNonEmpty,
    SEED_EXPIRED_PASSWORD: optionalNonEmpty,
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    METRICS_PORT: optionalNonEmpty.pipe(
      z
        .string()
        .regex(/^\d+$/, { error: 'must be a port number' })
        .transform(Number)
        .pipe(z.number().int().min(1).max(65_535))
        .optional(),
    ),
    COOKIE_SECURE: optionalNonEmpty.pipe(booleanString.optional()),
    TRUST_PROXY: optionalNonEmpty,
    COMPRESS_RESPONSES: optionalNonEmpty.pipe(booleanString.optional()),
    SMTP_URL: optionalNonEmpty.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
        .optional(),
    ),
    MAIL_FROM: optionalNonEmpty,
    PUBLIC_URL: optionalNonEmpty.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/?#]+\/?$/, {
          error: 'must be an origin such as https://example.com',
        })
        .optional(),
    ),
    STRIPE_SECRET_KEY: optionalNonEmpty.pipe(
      z
        .string()
        .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_…)' })
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalNonEmpty.pipe(
      z.string().regex(/^pk_/, { error: 'must be a Stripe publishable key (pk_…)' }).optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalNonEmpty.pipe(
      z
        .string()
        .regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // Stripe needs all three keys, or none (then payments run in the labelled demo mode)
    const stripeKeys = [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ] as const;
    const given = stripeKeys.filter((key) => env[key] !== undefined);
    if (given.length > 0 && given.length < stripeKeys.length) {
      for (const key of stripeKeys.filter((name) => env[name] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required when ${given.join(' and ')} ${given.length === 1 ? 'is' : 'are'} set (Stripe needs all three keys, or none for demo mode)`,
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.SMTP_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production: password-reset e-mails are sent through it',
      });
    }
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production: the address users reach the app at (reset links)',
      });
    }
    if (env.WEB_CONCURRENCY > 1 && env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'more than 1 needs DATABASE_URL: the embedded PGlite database belongs to one process',
      });
    }
    // development generates one into DATA_DIR; production must not depend on a file on one disk
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'is required in production: set at least 32 random characters (e.g. `openssl rand -base64 48`)',
      });
    }
  });
export type Env = z.infer<typeof EnvSchema>;

/** Configuration after defaults and path resolution; the only thing the app reads. */
export interface AppEnv {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute path where PGlite keeps its files and the generated session secret lives. */
  dataDir: string;
  sessionSecret: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Absolute path of the built web app. */
  webDistDir: string;
  seedAdminPassword: string | undefined;
  seedDemoPassword: string | undefined;
  /** Tests only: also seed a patient whose trial has ended (expired@healthscreen.local). */
  seedExpiredPassword: string | undefined;
  /** New accounts one address may create in an hour (tests raise it). */
  registrationsPerAddressPerHour: number;
  cookieSecure: boolean;
  /** Worker processes serving the port (node:cluster); > 1 needs DATABASE_URL. */
  webConcurrency: number;
  /** Prometheus metrics on this port (GET /metrics, bound to HOST); undefined: none. */
  metricsPort: number | undefined;
  /** Trusted proxy addresses (Fastify `trustProxy`), e.g. 'loopback'; undefined = trust none. */
  trustProxy: string | undefined;
  /** Compress API answers over 1 KB (off when a proxy in front compresses). */
  compressResponses: boolean;
  /** Password-reset e-mails go through this; undefined: written to the log (development). */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The web app's origin, for links in e-mails. */
  publicUrl: string;
  /** All three Stripe keys, or undefined: demo payment mode. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** The database settings alone (`pnpm db:migrate`); throws EnvError like {@link parseEnv}. */
export function parseDatabaseEnv(source: Record<string, string | undefined> = process.env): {
  databaseUrl: string | undefined;
  /** Absolute path of PGlite's files (`DATA_DIR/pglite`). */
  pgliteDir: string;
} {
  const result = z.object(DATABASE_ENV_SHAPE).safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return {
    databaseUrl: result.data.DATABASE_URL,
    pgliteDir: path.join(path.resolve(REPO_ROOT, result.data.DATA_DIR), 'pglite'),
  };
}

/** Parses the environment once; throws EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): AppEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    sessionSecret: env.SESSION_SECRET,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR),
    seedAdminPassword: env.SEED_ADMIN_PASSWORD,
    seedDemoPassword: env.SEED_DEMO_PASSWORD,
    seedExpiredPassword: env.SEED_EXPIRED_PASSWORD,
    registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    webConcurrency: env.WEB_CONCURRENCY,
    metricsPort: env.METRICS_PORT,
    trustProxy: env.TRUST_PROXY,
    compressResponses: env.COMPRESS_RESPONSES ?? true,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl:
      env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
  };
}
