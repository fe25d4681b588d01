import { SESSION_CHECK_PATH } from './session-path.js';

/**
 * The account paths (also `API_ROUTES.auth`). The web's first load checks the session with a bare
 * fetch of `SESSION_CHECK_PATH` (session-path.ts, a module of its own), so none of these paths is
 * in the landing page's 120 KB gzip budget.
 */
export const AUTH_ROUTES = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  user: '/api/auth/user',
  // the web's session check: 200 with the user or null (a signed-out visit logs no 401)
  session: SESSION_CHECK_PATH,
  profile: '/api/auth/profile',
  password: '/api/auth/password',
  sessions: '/api/auth/sessions',
  signOutEverywhere: '/api/auth/sessions/sign-out-everywhere',
  passwordResetRequest: '/api/auth/password-reset/request',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;
