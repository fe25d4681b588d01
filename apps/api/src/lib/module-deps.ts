import type { Kysely } from 'kysely';

import type { Database } from '../db/database.js';
import type { AssessmentListCache } from '../modules/assessments/list-cache.js';
import type { LoginThrottle } from '../modules/auth/login-throttle.js';
import type { PaymentProvider } from '../modules/subscription/provider.js';
import type { SessionCache } from '../plugins/session-store.js';
import type { Mailer } from './mailer.js';
import type { Readiness } from './readiness.js';

/**
 * What `buildApp` makes once and hands every module plugin as its options: each module builds its
 * own services from these (apps/api/README.md, "Modules"). The shared objects are the ones whose
 * state more than one module reads or clears; the settings come from `BuildAppOptions`.
 */
export interface ModuleDeps {
  db: Kysely<Database>;
  /** Clock (epoch ms). */
  now: () => number;
  /** Session checks kept in this process; cleared on sign-out, password change, suspension. */
  sessionCache: SessionCache;
  /** Each user's assessment list kept in this process; a disease selection change clears it. */
  assessmentListCache: AssessmentListCache;
  /** Attempt counts of login, registration, password change and reset. */
  loginThrottle: LoginThrottle;
  mailer: Mailer;
  paymentProvider: PaymentProvider;
  /** Whether the database start-up work is done (the health probes, the expiry sweep). */
  readiness: Readiness;
  /** The app's logger at `warn`, for failures a request does not see. */
  warn: (message: string, details: Record<string, unknown>) => void;
  /** Signs support challenges (the session secret). */
  sessionSecret: string;
  cookie: { name: string; secure: boolean };
  /** Where users reach the web app (links in e-mails and shares). */
  publicUrl: string;
  compressResponses: boolean;
  appleHealthUploadMaxBytes: number | undefined;
  appleHealthUploadDir: string | undefined;
  analyticsFlushMs: number | undefined;
  expirySweepIntervalMs: number | undefined;
}
