import { defineApiRoute, type ApiRoute } from '../api-route.js';
import {
  AccountExportSchema,
  DeleteAccountBodySchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  PasswordResetRequestedSchema,
} from '../account.js';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  OkResponseSchema,
  RegisterBodySchema,
  SessionListSchema,
  SessionStateSchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
} from '../auth.js';
import { HealthResponseSchema } from '../errors.js';
import { API_ROUTES } from '../paths.js';
import { SupportChallengeResponseSchema, SupportContactBodySchema } from '../support.js';
import { UserSchema } from '../user.js';

/** The route table's rows for health, sign-in and the account (assembled into `ROUTES` in ../routes.ts). */
export const SESSION_ROUTES = {
  health: {
    check: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.health,
      access: 'anonymous',
      responses: { 200: HealthResponseSchema },
    }),
    /** 200 while the process runs, whatever the database does (a supervisor's liveness probe). */
    live: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.healthLive,
      access: 'anonymous',
      responses: { 200: HealthResponseSchema },
    }),
    /** 200 once the database answers and its migrations are applied; else 503 (readiness probe). */
    ready: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.healthReady,
      access: 'anonymous',
      responses: { 200: HealthResponseSchema },
    }),
  },
  auth: {
    register: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.register,
      access: 'anonymous',
      body: RegisterBodySchema,
      responses: { 201: UserResponseSchema },
    }),
    login: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.login,
      access: 'anonymous',
      body: LoginBodySchema,
      responses: { 200: UserResponseSchema },
    }),
    logout: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.logout,
      access: 'anonymous',
      responses: { 200: OkResponseSchema },
    }),
    user: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.auth.user,
      access: 'user',
      responses: { 200: UserSchema },
    }),
    /**
     * The web app's session check: 200 `{ user }` signed in, 200 `{ user: null }` signed out, so a
     * visitor's public page logs no failed request (GET /api/auth/user answers 401 then).
     */
    session: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.auth.session,
      access: 'anonymous',
      responses: { 200: SessionStateSchema },
    }),
    updateProfile: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.auth.profile,
      access: 'user',
      body: UpdateProfileBodySchema,
      responses: { 200: UserResponseSchema },
    }),
    changePassword: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.auth.password,
      access: 'user',
      body: ChangePasswordBodySchema,
      responses: { 200: OkResponseSchema },
    }),
    sessions: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.auth.sessions,
      access: 'user',
      responses: { 200: SessionListSchema },
    }),
    signOutEverywhere: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.signOutEverywhere,
      access: 'user',
      responses: { 200: OkResponseSchema },
    }),
    requestPasswordReset: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.passwordResetRequest,
      access: 'anonymous',
      body: PasswordResetRequestBodySchema,
      responses: { 202: PasswordResetRequestedSchema },
    }),
    confirmPasswordReset: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.auth.passwordResetConfirm,
      access: 'anonymous',
      body: PasswordResetConfirmBodySchema,
      responses: { 200: OkResponseSchema },
    }),
  },
  account: {
    export: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.accountExport,
      access: 'user',
      responses: { 200: AccountExportSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.account,
      access: 'user',
      body: DeleteAccountBodySchema,
      responses: { 200: OkResponseSchema },
    }),
  },
  support: {
    challenge: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.support.challenge,
      access: 'anonymous',
      responses: { 200: SupportChallengeResponseSchema },
    }),
    contact: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.support.contact,
      access: 'anonymous',
      body: SupportContactBodySchema,
      responses: { 200: OkResponseSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
