import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import type { Mailer } from '../../lib/mailer.js';
import type { SessionCache } from '../../plugins/session-store.js';
import type { LoginThrottle } from '../auth/index.js';

/** What the account's use cases work with (built by ./index.ts from the app's ModuleDeps). */
export interface AccountDeps {
  db: Kysely<Database>;
  now: () => number;
  throttle: LoginThrottle;
  sessionCache: SessionCache;
  mailer: Mailer;
  /** Where the web app is served (reset links point there); never taken from a request header. */
  publicUrl: string;
  /** A failed e-mail send (after the request was answered). */
  warn: (message: string, details: Record<string, unknown>) => void;
}
