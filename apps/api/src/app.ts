import { randomUUID } from 'node:crypto';

import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { API_ROUTES, redactShareToken } from '@healthscreen/api-client';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

import type { Database } from './db/database.js';
import { AppError } from './lib/app-error.js';
import { COMPRESS_PLUGIN_OPTIONS } from './lib/compression.js';
import { createDatabaseRateLimitStore } from './lib/rate-limit-store.js';
import type { ModuleDeps } from './lib/module-deps.js';
import { accountModule } from './modules/account/index.js';
import { adminModule } from './modules/admin/index.js';
import { analyticsModule } from './modules/analytics/index.js';
import { assessmentsModule, createAssessmentListCache } from './modules/assessments/index.js';
import { authModule, createLoginThrottle, type ThrottleLimits } from './modules/auth/index.js';
import { diseaseSelectionModule } from './modules/disease-selection/index.js';
import { exercisePlansModule } from './modules/exercise-plans/index.js';
import { fhirModule } from './modules/fhir/index.js';
import { fitnessModule } from './modules/fitness/index.js';
import { healthModule } from './modules/health/index.js';
import { lifestylePlansModule } from './modules/lifestyle-plans/index.js';
import { reportsModule } from './modules/reports/index.js';
import { screeningTestsModule } from './modules/screening-tests/index.js';
import { sharesModule } from './modules/shares/index.js';
import {
  createDemoProvider,
  subscriptionModule,
  type PaymentProvider,
} from './modules/subscription/index.js';
import { supportModule } from './modules/support/index.js';
import { trendsModule } from './modules/trends/index.js';
import { createPostgresInvalidationBus } from './lib/cache-invalidation.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import type { AppMetrics, PoolStats } from './lib/metrics.js';
import { createReadiness, type Readiness } from './lib/readiness.js';
import { syncCaches } from './plugins/cache-sync.js';
import errorHandler from './plugins/error-handler.js';
import security, { isApiPath } from './plugins/security.js';
import session from './plugins/session.js';
import { createSessionCache, createSessionStore } from './plugins/session-store.js';
import webApp from './plugins/web-app.js';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** ≥ 32 characters; signs session cookies and support challenges. */
  sessionSecret: string;
  /** Secure cookie named `__Host-sid` (production); otherwise `sid`. */
  cookieSecure: boolean;
  /** Built web app to serve; omitted → API only. */
  webDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /**
   * Proxies whose X-Forwarded-* headers are trusted (e.g. 'loopback' or '10.0.0.0/8'); needed for
   * Secure cookies behind a TLS-terminating proxy. Default: none (the peer address is the client).
   */
  trustProxy?: string | undefined;
  /**
   * How long a session check may be reused in this process (default SESSION_CACHE_TTL_MS);
   * 0 asks the database on every request.
   */
  sessionCacheTtlMs?: number;
  /**
   * How long a user's assessment list may be answered again in this process (default
   * ASSESSMENT_LIST_CACHE_TTL_MS, 1 s; 0 turns it off). Saves through this process drop it at once.
   */
  assessmentListCacheTtlMs?: number;
  /** Clock (epoch ms); tests move it to check the session timeouts. */
  now?: () => number;
  /** Stripe (with keys) or the demo provider (default: demo, no card is charged). */
  paymentProvider?: PaymentProvider;
  /** Run the subscription expiry sweep at start and then this often (server.ts); off by default. */
  expirySweepIntervalMs?: number;
  /** Attempt limits of login, registration and password change (default: the production ones). */
  throttleLimits?: ThrottleLimits;
  /** Sends the password-reset e-mails (default: SMTP when `smtpUrl` is set, else the log). */
  mailer?: Mailer;
  /** smtp://… or smtps://… (SMTP_URL). */
  smtpUrl?: string | undefined;
  /** The From address of the app's e-mails (MAIL_FROM). */
  mailFrom?: string | undefined;
  /** Where users reach the web app; reset links point there (PUBLIC_URL). */
  publicUrl?: string;
  /** The largest Apple Health upload (default APPLE_HEALTH_UPLOAD_MAX_BYTES, 1 GiB). */
  appleHealthUploadMaxBytes?: number;
  /** Where an Apple Health upload is written while it is imported (default the OS temp directory). */
  appleHealthUploadDir?: string;
  /**
   * Compress answers over 1 KB (brotli quality 2 or gzip level 3, as the client accepts; default
   * on, COMPRESS_RESPONSES=false turns it off). Measured in `pnpm bench` (apps/api/README.md): it
   * costs throughput on loopback and saves 84 % of the bytes of an assessment on the wire.
   */
  compressResponses?: boolean;
  /** How long usage analytics wait before a batch is written (default 250 ms). */
  analyticsFlushMs?: number;
  /**
   * Whether the database start-up work (migrations, first accounts) is done (server.ts). Until it
   * is, every /api request but the liveness probe answers 503 with Retry-After and the web app's
   * files are served as usual. Default: ready.
   */
  readiness?: Readiness;
  /** Prometheus metrics of this process (server.ts, with METRICS_PORT); off by default. */
  metrics?: AppMetrics;
  /** PostgreSQL only: the pool's connections now, for the metrics. */
  poolStats?: () => PoolStats;
  /**
   * PostgreSQL only: tell the other processes of this database what this one forgets from its
   * session and assessment-list caches (LISTEN/NOTIFY), so a sign-out or a revocation holds in
   * every process at once. server.ts sets it with DATABASE_URL.
   */
  cacheInvalidation?: { databaseUrl: string };
}

/** A trusted proxy's X-Request-Id is kept when it looks like an id; else a new UUID. */
const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

const STARTING_BODY = {
  message: 'The service is starting. Please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
} as const;

/**
 * Before the session is read: while the app is not ready, /api requests (but the liveness and
 * readiness probes) answer 503; outside /api the session cookie is set aside, so the web app's files
 * need no database (a signed-in user still gets the landing page and assets during an outage).
 */
function gateDatabaseRequests(
  app: FastifyInstance,
  readiness: Readiness,
  cookieName: string,
): void {
  const live = API_ROUTES.healthLive;
  const ready = API_ROUTES.healthReady;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!isApiPath(url)) {
      if (request.cookies[cookieName] !== undefined) delete request.cookies[cookieName];
      return;
    }
    if (readiness.ready) return;
    const pathname = url.split('?')[0];
    if (pathname === live || pathname === ready) return;
    return reply.code(503).header('retry-after', '2').send(STARTING_BODY);
  });
}

/** Pino options: cookies, authorization and passwords never reach the log. */
export function createLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's request fields, with a share link's token replaced (issue 16: it opens a report)
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactShareToken(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}

/**
 * The spec's client sends a JSON content type on every request, including body-less POSTs such as
 * logout. Fastify's default parser answers those with 400 "Body cannot be empty"; this one treats an
 * empty body as no body and otherwise keeps the default parser (with its prototype-poisoning checks).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    // Fastify's default JSON parser answers through `done` (its type also allows a promise)
    void parseJson(request, text, done);
  });
}

/** SMTP when `smtpUrl` is set; otherwise each e-mail is written to the log (development). */
function createLogOrSmtpMailer(
  app: FastifyInstance,
  options: Pick<BuildAppOptions, 'smtpUrl' | 'mailFrom'>,
): Mailer {
  return createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    log: (message) =>
      app.log.info(
        { mail: { to: message.to, subject: message.subject } },
        `e-mail (no SMTP_URL set, so written here instead of sent):\n${message.text}`,
      ),
  });
}

/**
 * The API's modules (src/modules/<name>/index.ts), each a plugin that builds its services from
 * the shared `ModuleDeps` and registers its routes. Registered in this order, after the session.
 */
const API_MODULES = [
  healthModule,
  authModule,
  supportModule,
  assessmentsModule,
  fhirModule,
  reportsModule,
  diseaseSelectionModule,
  screeningTestsModule,
  trendsModule,
  exercisePlansModule,
  lifestylePlansModule,
  sharesModule,
  fitnessModule,
  subscriptionModule,
  accountModule,
  adminModule,
  analyticsModule,
];

/** Builds the whole app without listening (tests call `inject`; server.ts calls `listen`). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const cookieName = options.cookieSecure ? '__Host-sid' : 'sid';
  const bus = options.cacheInvalidation
    ? createPostgresInvalidationBus({
        databaseUrl: options.cacheInvalidation.databaseUrl,
        log: { warn: (d, m) => app.log.warn(d, m), info: (d, m) => app.log.info(d, m) },
      })
    : undefined;
  const localCaches = {
    sessions: createSessionCache(options.sessionCacheTtlMs),
    // the assessment lists a disease selection changes (ADR 0014)
    lists: createAssessmentListCache(options.assessmentListCacheTtlMs),
  };
  const caches = bus ? syncCaches(bus, { ...localCaches, now }) : localCaches;
  const sessionCache = caches.sessions;
  const assessmentListCache = caches.lists;
  const paymentProvider = options.paymentProvider ?? createDemoProvider(options.db);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // a whole request must arrive within this; 10 minutes lets a large Health export upload on a
    // slow line (README: Apple Health import); slow headers still time out at Node's 60 s
    requestTimeout: 10 * 60_000,
    // a request that reaches the server while it closes (SIGTERM) is still served: the listening
    // socket is closed at once, in-flight and already-sent requests finish, then the process exits
    return503OnClosing: false,
    trustProxy: options.trustProxy ?? false,
    // one id per request, in every log line of the request and in the answer's X-Request-Id
    // header (500s also carry it in the body); unique across processes
    requestIdHeader: false,
    genReqId: (request) => {
      const given = options.trustProxy ? request.headers['x-request-id'] : undefined;
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (bus) app.addHook('onClose', async () => bus.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = options.metrics;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  await app.register(errorHandler, {
    db: options.db,
    onOutageLog: (outage) =>
      metrics?.setSources({ poolStats: options.poolStats, outageActive: () => outage.active }),
  });
  await app.register(security, {
    cookieSecure: options.cookieSecure,
    stripe: paymentProvider.mode === 'stripe',
  });
  await app.register(rateLimit, {
    global: false,
    // counted in the database: each limit holds across every process (issue 35)
    store: createDatabaseRateLimitStore(options.db, now),
    errorResponseBuilder: (_request, context) =>
      new AppError({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again later.',
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
  if (options.compressResponses ?? true) {
    // answers of 1 KB and more; the web app's files come precompressed and are left alone
    await app.register(fastifyCompress, COMPRESS_PLUGIN_OPTIONS);
  }
  await app.register(fastifyCookie);
  const readiness = options.readiness ?? createReadiness(true);
  gateDatabaseRequests(app, readiness, cookieName);
  await app.register(session, {
    secret: options.sessionSecret,
    cookieName,
    cookieSecure: options.cookieSecure,
    store: createSessionStore(options.db, now, sessionCache),
  });

  const warn: ModuleDeps['warn'] = (message, details) => app.log.warn(details, message);
  const deps: ModuleDeps = {
    db: options.db,
    now,
    sessionCache,
    assessmentListCache,
    loginThrottle: createLoginThrottle(options.db, now, options.throttleLimits),
    mailer: options.mailer ?? createLogOrSmtpMailer(app, options),
    paymentProvider,
    readiness,
    warn,
    sessionSecret: options.sessionSecret,
    cookie: { name: cookieName, secure: options.cookieSecure },
    publicUrl: options.publicUrl ?? 'http://127.0.0.1:3000',
    compressResponses: options.compressResponses ?? true,
    appleHealthUploadMaxBytes: options.appleHealthUploadMaxBytes,
    appleHealthUploadDir: options.appleHealthUploadDir,
    analyticsFlushMs: options.analyticsFlushMs,
    expirySweepIntervalMs: options.expirySweepIntervalMs,
  };
  for (const module of API_MODULES) await app.register(module, deps);
  await app.register(webApp, { webDistDir: options.webDistDir, sessionCookie: cookieName });

  return app;
}
