/*
 * Where a provider-sharing link points (issue 16): the web app's page `/shared/{token}`, which
 * reads `GET /api/shared/{token}`. No zod here: the web app's usage analytics import this on every
 * page.
 */

/** The full link for a token, on the web app's origin (e.g. `https://app.example/shared/…`). */
export function buildSharedReportUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/shared/${encodeURIComponent(token)}`;
}

/** What a share token is replaced with in logs and analytics. */
export const REDACTED_SHARE_TOKEN = 'redacted';

const SHARED_LINK_TOKEN = /^(\/(?:api\/)?shared\/)[^/?#]+/;

/**
 * The path with a share link's token replaced by `redacted` (`/shared/abc…` →
 * `/shared/redacted`, the same for `/api/shared/…`); any other path unchanged. A token is as good
 * as the link itself, so request logs and usage analytics keep only this.
 */
export function redactShareToken(path: string): string {
  return path.replace(SHARED_LINK_TOKEN, `$1${REDACTED_SHARE_TOKEN}`);
}
