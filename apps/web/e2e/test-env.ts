/**
 * Values shared by playwright.config.ts (which starts the server with them) and the tests.
 * Used only by the end-to-end tests: the server's seeding sets these passwords instead of
 * generating random ones.
 */
// E2E_PORT lets two checkouts run their end-to-end suites side by side on one machine
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN_EMAIL = 'admin@healthscreen.local';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-7c1f';
export const E2E_DEMO_EMAIL = 'demo@healthscreen.local';
export const E2E_DEMO_PASSWORD = 'e2e-demo-password-3b9d';
export const E2E_EXPIRED_EMAIL = 'expired@healthscreen.local';
export const E2E_EXPIRED_PASSWORD = 'e2e-expired-password-5a2e';
