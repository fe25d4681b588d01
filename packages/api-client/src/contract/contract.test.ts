import { describe, expect, it } from 'vitest';

import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  UpdateProfileBodySchema,
} from './auth.js';
import { SUPPORT_CATEGORIES } from './constants.js';
import { SupportContactBodySchema } from './support.js';
import { UserSchema } from './user.js';

const validRegister = {
  email: '  Ada@Example.COM ',
  password: 'correct horse',
  firstName: ' Ada ',
  lastName: 'Lovelace',
};

describe('RegisterBodySchema', () => {
  it('trims and lower-cases the e-mail and trims names', () => {
    expect(RegisterBodySchema.parse(validRegister)).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('refuses a NUL or a line break in a name with "Must not contain control characters"', () => {
    for (const lastName of ['Love\u0000lace', 'Love\nlace']) {
      const result = RegisterBodySchema.safeParse({ ...validRegister, lastName });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['lastName'],
        message: 'Must not contain control characters',
      });
    }
  });

  it('rejects any extra field such as userType', () => {
    const result = RegisterBodySchema.safeParse({ ...validRegister, userType: 'admin' });
    expect(result.success).toBe(false);
  });

  it('says "Password must be at least 8 characters long" for 7 characters', () => {
    const result = RegisterBodySchema.safeParse({ ...validRegister, password: '1234567' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
  });

  it('accepts 128 characters and rejects 129', () => {
    expect(
      RegisterBodySchema.safeParse({ ...validRegister, password: 'a'.repeat(128) }).success,
    ).toBe(true);
    expect(
      RegisterBodySchema.safeParse({ ...validRegister, password: 'a'.repeat(129) }).success,
    ).toBe(false);
  });

  it('keeps the password exactly as typed (no trimming)', () => {
    expect(RegisterBodySchema.parse({ ...validRegister, password: ' spaced pass ' }).password).toBe(
      ' spaced pass ',
    );
  });

  it('rejects an invalid e-mail and empty names', () => {
    expect(RegisterBodySchema.safeParse({ ...validRegister, email: 'not-an-email' }).success).toBe(
      false,
    );
    expect(RegisterBodySchema.safeParse({ ...validRegister, firstName: '   ' }).success).toBe(
      false,
    );
    expect(
      RegisterBodySchema.safeParse({ ...validRegister, lastName: 'x'.repeat(101) }).success,
    ).toBe(false);
  });
});

describe('UpdateProfileBodySchema', () => {
  it('takes any non-empty subset of firstName, lastName and email', () => {
    expect(UpdateProfileBodySchema.parse({ firstName: ' Grace ' })).toEqual({ firstName: 'Grace' });
    expect(UpdateProfileBodySchema.parse({ email: 'G@Example.com', lastName: 'Hopper' })).toEqual({
      email: 'g@example.com',
      lastName: 'Hopper',
    });
  });

  it('rejects an empty body, an empty name and any other field', () => {
    expect(UpdateProfileBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send at least one of firstName, lastName, email',
    );
    expect(UpdateProfileBodySchema.safeParse({ firstName: '  ' }).success).toBe(false);
    expect(UpdateProfileBodySchema.safeParse({ firstName: 'A', userType: 'admin' }).success).toBe(
      false,
    );
  });
});

describe('LoginBodySchema and ChangePasswordBodySchema', () => {
  it('normalises the login e-mail', () => {
    expect(LoginBodySchema.parse({ email: ' A@B.CO ', password: 'x' }).email).toBe('a@b.co');
  });

  it('requires at least 8 characters for the new password too', () => {
    const result = ChangePasswordBodySchema.safeParse({
      currentPassword: 'whatever',
      newPassword: '1234567',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'New password must be at least 8 characters long',
    );
  });
});

describe('SupportContactBodySchema', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    category: 'technical',
    message: 'It works.',
    mathAnswer: '7',
    challengeToken: 'token',
  };

  it('accepts a numeric string or a number as the answer', () => {
    expect(SupportContactBodySchema.safeParse(valid).success).toBe(true);
    expect(SupportContactBodySchema.safeParse({ ...valid, mathAnswer: 7 }).success).toBe(true);
    expect(SupportContactBodySchema.safeParse({ ...valid, mathAnswer: 'seven' }).success).toBe(
      false,
    );
  });

  it('accepts every spec category and nothing else', () => {
    // 1-product.md, Support message: the categories and their labels, written out so a change fails
    expect(SUPPORT_CATEGORIES).toEqual([
      { value: 'general', label: 'General Inquiry' },
      { value: 'technical', label: 'Technical Support' },
      { value: 'billing', label: 'Billing & Subscriptions' },
      { value: 'feature', label: 'Feature Request' },
      { value: 'bug', label: 'Bug Report' },
      { value: 'medical', label: 'Medical Questions' },
    ]);
    for (const value of ['general', 'technical', 'billing', 'feature', 'bug', 'medical']) {
      expect(SupportContactBodySchema.safeParse({ ...valid, category: value }).success).toBe(true);
    }
    expect(SupportContactBodySchema.safeParse({ ...valid, category: 'other' }).success).toBe(false);
  });

  it('limits the message length', () => {
    expect(
      SupportContactBodySchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success,
    ).toBe(false);
  });

  it('refuses control characters, naming the field; the message may span lines', () => {
    for (const [field, text] of [
      ['name', 'Ada\u0000'],
      ['subject', 'two\nlines'],
      ['message', 'nul \u0000 inside'],
      ['challengeToken', 'tok\u0007en'],
    ] as const) {
      const result = SupportContactBodySchema.safeParse({ ...valid, [field]: text });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: [field],
        message: 'Must not contain control characters',
      });
    }
    const multiLine = { ...valid, message: 'First line.\r\nSecond line.' };
    expect(SupportContactBodySchema.safeParse(multiLine).success).toBe(true);
  });
});

describe('UserSchema', () => {
  it('strips anything that is not part of the User entity', () => {
    const parsed = UserSchema.parse({
      id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      userType: 'patient',
      subscriptionPlan: 'trial',
      subscriptionStatus: 'trial',
      trialEndDate: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      passwordHash: '$argon2id$...',
    });
    expect(parsed).not.toHaveProperty('passwordHash');
  });
});
