/**
 * The account paths (also `API_ROUTES.auth`). The web's first load checks the session with a bare
 * fetch of `AUTH_ROUTES.session`: importing this file (its own module, so a bundler can split it
 * from `API_ROUTES`) keeps the other paths out of the landing page's 120 KB gzip budget.
 */
export const AUTH_ROUTES = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  user: '/api/auth/user',
  // the web's session check: 200 with the user or null (a signed-out visit logs no 401)
  session: '/api/auth/session',
  profile: '/api/auth/profile',
  password: '/api/auth/password',
  sessions: '/api/auth/sessions',
  signOutEverywhere: '/api/auth/sessions/sign-out-everywhere',
  passwordResetRequest: '/api/auth/password-reset/request',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;
