import { UserSchema } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { fieldListSerializerCompiler } from './field-list-serializer.js';

const user = {
  id: '38254c0a-46db-4d44-8b32-e0da4ccd6a12',
  email: 'ada@example.com',
  firstName: 'Ada "the first"',
  lastName: 'Lovelace\u2028',
  userType: 'patient',
  subscriptionPlan: 'trial',
  subscriptionStatus: 'trial',
  trialEndDate: null,
  subscriptionEndDate: null,
  createdAt: '2026-11-23T19:43:49.683Z',
} as const;

describe('fieldListSerializerCompiler', () => {
  const serialize = fieldListSerializerCompiler({ schema: UserSchema });

  it('writes the same JSON as the zod schema for a valid payload', () => {
    expect(serialize(user)).toBe(JSON.stringify(UserSchema.parse(user)));
    expect(JSON.parse(serialize({ ...user, trialEndDate: '2026-12-07T19:43:49.683Z' }))).toEqual({
      ...user,
      trialEndDate: '2026-12-07T19:43:49.683Z',
    });
  });

  it('leaves out every property the schema does not declare', () => {
    const json = serialize({ ...user, passwordHash: '$argon2id$secret', sidHash: 'x' });
    expect(json).not.toContain('argon2id');
    expect(Object.keys(JSON.parse(json) as object)).toEqual(Object.keys(UserSchema.shape));
  });

  it('throws when a required property is missing', () => {
    const { email: _email, ...withoutEmail } = user;
    expect(() => serialize(withoutEmail)).toThrow(/email/);
  });

  it('refuses a schema that is not a zod schema', () => {
    expect(() => fieldListSerializerCompiler({ schema: { type: 'object' } })).toThrow(TypeError);
  });
});
