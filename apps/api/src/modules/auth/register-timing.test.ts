import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestDb, type TestDb } from '../../../test/helper.js';
import type * as Passwords from '../../lib/passwords.js';
import { createSessionCache } from '../../plugins/session-store.js';
import { createLoginThrottle, DEFAULT_THROTTLE_LIMITS } from './login-throttle.js';
import { createAuthService } from './service.js';

const hashCalls = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: async (password: string) => {
      hashCalls.count += 1;
      return original.hashPassword(password);
    },
  };
});

describe('registering an address that is taken', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('costs the same argon2 hash as a new account, so its time tells nothing', async () => {
    const service = createAuthService({
      db: testDb.db,
      now: () => Date.now(),
      throttle: createLoginThrottle(testDb.db, () => Date.now(), {
        ...DEFAULT_THROTTLE_LIMITS,
        registrationsPerAddress: 100_000,
      }),
      sessionCache: createSessionCache(0),
    });
    const body = {
      email: 'taken@example.com',
      password: 'a sturdy passphrase 42',
      firstName: 'Ada',
      lastName: 'Lovelace',
    };
    const context = { ip: '203.0.113.7', requestId: 'req-1' };

    await service.registerUser(body, context);
    expect(hashCalls.count).toBe(1);

    await expect(service.registerUser(body, context)).rejects.toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
    });
    expect(hashCalls.count).toBe(2);
  });
});
