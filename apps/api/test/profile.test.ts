import { describe, expect, it } from 'vitest';

import { DB_KINDS, registerUser, useTestApp } from './helper.js';

describe.each(DB_KINDS)('PATCH /api/auth/profile with a partial body on %s', (kind) => {
  const testApp = useTestApp(kind);

  async function readUserRow(id: string) {
    return testApp.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function patchProfile(payload: object, cookie?: string) {
    return testApp.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  }

  it('changes only firstName when only firstName is sent', async () => {
    const account = await registerUser(testApp.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = await readUserRow(account.user.id);

    const response = await patchProfile({ firstName: ' Grace ' }, account.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { firstName: 'Grace', lastName: 'Lovelace', email: account.email },
    });
    const after = await readUserRow(account.user.id);
    expect(after).toEqual({ ...before, firstName: 'Grace', updatedAt: after.updatedAt });
    const current = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(current.json()).toMatchObject({ firstName: 'Grace', lastName: 'Lovelace' });
  });

  it('changes only the e-mail when only the e-mail is sent, and still refuses a taken one', async () => {
    const other = await registerUser(testApp.app);
    const account = await registerUser(testApp.app, { firstName: 'Ada', lastName: 'Lovelace' });

    const taken = await patchProfile(
      { email: other.email, currentPassword: account.password },
      account.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });

    const response = await patchProfile(
      { email: ' Ada.New@Example.COM ', currentPassword: account.password },
      account.cookie,
    );
    expect(response.statusCode).toBe(200);
    const row = await readUserRow(account.user.id);
    expect([row.firstName, row.lastName, row.email]).toEqual([
      'Ada',
      'Lovelace',
      'ada.new@example.com',
    ]);
  });

  it('changes only lastName when only lastName is sent', async () => {
    const account = await registerUser(testApp.app, { firstName: 'Ada', lastName: 'Lovelace' });

    expect((await patchProfile({ lastName: 'King' }, account.cookie)).statusCode).toBe(200);

    const row = await readUserRow(account.user.id);
    expect([row.firstName, row.lastName, row.email]).toEqual(['Ada', 'King', account.email]);
  });

  it('answers 400 to an empty body or an unknown field, and changes nothing', async () => {
    const account = await registerUser(testApp.app);
    const before = await readUserRow(account.user.id);

    const empty = await patchProfile({}, account.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Send at least one of firstName, lastName, email',
      details: [{ path: '', message: 'Send at least one of firstName, lastName, email' }],
    });
    const unknown = await patchProfile({ firstName: 'Mallory', userType: 'admin' }, account.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const blank = await patchProfile({ lastName: '   ' }, account.cookie);
    expect(blank.statusCode).toBe(400);

    expect(await readUserRow(account.user.id)).toEqual(before);
  });

  it('answers 401 to a signed-out caller, whatever the body', async () => {
    expect((await patchProfile({ firstName: 'Grace' })).statusCode).toBe(401);
    expect((await patchProfile({})).statusCode).toBe(401);
  });
});
