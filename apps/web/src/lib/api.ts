import { createApiClient } from '@healthscreen/api-client';

import { env } from '../config/env.ts';

/** The one API client of the app (same origin by default; cookies included on every call). */
export const api = createApiClient({ baseUrl: env.VITE_API_BASE_URL });
