import type { OkResponse } from '@healthscreen/api-client';

import { api } from './api.ts';

/** POST /api/auth/logout (with an empty JSON object, as every body-less POST of the client). */
export function requestSignOut(): Promise<OkResponse> {
  return api.auth.logout();
}
