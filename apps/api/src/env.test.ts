import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv, REPO_ROOT } from './env.js';

/** What production needs besides a session secret: an SMTP server and its own address. */
const MAIL = { SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://healthscreen.example' };

describe('parseEnv', () => {
  it('applies the documented defaults, resolving paths from the repository root', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      webDistDir: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      cookieSecure: false,
      logLevel: 'info',
    });
    expect(path.join(REPO_ROOT, 'apps', 'api', 'src', 'env.ts')).toBe(
      new URL('./env.ts', import.meta.url).pathname,
    );
  });

  it('compresses API answers unless COMPRESS_RESPONSES=false', () => {
    expect(parseEnv({}).compressResponses).toBe(true);
    expect(parseEnv({ COMPRESS_RESPONSES: 'false' }).compressResponses).toBe(false);
  });

  it('turns secure cookies on in production unless COOKIE_SECURE says otherwise', () => {
    const secret = 's'.repeat(32);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, ...MAIL }).cookieSecure).toBe(
      true,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, COOKIE_SECURE: 'false', ...MAIL })
        .cookieSecure,
    ).toBe(false);
    expect(parseEnv({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('refuses to start production without SESSION_SECRET, and says how to make one', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: is required in production: set at least 32 random characters/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: ' ' })).toThrow(EnvError);
    expect(parseEnv({}).sessionSecret).toBeUndefined(); // development generates one
  });

  it('treats empty optional values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SESSION_SECRET: '', SEED_ADMIN_PASSWORD: '' });
    expect(env.databaseUrl).toBeUndefined();
    expect(env.sessionSecret).toBeUndefined();
    expect(env.seedAdminPassword).toBeUndefined();
  });

  it('lists every bad variable in one error', () => {
    let caught: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        COOKIE_SECURE: 'maybe',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'COOKIE_SECURE']) {
      expect(problems).toContain(name);
    }
    expect((caught as EnvError).message).toMatch(/^Invalid environment:/);
  });
});
