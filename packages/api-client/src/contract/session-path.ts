/**
 * The web's session check (`AUTH_ROUTES.session`, GET /api/auth/session; ADR 0018). A module of
 * its own: the first page load takes this one path, and the table of account paths stays in the
 * chunk of the pages that use them (the landing page's 120 KB budget).
 */
export const SESSION_CHECK_PATH = '/api/auth/session';
