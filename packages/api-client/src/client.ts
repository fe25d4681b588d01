import type { z } from 'zod';

import {
  OkResponseSchema,
  UserResponseSchema,
  type ChangePasswordBody,
  type LoginBody,
  type OkResponse,
  type RegisterBody,
  type UpdateProfileBody,
} from './contract/auth.js';
import {
  AssessmentListResponseSchema,
  AssessmentSchema,
  DiseaseSelectionResponseSchema,
  type Assessment,
  type AssessmentListQuery,
  type CreateAssessmentRequest,
  type DiseaseSelectionBody,
  type DiseaseSelectionResponse,
  type SaveDraftRequest,
  type UpdateAssessmentRequest,
} from './contract/assessments.js';
import { API_ROUTES } from './contract/constants.js';
import {
  ApiErrorBodySchema,
  HealthResponseSchema,
  type HealthResponse,
} from './contract/errors.js';
import {
  SupportChallengeResponseSchema,
  type SupportChallengeResponse,
  type SupportContactBody,
} from './contract/support.js';
import { UserSchema, type User } from './contract/user.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-2xx answer. `message` follows the spec's rule: `"<status>: <body text or status text>"`.
 * `body` is the parsed JSON body when the reply was JSON, else the raw text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(options: { status: number; statusText: string; bodyText: string }) {
    super(`${options.status}: ${options.bodyText || options.statusText}`);
    this.status = options.status;
    this.body = parseBody(options.bodyText);
  }

  /** The server's `code` field, when the body is the API's error shape. */
  get code(): string | undefined {
    const parsed = ApiErrorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data.code : undefined;
  }
}

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The message to show for a failed call: the server's `message` field when there is one, else the
 * fallback (for network failures, HTML error pages, anything unexpected).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const parsed = ApiErrorBodySchema.safeParse(error.body);
    if (parsed.success && parsed.data.message.trim() !== '') return parsed.data.message;
  }
  return fallback;
}

/** True when `error` is an ApiError with this HTTP status. */
export function isApiErrorStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

export interface ApiClientOptions {
  /** Prefix for every path, e.g. `http://127.0.0.1:3001`. Default '' (same origin). */
  baseUrl?: string;
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof fetch;
}

export interface RequestOptions<TSchema extends z.ZodType> {
  body?: unknown;
  /** When given, the JSON answer is parsed with it (and typed by it). */
  schema?: TSchema;
  signal?: AbortSignal;
}

/**
 * Builds the typed client. Every request sends a JSON content type and `credentials: 'include'`;
 * any non-2xx answer throws {@link ApiError}.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<TSchema extends z.ZodType = z.ZodUnknown>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions<TSchema> = {},
  ): Promise<z.output<TSchema>> {
    const init: RequestInit = {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
    };
    if (requestOptions.body !== undefined) init.body = JSON.stringify(requestOptions.body);
    if (requestOptions.signal) init.signal = requestOptions.signal;

    const response = await doFetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        bodyText: text,
      });
    }
    const data: unknown = text === '' ? null : JSON.parse(text);
    return (requestOptions.schema ? requestOptions.schema.parse(data) : data) as z.output<TSchema>;
  }

  async function getCurrentUser(signal?: AbortSignal): Promise<User> {
    return request('GET', API_ROUTES.auth.user, { schema: UserSchema, signal });
  }

  return {
    request,

    /** GET /api/health → `{ status: 'ok' }`. */
    getHealth: (): Promise<HealthResponse> =>
      request('GET', API_ROUTES.health, { schema: HealthResponseSchema }),

    /** POST /api/auth/register → the new user (201). */
    register: async (body: RegisterBody): Promise<User> =>
      (await request('POST', API_ROUTES.auth.register, { body, schema: UserResponseSchema })).user,

    /** POST /api/auth/login → the signed-in user. */
    login: async (body: LoginBody): Promise<User> =>
      (await request('POST', API_ROUTES.auth.login, { body, schema: UserResponseSchema })).user,

    /** POST /api/auth/logout → `{ ok: true }`. */
    logout: (): Promise<OkResponse> =>
      request('POST', API_ROUTES.auth.logout, { schema: OkResponseSchema }),

    /** GET /api/auth/user → the current user; throws ApiError(401) when signed out. */
    getCurrentUser,

    /** GET /api/auth/user → the current user, or null when signed out (401). */
    getCurrentUserOrNull: async (signal?: AbortSignal): Promise<User | null> => {
      try {
        return await getCurrentUser(signal);
      } catch (error) {
        if (isApiErrorStatus(error, 401)) return null;
        throw error;
      }
    },

    /** PATCH /api/auth/profile → the updated user. */
    updateProfile: async (body: UpdateProfileBody): Promise<User> =>
      (await request('PATCH', API_ROUTES.auth.profile, { body, schema: UserResponseSchema })).user,

    /** PATCH /api/auth/password → `{ ok: true }`. */
    changePassword: (body: ChangePasswordBody): Promise<OkResponse> =>
      request('PATCH', API_ROUTES.auth.password, { body, schema: OkResponseSchema }),

    /** GET /api/support/challenge → `{ question, token }`. */
    getSupportChallenge: (): Promise<SupportChallengeResponse> =>
      request('GET', API_ROUTES.support.challenge, { schema: SupportChallengeResponseSchema }),

    /** POST /api/support/contact → `{ ok: true }`. */
    sendSupportMessage: (body: SupportContactBody): Promise<OkResponse> =>
      request('POST', API_ROUTES.support.contact, { body, schema: OkResponseSchema }),

    /** GET /api/assessments → the user's completed assessments (default), oldest first. */
    listAssessments: (
      query: AssessmentListQuery = {},
      signal?: AbortSignal,
    ): Promise<Assessment[]> => {
      const path = query.status
        ? `${API_ROUTES.assessments}?status=${encodeURIComponent(query.status)}`
        : API_ROUTES.assessments;
      return request('GET', path, { schema: AssessmentListResponseSchema, signal });
    },

    /** GET /api/assessments/{id} → one of the user's assessments; ApiError(404) otherwise. */
    getAssessment: (id: string, signal?: AbortSignal): Promise<Assessment> =>
      request('GET', API_ROUTES.assessment(id), { schema: AssessmentSchema, signal }),

    /** POST /api/assessments → a new completed assessment, scored on the server (201). */
    createAssessment: (body: CreateAssessmentRequest): Promise<Assessment> =>
      request('POST', API_ROUTES.assessments, { body, schema: AssessmentSchema }),

    /** POST /api/assessments `{ draft: true }` → creates or updates the variant's one draft. */
    saveAssessmentDraft: (body: SaveDraftRequest): Promise<Assessment> =>
      request('POST', API_ROUTES.assessments, {
        body: { ...body, draft: true },
        schema: AssessmentSchema,
      }),

    /**
     * PUT /api/assessments/{id} → the saved assessment. Send a growing `revision` with every
     * auto-save: a repeat answers the same, an older one fails with ApiError(409).
     */
    updateAssessment: (id: string, body: UpdateAssessmentRequest): Promise<Assessment> =>
      request('PUT', API_ROUTES.assessment(id), { body, schema: AssessmentSchema }),

    /** DELETE /api/assessments/{id} → `{ ok: true }` (discards a draft or a saved assessment). */
    deleteAssessment: (id: string): Promise<OkResponse> =>
      // an empty JSON object: a JSON content type with no body at all is a 400 in Fastify
      request('DELETE', API_ROUTES.assessment(id), { body: {}, schema: OkResponseSchema }),

    /** GET /api/user/disease-selection → `{ selectedDiseases }` ([] when none yet). */
    getDiseaseSelection: (signal?: AbortSignal): Promise<DiseaseSelectionResponse> =>
      request('GET', API_ROUTES.user.diseaseSelection, {
        schema: DiseaseSelectionResponseSchema,
        signal,
      }),

    /** POST /api/user/disease-selection `{ diseases }` (exactly 5) → `{ selectedDiseases }`. */
    saveDiseaseSelection: (body: DiseaseSelectionBody): Promise<DiseaseSelectionResponse> =>
      request('POST', API_ROUTES.user.diseaseSelection, {
        body,
        schema: DiseaseSelectionResponseSchema,
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
