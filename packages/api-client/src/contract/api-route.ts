import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call a route: anyone, a signed-in user (else 401), or a signed-in admin (else 401/403). */
export const ROUTE_ACCESS = ['anonymous', 'user', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** A row whose 2xx answer is a file, not JSON (the client resolves with a `File`). */
export interface RouteDownload {
  /** The file's content type: sent as `Accept` (with JSON, which errors answer). */
  readonly accept: string;
  /** The file's name when the answer's `Content-Disposition` gives none. */
  readonly fallbackName: string;
}

/** A row whose request is multipart/form-data with one file, not JSON (it has no body schema). */
export interface RouteUpload {
  /** The form field that holds the file. */
  readonly field: string;
  /** The file's name when the caller gives none. */
  readonly fileName: string;
}

/**
 * One row of the route table: everything the server registers and the client calls with.
 * `path` is Fastify-style (`/api/assessments/:id`); `params`, `query` and `body` are checked by the
 * server before the handler runs; `responses` holds the answer's schema by 2xx status (the server
 * checks what it sends, the client what it receives). `download` and `upload` tell the client
 * that the answer or the request is not JSON.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: Readonly<Record<number, z.ZodType>>;
  readonly download?: RouteDownload;
  readonly upload?: RouteUpload;
}

/** Keeps a row's literal method, path and schema types (the client and Fastify infer from them). */
export function defineApiRoute<const TRoute extends ApiRoute>(route: TRoute): TRoute {
  return route;
}
