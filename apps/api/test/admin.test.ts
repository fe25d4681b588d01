import { randomUUID } from 'node:crypto';

import {
  AdminUserListResponseSchema,
  AuditLogResponseSchema,
  SupportInboxResponseSchema,
} from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { findRowsMentioning, giveAccountOneOfEverything } from './account-data.js';
import { callAs } from './kit.js';
import { DB_KINDS, registerAdmin, registerUser, useTestApp } from './helper.js';

describe.each(DB_KINDS)('admin on %s', (kind) => {
  const testApp = useTestApp(kind, { sessionCacheTtlMs: 0 });

  it('answers every admin route 401 signed out, 403 to a patient and 2xx to an admin', async () => {
    const patient = await registerUser(testApp.app);
    const admin = await registerAdmin(testApp.app, testApp.db);
    const target = await registerUser(testApp.app);
    const messageId = randomUUID();
    await testApp.db
      .insertInto('supportMessages')
      .values({
        id: messageId,
        name: 'N',
        email: 'n@example.com',
        subject: 'S',
        category: 'general',
        message: 'M',
        userId: null,
        ip: '127.0.0.1',
        challengeNonce: null,
      })
      .execute();
    const requests = [
      ['GET', '/api/admin/users', undefined],
      ['PATCH', `/api/admin/users/${target.user.id}`, { subscriptionPlan: 'premium' }],
      ['GET', '/api/admin/audit-log', undefined],
      ['GET', '/api/admin/support-messages', undefined],
      ['PATCH', `/api/admin/support-messages/${messageId}`, { handled: true }],
      ['GET', '/api/analytics/users?days=7', undefined],
      ['DELETE', `/api/admin/users/${target.user.id}`, undefined],
    ] as const;
    for (const [method, url, body] of requests) {
      const as = (cookie?: string) => callAs(testApp.app, cookie)(method, url, body);
      expect((await as()).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(patient.cookie);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
      const allowed = await as(admin.cookie);
      expect(allowed.statusCode, `${method} ${url}: ${allowed.body}`).toBe(200);
    }
  });

  it('searches e-mail or "first last" anywhere, filters by plan, pages and counts in SQL', async () => {
    const admin = await registerAdmin(testApp.app, testApp.db);
    const call = callAs(testApp.app, admin.cookie);
    const tag = randomUUID().slice(0, 8);
    const ada = await registerUser(testApp.app, {
      firstName: 'Ada',
      lastName: `Byron${tag}`,
      email: `ada.${tag}@example.com`,
    });
    const bob = await registerUser(testApp.app, {
      firstName: 'Bob',
      lastName: `Stone${tag}`,
      email: `bob.${tag}@example.org`,
    });
    await testApp.db
      .updateTable('users')
      .set({ subscriptionPlan: 'premium', subscriptionStatus: 'active' })
      .where('id', '=', bob.user.id)
      .execute();
    const list = async (query: string) => {
      const response = await call('GET', `/api/admin/users?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return AdminUserListResponseSchema.parse(response.json());
    };

    expect(
      (await list(`search=${`ADA BYRON${tag}`.replace(/ /g, '%20')}`)).users.map((u) => u.id),
    ).toEqual([ada.user.id]);
    expect((await list(`search=${tag}`)).users.map((u) => u.id)).toEqual([
      bob.user.id,
      ada.user.id,
    ]);
    expect((await list(`search=${tag}&plan=premium`)).users.map((u) => u.id)).toEqual([
      bob.user.id,
    ]);
    expect((await list(`search=${tag}&plan=trial`)).users.map((u) => u.id)).toEqual([ada.user.id]);
    expect((await list(`search=${tag}&plan=expired`)).users).toEqual([]);
    // LIKE's wildcards are matched literally
    expect((await list('search=%25')).users).toEqual([]);

    const page = await list(`search=${tag}&limit=1&page=2`);
    expect(page).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(page.users.map((u) => u.id)).toEqual([ada.user.id]);
    expect(await list(`search=${tag}&page=9`)).toMatchObject({
      users: [],
      total: 2,
      totalPages: 1,
    });
    expect((await list('limit=1000')).limit).toBe(100);
    const all = await list('');
    expect(all.limit).toBe(50);
    const rows = await testApp.db.selectFrom('users').selectAll().execute();
    const customers = rows.filter((r) => r.userType !== 'admin');
    const runs = (r: (typeof rows)[number]) =>
      (r.subscriptionStatus === 'active' || r.subscriptionStatus === 'cancelled') &&
      (r.subscriptionEndDate === null
        ? r.subscriptionStatus === 'active'
        : r.subscriptionEndDate.getTime() > Date.now());
    const count = (test: (r: (typeof rows)[number]) => boolean) => customers.filter(test).length;
    const premium = count((r) => r.subscriptionPlan === 'premium' && runs(r));
    const basic = count((r) => r.subscriptionPlan === 'basic' && runs(r));
    const trial = count(
      (r) =>
        r.subscriptionStatus === 'trial' &&
        r.trialEndDate !== null &&
        r.trialEndDate.getTime() > Date.now(),
    );
    const suspended = count((r) => r.subscriptionStatus === 'suspended');
    expect(all.stats).toEqual({
      total: customers.length,
      premium,
      basic,
      trial,
      expired: customers.length - premium - basic - trial - suspended,
      suspended,
      admins: rows.length - customers.length,
    });
    // the admin is counted as an admin, never as a trial or a plan
    expect(all.stats.admins).toBeGreaterThanOrEqual(1);
    expect(all.stats.premium).toBeGreaterThanOrEqual(1);
    expect(all.total).toBe(rows.length);
    expect((await call('GET', '/api/admin/users?plan=gold')).statusCode).toBe(400);
  });

  it('suspends: the sessions end at once and the user cannot sign in; never an admin or oneself', async () => {
    const admin = await registerAdmin(testApp.app, testApp.db);
    const other = await registerAdmin(testApp.app, testApp.db);
    const user = await registerUser(testApp.app);
    const call = callAs(testApp.app, admin.cookie);

    const suspended = await call('PATCH', `/api/admin/users/${user.user.id}`, {
      subscriptionStatus: 'suspended',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ subscriptionStatus: 'suspended' });
    expect((await callAs(testApp.app, user.cookie)('GET', '/api/auth/user')).statusCode).toBe(401);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    for (const id of [admin.user.id, other.user.id]) {
      const refused = await call('PATCH', `/api/admin/users/${id}`, {
        subscriptionStatus: 'suspended',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CANNOT_MODIFY_ADMIN' });
      expect((await call('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(403);
    }
    const edited = await call('PATCH', `/api/admin/users/${user.user.id}`, {
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
    });
    expect(edited.json()).toMatchObject({
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
    });
    expect(
      (await call('PATCH', `/api/admin/users/${user.user.id}`, { userType: 'admin' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/users/${randomUUID()}`, { subscriptionPlan: 'basic' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a user: in one transaction, no row anywhere holds their id or e-mail', async () => {
    const admin = await registerAdmin(testApp.app, testApp.db);
    const user = await registerUser(testApp.app);
    const bystander = await registerUser(testApp.app);
    await giveAccountOneOfEverything(testApp.app, testApp.db, user);
    await giveAccountOneOfEverything(testApp.app, testApp.db, bystander);
    const call = callAs(testApp.app, admin.cookie);
    await call('PATCH', `/api/admin/users/${user.user.id}`, { subscriptionPlan: 'premium' });

    const before = await findRowsMentioning(testApp.db, { id: user.user.id, email: user.email });
    // the walk finds the data it is meant to find
    for (const table of [
      'users.id',
      'sessions.user_id',
      'assessments.user_id',
      'disease_selections.user_id',
      'screening_tests.user_id',
      'physical_activity_plans.user_id',
      'diet_lifestyle_plans.user_id',
      'exercise_preferences.user_id',
      'dietary_preferences.user_id',
      'payments.user_id',
      'support_messages.email',
      'audit_events.details',
      'admin_actions.target_user_id',
      'analytics_sessions.user_id',
      'analytics_page_views.user_id',
      'analytics_events.user_id',
      'password_reset_tokens.user_id',
      'auth_throttle.key',
    ]) {
      expect(
        before.some((found) => found.startsWith(`${table}:`)),
        table,
      ).toBe(true);
    }

    const deleted = await call('DELETE', `/api/admin/users/${user.user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await findRowsMentioning(testApp.db, { id: user.user.id, email: user.email })).toEqual(
      [],
    );
    expect((await callAs(testApp.app, user.cookie)('GET', '/api/auth/user')).statusCode).toBe(401);
    // the bystander keeps everything
    expect(
      (await findRowsMentioning(testApp.db, { id: bystander.user.id, email: bystander.email }))
        .length,
    ).toBeGreaterThan(15);
    expect((await call('DELETE', `/api/admin/users/${user.user.id}`)).statusCode).toBe(404);

    const log = AuditLogResponseSchema.parse((await call('GET', '/api/admin/audit-log')).json());
    const [latest, previous] = log.entries;
    expect(latest).toMatchObject({ action: 'user.delete', admin: admin.email, target: null });
    // the earlier action on the deleted account stays, without naming it
    expect(previous).toMatchObject({ action: 'user.update', admin: admin.email, target: null });
  });

  it('counts stat cards by what each account has now: an expired paid plan, a suspended user and an admin are not Premium or Trial', async () => {
    const admin = await registerAdmin(testApp.app, testApp.db);
    const call = callAs(testApp.app, admin.cookie);
    const stats = async () =>
      AdminUserListResponseSchema.parse((await call('GET', '/api/admin/users')).json()).stats;
    const before = await stats();
    const lapsed = await registerUser(testApp.app);
    await testApp.db
      .updateTable('users')
      .set({
        subscriptionPlan: 'premium',
        subscriptionStatus: 'active',
        subscriptionEndDate: new Date(Date.now() - 1000),
      })
      .where('id', '=', lapsed.user.id)
      .execute();
    const suspended = await registerUser(testApp.app);
    await call('PATCH', `/api/admin/users/${suspended.user.id}`, {
      subscriptionStatus: 'suspended',
    });
    await registerAdmin(testApp.app, testApp.db);
    const after = await stats();
    expect(after.total - before.total).toBe(2);
    expect(after.premium).toBe(before.premium);
    expect(after.trial).toBe(before.trial);
    expect(after.expired - before.expired).toBe(1);
    expect(after.suspended - before.suspended).toBe(1);
    expect(after.admins - before.admins).toBe(1);
  });

  it('an edit to a paid plan sets its end date; a no-op edit is not logged; a deleted account is named by its former id', async () => {
    const admin = await registerAdmin(testApp.app, testApp.db);
    const call = callAs(testApp.app, admin.cookie);
    const { user } = await registerUser(testApp.app);
    const until = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString();

    const past = await call('PATCH', `/api/admin/users/${user.id}`, {
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndDate: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const edited = await call('PATCH', `/api/admin/users/${user.id}`, {
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndDate: until,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndDate: until,
    });
    const logged = AuditLogResponseSchema.parse((await call('GET', '/api/admin/audit-log')).json());
    expect(logged.entries[0]).toMatchObject({
      action: 'user.update',
      details: {
        previousPlan: 'trial',
        subscriptionPlan: 'premium',
        subscriptionEndDate: until,
      },
    });

    // the same values again change nothing and add no entry
    const again = await call('PATCH', `/api/admin/users/${user.id}`, {
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ subscriptionEndDate: until });
    const unchanged = AuditLogResponseSchema.parse(
      (await call('GET', '/api/admin/audit-log')).json(),
    );
    expect(unchanged.total).toBe(logged.total);

    // without a date, a paid plan that runs nowhere gets 12 months
    const other = await registerUser(testApp.app);
    const defaulted = await call('PATCH', `/api/admin/users/${other.user.id}`, {
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
    });
    const end = Date.parse(defaulted.json<{ subscriptionEndDate: string }>().subscriptionEndDate);
    expect(Math.abs(end - (Date.now() + 365 * 24 * 60 * 60 * 1000))).toBeLessThan(
      2 * 24 * 60 * 60 * 1000,
    );

    expect((await call('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(200);
    const log = AuditLogResponseSchema.parse((await call('GET', '/api/admin/audit-log')).json());
    const ref = user.id.slice(0, 8);
    expect(log.entries[0]).toMatchObject({
      action: 'user.delete',
      target: null,
      formerTarget: ref,
    });
    // the earlier entry about the same account now names it the same way
    expect(
      log.entries.find((e) => e.action === 'user.update' && e.formerTarget === ref),
    ).toBeTruthy();
  });

  it('lists contact messages as sent, newest first, and marks them handled', async () => {
    const admin = await registerAdmin(testApp.app, testApp.db);
    const call = callAs(testApp.app, admin.cookie);
    const html = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const inserted = await testApp.db
      .insertInto('supportMessages')
      .values({
        name: 'Eve',
        email: 'eve@example.com',
        subject: 'Markup',
        category: 'bug',
        message: html,
        userId: null,
        ip: '127.0.0.1',
        challengeNonce: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const open = SupportInboxResponseSchema.parse(
      (await call('GET', '/api/admin/support-messages')).json(),
    );
    expect(open.messages[0]).toMatchObject({ id: inserted.id, message: html, handledAt: null });
    const handled = await call('PATCH', `/api/admin/support-messages/${inserted.id}`, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json<{ handledAt: string | null }>().handledAt).not.toBeNull();
    const stillOpen = SupportInboxResponseSchema.parse(
      (await call('GET', '/api/admin/support-messages?status=open')).json(),
    );
    expect(stillOpen.messages.map((m) => m.id)).not.toContain(inserted.id);
    const done = SupportInboxResponseSchema.parse(
      (await call('GET', '/api/admin/support-messages?status=handled')).json(),
    );
    expect(done.messages.map((m) => m.id)).toContain(inserted.id);
    const log = AuditLogResponseSchema.parse((await call('GET', '/api/admin/audit-log')).json());
    expect(log.entries[0]).toMatchObject({
      action: 'support.handled',
      details: { messageId: inserted.id },
    });
  });
});
