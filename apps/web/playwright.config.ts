import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import {
  E2E_ADMIN_PASSWORD,
  E2E_BASE_URL,
  E2E_DEMO_PASSWORD,
  E2E_EXPIRED_PASSWORD,
  E2E_PORT,
} from './e2e/test-env.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

// A fresh, empty data directory per run: PGlite starts empty, migrations run, the seed accounts
// are created with the test passwords. Workers re-read this file, so keep the first one's dir.
process.env.HEALTHSCREEN_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'healthscreen-e2e-'));
const dataDir = process.env.HEALTHSCREEN_E2E_DATA_DIR;

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`): the same Chromium
 * build run as the old headless shell, which is what Playwright itself runs headless tests in. The
 * suite costs about a quarter less CPU in it than in the full browser (2026-11-28, alone, the same
 * hour: 309 against 413 core-seconds machine-wide, 69 passed in both; docs/decisions/0022).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** CHROMIUM_PATH, else the headless shell when it is installed, else Debian's `chromium`. */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests in Debian's Chromium (never `playwright install`) against the production build:
 * the API serving apps/web/dist, started with `pnpm start` as the README says. Build first
 * (`turbo run e2e` depends on the web and API builds).
 */
export default defineConfig({
  testDir: './e2e',
  // a file's tests run in order; files run side by side, two at a time (each test signs up users of
  // its own; only subscription.spec.ts changes a seed account). E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  // the e2e task shares two cores with the unit suites under turbo: leave headroom in CI
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // the README's command: builds what changed (nothing, after turbo's e2e dependencies), then serves
    command: 'pnpm start',
    cwd: repoRoot,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // PGlite by default; E2E_DATABASE_URL runs the same tests against an (empty) PostgreSQL database
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SEED_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      SEED_EXPIRED_PASSWORD: E2E_EXPIRED_PASSWORD,
      // every e2e test signs up from 127.0.0.1
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
      // plain http on 127.0.0.1: the session cookie must not require TLS
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
    },
  },
});
