import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call a route: anyone, a signed-in user (else 401), or a signed-in admin (else 401/403). */
export const ROUTE_ACCESS = ['anonymous', 'user', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * One row of the route table: everything the server registers and the client calls with.
 * `path` is Fastify-style (`/api/assessments/:id`); `params`, `query` and `body` are checked by the
 * server before the handler runs; `responses` holds the answer's schema by 2xx status (the server
 * checks what it sends, the client what it receives).
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

/** Keeps a row's literal method, path and schema types (the client and Fastify infer from them). */
export function defineApiRoute<const TRoute extends ApiRoute>(route: TRoute): TRoute {
  return route;
}
