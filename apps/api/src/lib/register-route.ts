import type { ApiRoute, RouteAccess } from '@healthscreen/api-client';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { requireSessionUser } from './session-user.js';
import { AppError } from './app-error.js';

/** The app as the route plugins see it: zod schemas type the requests and replies. */
export type ZodFastifyInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route-table row as Fastify's `schema` option (what types `request` and `reply`). */
export interface FastifySchemaOf<TRoute extends ApiRoute> {
  params: TRoute extends { params: infer P } ? P : undefined;
  querystring: TRoute extends { query: infer Q } ? Q : undefined;
  body: TRoute extends { body: infer B } ? B : undefined;
  response: TRoute['responses'];
}

/** The handler of a row: `request.params/query/body` are the row's parsed schemas' output. */
export type RouteHandlerOf<TRoute extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FastifySchemaOf<TRoute>,
  ZodTypeProvider
>;

/** A check that runs before the body is validated; it answers by throwing an AppError. */
export type PreValidationCheck = (request: FastifyRequest) => Promise<void>;

/** Fastify route options a row does not hold (rate limits, a serializer, …). */
export type RouteExtraOptions = Omit<RouteShorthandOptions, 'schema' | 'preValidation'> & {
  /** Runs after the row's access check and before validation (e.g. 403 before 400). */
  preValidation?: PreValidationCheck;
};

function createForbiddenError(): AppError {
  return new AppError({ statusCode: 403, code: 'FORBIDDEN', message: 'Admins only' });
}

/**
 * The row's `access`, checked before the body is validated: a signed-out caller of a user route
 * gets 401, not a 400 about a body it should not be sending.
 */
const ACCESS_CHECKS: Record<RouteAccess, PreValidationCheck | undefined> = {
  anonymous: undefined,
  user: async (request) => void requireSessionUser(request),
  admin: async (request) => {
    if (requireSessionUser(request).userType !== 'admin') throw createForbiddenError();
  },
};

/** The row's schemas in Fastify's `schema` shape (only the parts the row has). */
export function toFastifySchema<TRoute extends ApiRoute>(route: TRoute): FastifySchemaOf<TRoute> {
  const schema: Record<string, unknown> = { response: route.responses };
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  return schema as unknown as FastifySchemaOf<TRoute>;
}

/**
 * Registers one row of the route table (`ROUTES` in `@healthscreen/api-client`): its method,
 * path and schemas come from the row, its access check from the row's `access`; the handler and
 * any extra Fastify option (rate limit, serializer, a further check) from the caller.
 */
export function registerRoute<TRoute extends ApiRoute>(
  app: ZodFastifyInstance,
  route: TRoute,
  handler: RouteHandlerOf<TRoute>,
  options: RouteExtraOptions = {},
): void {
  const { preValidation, ...rest } = options;
  const checks = [ACCESS_CHECKS[route.access], preValidation].filter(
    (check): check is PreValidationCheck => check !== undefined,
  );
  app.route({
    ...rest,
    method: route.method,
    url: route.path,
    schema: toFastifySchema(route),
    ...(checks.length > 0 ? { preValidation: checks } : {}),
    handler,
  });
}
