import { describe, expect, it } from 'vitest';

import { AnalyticsPageViewBodySchema } from './analytics.js';
import { buildSharedReportUrl, redactShareToken } from './shared-link.js';
import {
  CreateShareBodySchema,
  SHARE_DAYS_MESSAGE,
  ShareListItemSchema,
  ShareSchema,
} from './shares.js';

const TOKEN = 'k3Jq9vX2mZr8TbW4nYp6Lh0sQe1Ua5Fc7Gd2Ii9Oo3A';

describe('a share link’s body and answers', () => {
  it('takes 1 to 30 whole days, with one message for every wrong value', () => {
    expect(CreateShareBodySchema.parse({ days: 1 })).toEqual({ days: 1 });
    expect(CreateShareBodySchema.parse({ days: 30 })).toEqual({ days: 30 });
    for (const days of [0, 31, -1, 1.5, '7', null, undefined]) {
      const result = CreateShareBodySchema.safeParse({ days });
      expect(result.success, String(days)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SHARE_DAYS_MESSAGE);
    }
    expect(CreateShareBodySchema.safeParse({ days: 7, token: 'x' }).success).toBe(false);
  });

  it('puts the link in the create answer only', () => {
    const fields = {
      id: '5b0a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
      createdAt: '2026-12-01T09:00:00.000Z',
      expiresAt: '2026-12-08T09:00:00.000Z',
      revokedAt: null,
      status: 'active',
    } as const;
    expect(ShareSchema.safeParse(fields).success).toBe(false);
    expect(
      ShareSchema.parse({ ...fields, url: buildSharedReportUrl('https://a.example/', TOKEN) }).url,
    ).toBe(`https://a.example/shared/${TOKEN}`);
    // a list row drops anything else it is given, a URL included
    expect(ShareListItemSchema.parse({ ...fields, url: 'x', accessLog: [] })).not.toHaveProperty(
      'url',
    );
  });
});

describe('redactShareToken', () => {
  it('replaces the token of the page and of the API read, and nothing else', () => {
    expect(redactShareToken(`/shared/${TOKEN}`)).toBe('/shared/redacted');
    expect(redactShareToken(`/api/shared/${TOKEN}?x=1`)).toBe('/api/shared/redacted?x=1');
    expect(redactShareToken(`/shared/${TOKEN}/more`)).toBe('/shared/redacted/more');
    expect(redactShareToken('/results/shared/abc')).toBe('/results/shared/abc');
    expect(redactShareToken('/api/shares/abc')).toBe('/api/shares/abc');
    expect(redactShareToken('/shared/')).toBe('/shared/');
  });

  it('keeps a token out of the usage analytics a page view stores', () => {
    expect(
      AnalyticsPageViewBodySchema.parse({
        sessionId: 'abcdefgh12',
        path: `/shared/${TOKEN}`,
        referrer: `/shared/${TOKEN}`,
        timeOnPage: 3,
      }),
    ).toMatchObject({ path: '/shared/redacted', referrer: '/shared/redacted' });
  });
});
