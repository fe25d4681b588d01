import { API_ROUTES, OkResponseSchema, type OkResponse } from '@healthscreen/api-client';

import { api } from './api.ts';

/**
 * POST /api/auth/logout. It sends an empty JSON object rather than no body: the API (Fastify)
 * answers 400 to a JSON content type without a body, and the client always sends that type.
 */
export function requestSignOut(): Promise<OkResponse> {
  return api.request('POST', API_ROUTES.auth.logout, { body: {}, schema: OkResponseSchema });
}
