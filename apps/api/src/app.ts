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
import { createAssessmentListCache } from './modules/assessments/list-cache.js';
import { assessmentRoutes } from './modules/assessments/routes.js';
import { createAssessmentService } from './modules/assessments/service.js';
import { fhirRoutes } from './modules/fhir/routes.js';
import { createFhirExportService } from './modules/fhir/service.js';
import {
  createLoginThrottle,
  type LoginThrottle,
  type ThrottleLimits,
} from './modules/auth/login-throttle.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { diseaseSelectionRoutes } from './modules/disease-selection/routes.js';
import { exercisePlanRoutes } from './modules/exercise-plans/routes.js';
import { lifestylePlanRoutes } from './modules/lifestyle-plans/routes.js';
import { createDemoProvider, type PaymentProvider } from './modules/subscription/provider.js';
import { subscriptionRoutes } from './modules/subscription/routes.js';
import {
  createSubscriptionService,
  type SubscriptionService,
} from './modules/subscription/service.js';
import { createLifestylePlanService } from './modules/lifestyle-plans/service.js';
import { createExercisePlanService } from './modules/exercise-plans/service.js';
import { createReportBuilder } from './modules/reports/build-report.js';
import { reportRoutes } from './modules/reports/routes.js';
import { shareRoutes } from './modules/shares/routes.js';
import { createShareService } from './modules/shares/service.js';
import { screeningTestRoutes } from './modules/screening-tests/routes.js';
import { createScreeningTestService } from './modules/screening-tests/service.js';
import { trendRoutes } from './modules/trends/routes.js';
import { createTrendsService } from './modules/trends/service.js';
import { createDiseaseSelectionService } from './modules/disease-selection/service.js';
import { createChallengeSigner } from './modules/support/challenge.js';
import { supportRoutes } from './modules/support/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { createAccountService } from './modules/account/service.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createAdminService } from './modules/admin/service.js';
import { createAnalyticsRecorder } from './modules/analytics/recorder.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { createAppleHealthImporter } from './modules/fitness/importer.js';
import { fitnessRoutes } from './modules/fitness/routes.js';
import { createFitnessService } from './modules/fitness/service.js';
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

/**
 * Trials and paid periods that have ended become `expired` (users who never come back included):
 * once when the app is ready, then every `intervalMs`. A failed sweep is logged and retried next time.
 */
function scheduleExpirySweep(
  app: FastifyInstance,
  service: SubscriptionService,
  throttle: LoginThrottle,
  intervalMs: number | undefined,
  readiness: Readiness,
): void {
  if (intervalMs === undefined) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const expired = await service.expireLapsed();
      const pruned = await throttle.prune();
      if (expired > 0 || pruned > 0) app.log.info({ expired, pruned }, 'expiry sweep');
    } catch (error) {
      app.log.warn({ err: error }, 'subscription expiry sweep failed');
    }
  };
  let closed = false;
  const start = async () => {
    if (closed) return;
    await sweep();
    if (closed) return;
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    // a server started during an outage sweeps once its database start-up is done
    if (readiness.ready) await start();
    else void readiness.whenReady.then(start);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
  });
}

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

  const loginThrottle = createLoginThrottle(options.db, now, options.throttleLimits);
  const authService = createAuthService({
    db: options.db,
    now,
    throttle: loginThrottle,
    sessionCache,
  });
  await app.register(healthRoutes, { db: options.db, readiness });
  await app.register(authRoutes, {
    authService,
    now,
    cookieName,
    cookieSecure: options.cookieSecure,
  });
  await app.register(supportRoutes, {
    db: options.db,
    challenges: createChallengeSigner(options.sessionSecret, now),
  });
  await app.register(assessmentRoutes, {
    service: createAssessmentService({ db: options.db, now, listCache: assessmentListCache }),
    compressResponses: options.compressResponses ?? true,
    now,
  });
  // FHIR R4 export of one assessment (issue 16)
  await app.register(fhirRoutes, { service: createFhirExportService({ db: options.db, now }) });
  // the report for a GP as a PDF (issue 16): summary, or detailed for Premium
  await app.register(reportRoutes, { builder: createReportBuilder({ db: options.db, now }) });
  await app.register(diseaseSelectionRoutes, {
    service: createDiseaseSelectionService({
      db: options.db,
      now,
      onSaved: (userId) => assessmentListCache.forgetUser(userId, now()),
    }),
    now,
  });
  await app.register(screeningTestRoutes, {
    service: createScreeningTestService({ db: options.db, now }),
    now,
  });
  // health trends over the completed assessments (issue 16, Premium)
  await app.register(trendRoutes, { service: createTrendsService({ db: options.db, now }) });
  await app.register(exercisePlanRoutes, {
    service: createExercisePlanService({ db: options.db, now }),
    now,
  });
  await app.register(lifestylePlanRoutes, {
    service: createLifestylePlanService({ db: options.db, now }),
    now,
  });
  // provider sharing (issue 16): read-only links for a clinician to the owner's latest report
  await app.register(shareRoutes, {
    service: createShareService({
      db: options.db,
      now,
      reportBuilder: createReportBuilder({ db: options.db, now }),
      publicUrl: options.publicUrl ?? 'http://127.0.0.1:3000',
    }),
  });
  await app.register(fitnessRoutes, {
    service: createFitnessService({ db: options.db }),
    importer: createAppleHealthImporter({
      db: options.db,
      now,
      maxUploadBytes: options.appleHealthUploadMaxBytes,
    }),
    now,
  });
  const subscriptionService: SubscriptionService = createSubscriptionService({
    db: options.db,
    now,
    provider: paymentProvider,
    sessionCache,
    warn: (message, details) => app.log.warn(details, message),
  });
  scheduleExpirySweep(
    app,
    subscriptionService,
    loginThrottle,
    options.expirySweepIntervalMs,
    readiness,
  );
  await app.register(subscriptionRoutes, {
    service: subscriptionService,
    provider: paymentProvider,
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      log: (message) =>
        app.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `e-mail (no SMTP_URL set, so written here instead of sent):\n${message.text}`,
        ),
    });
  await app.register(accountRoutes, {
    service: createAccountService({
      db: options.db,
      now,
      throttle: loginThrottle,
      sessionCache,
      mailer,
      publicUrl: options.publicUrl ?? 'http://127.0.0.1:3000',
      warn: (message, details) => app.log.warn(details, message),
    }),
    cookieName,
    cookieSecure: options.cookieSecure,
  });
  await app.register(adminRoutes, {
    service: createAdminService({ db: options.db, now, sessionCache }),
  });
  const analyticsRecorder = createAnalyticsRecorder({
    db: options.db,
    warn: (message, details) => app.log.warn(details, message),
    ...(options.analyticsFlushMs !== undefined ? { flushMs: options.analyticsFlushMs } : {}),
  });
  app.addHook('onClose', async () => analyticsRecorder.close());
  await app.register(analyticsRoutes, { db: options.db, recorder: analyticsRecorder, now });
  await app.register(webApp, { webDistDir: options.webDistDir });

  return app;
}
