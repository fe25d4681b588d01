// ---------------------------------------------------------------------------------------------
// Provider sharing (issue 16, Premium): how long a link may work and how many may work at once.

/** How long a link may work, in days. */
export const SHARE_MIN_DAYS = 1;
export const SHARE_MAX_DAYS = 30;
/** What the web app offers first. */
export const SHARE_DEFAULT_DAYS = 7;
/** Links a user may have working at once (revoked and expired ones do not count). */
export const MAX_ACTIVE_SHARES = 20;
