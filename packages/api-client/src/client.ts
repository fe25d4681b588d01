import type { z } from 'zod';

import {
  loadRoute,
  ROUTE_GROUP_NAMES,
  ROUTE_GROUPS,
  type RouteAt,
  type RouteGroup,
  type RouteKey,
} from './client-routes.js';
import type { ApiRoute, HttpMethod, RouteDownload, RouteUpload } from './contract/api-route.js';
import { ApiErrorBodySchema } from './contract/errors.js';
import { fillRoutePath } from './contract/paths.js';
import type { User } from './contract/user.js';

export type { HttpMethod } from './contract/api-route.js';

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

type SchemaInput<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : never;

/**
 * What a row's method (and `call(route, input)`) takes: the row's params, query and body, typed by
 * its schemas; for an upload row (`upload`), the file instead of a body.
 */
export type RouteCallOptions<TRoute extends ApiRoute> = { signal?: AbortSignal } & (TRoute extends {
  params: infer P;
}
  ? { params: SchemaInput<P> }
  : { params?: undefined }) &
  (TRoute extends { query: infer Q } ? { query?: SchemaInput<Q> } : { query?: undefined }) &
  (TRoute extends { upload: RouteUpload }
    ? { file: Blob; fileName?: string; body?: undefined }
    : // a route without a body schema takes at most an empty JSON object
      TRoute extends { body: infer B }
      ? undefined extends SchemaInput<B>
        ? { body?: SchemaInput<B> }
        : { body: SchemaInput<B> }
      : { body?: Record<string, never> });

type RouteCallArgs<TRoute extends ApiRoute> =
  Record<never, never> extends RouteCallOptions<TRoute>
    ? [input?: RouteCallOptions<TRoute>]
    : [input: RouteCallOptions<TRoute>];

/** What a row's method resolves to: its response schema's output, or a `File` for a download row. */
export type RouteResponse<TRoute extends ApiRoute> = TRoute extends { download: RouteDownload }
  ? File
  : z.output<TRoute['responses'][keyof TRoute['responses']]>;

/** A row's method on the client, e.g. `client.assessments.get({ params: { id }, signal })`. */
export type RouteMethod<TRoute extends ApiRoute> = (
  ...args: RouteCallArgs<TRoute>
) => Promise<RouteResponse<TRoute>>;

/** One method per row of the route table: `client.<group>.<row>(input)`. */
export type RouteMethods = {
  readonly [G in RouteGroup]: { readonly [K in RouteKey<G>]: RouteMethod<RouteAt<G, K>> };
};

/** Every field a call's input may have (each row's method takes its own part of them). */
interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  file?: Blob;
  fileName?: string;
  signal?: AbortSignal;
}

/** `?a=1&b=2` from the defined entries of a query object; '' when there are none. */
function toQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(String(value as string | number))}`,
    );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` preferred over
 * `filename="…"`), or undefined when it gives none.
 */
function readAttachmentName(header: string | null): string | undefined {
  if (header === null) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name === undefined || name === '' ? undefined : name;
}

/**
 * The request body of a row: its upload form, else the caller's JSON body; a non-GET row sends an
 * empty JSON object when given none (every request has a JSON content type).
 */
function toRequestBody(route: ApiRoute, input: CallInput): unknown {
  if (!route.upload) return input.body ?? (route.method === 'GET' ? undefined : {});
  const form = new FormData();
  form.append(route.upload.field, input.file as Blob, input.fileName ?? route.upload.fileName);
  return form;
}

/** A JSON request (or a form: fetch then writes its multipart content type and boundary). */
function toJsonInit(method: HttpMethod, body: unknown, signal: AbortSignal | undefined) {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    headers: isForm
      ? { Accept: 'application/json' }
      : { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
  };
  if (isForm) init.body = body;
  else if (body !== undefined) init.body = JSON.stringify(body);
  if (signal) init.signal = signal;
  return init;
}

/**
 * A download row's answer as a `File` (a Blob) named by its `Content-Disposition`, else by the
 * row's `fallbackName`.
 */
async function readFile(response: Response, file: RouteDownload): Promise<File> {
  const blob = await response.blob();
  const name = readAttachmentName(response.headers.get('content-disposition'));
  return new File([blob], name ?? file.fallbackName, { type: blob.type || file.accept });
}

type CallRoute = (route: ApiRoute, input: CallInput | undefined) => Promise<unknown>;

/**
 * One group's methods, each made on first use from the name asked for (`client.assessments.get`):
 * the names and types come from the route table's type, the row from its area when the method is
 * called, so that building the client loads no schema.
 */
function createGroupMethods(group: RouteGroup, call: CallRoute): object {
  const methods: Record<string, (input?: CallInput) => Promise<unknown>> = {};
  return new Proxy(methods, {
    get(made, key) {
      // symbols (inspection) and `then` (a group is no promise) are not rows
      if (typeof key !== 'string' || key === 'then') return undefined;
      made[key] ??= async (input) => call(await loadRoute(group, key as never), input);
      return made[key];
    },
  });
}

/**
 * Builds the typed client: `client.<group>.<row>(input)` for every row of the route table, `call`
 * for any row, `request` for anything else. Every JSON request sends `credentials: 'include'` and
 * a JSON content type; any non-2xx answer throws {@link ApiError}.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Sends one request; a non-2xx answer throws {@link ApiError}. */
  async function fetchOk(path: string, init: RequestInit): Promise<Response> {
    const response = await doFetch(`${baseUrl}${path}`, init);
    if (response.ok) return response;
    const bodyText = await response.text();
    throw new ApiError({ status: response.status, statusText: response.statusText, bodyText });
  }

  /** Sends one JSON request; resolves with the status and the parsed JSON answer. */
  async function send(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal) {
    const response = await fetchOk(path, toJsonInit(method, body, signal));
    const text = await response.text();
    return { status: response.status, data: text === '' ? null : (JSON.parse(text) as unknown) };
  }

  /** Any request by method and path; the answer is parsed with `schema` when one is given. */
  async function request<TSchema extends z.ZodType = z.ZodUnknown>(
    method: HttpMethod,
    path: string,
    { body, schema, signal }: RequestOptions<TSchema> = {},
  ): Promise<z.output<TSchema>> {
    const { data } = await send(method, path, body, signal);
    return (schema ? schema.parse(data) : data) as z.output<TSchema>;
  }

  /**
   * One row of the route table: fills the path's `:params`, adds the query, sends the body and
   * parses the answer with the row's response schema for the status received (the row's first
   * one when it lists no schema for that status); a download row resolves with the file.
   */
  async function call<TRoute extends ApiRoute>(
    route: TRoute,
    ...[input]: RouteCallArgs<TRoute>
  ): Promise<RouteResponse<TRoute>> {
    const given: CallInput = input ?? {};
    const path = `${fillRoutePath(route.path, given.params)}${toQueryString(given.query)}`;
    if (route.download) {
      const init: RequestInit = {
        method: route.method,
        // an error answers JSON
        headers: { Accept: `${route.download.accept}, application/json` },
        credentials: 'include',
      };
      if (given.signal) init.signal = given.signal;
      return (await readFile(await fetchOk(path, init), route.download)) as RouteResponse<TRoute>;
    }
    const body = toRequestBody(route, given);
    const { status, data } = await send(route.method, path, body, given.signal);
    const schema = route.responses[status] ?? Object.values(route.responses)[0];
    return (schema ? schema.parse(data) : data) as RouteResponse<TRoute>;
  }

  const callRoute: CallRoute = (route, input) => call(route, input as never);
  const routes = Object.fromEntries(
    ROUTE_GROUP_NAMES.map((group) => [group, createGroupMethods(group, callRoute)]),
  ) as RouteMethods;

  return {
    ...routes,
    request,
    call,

    /**
     * Starts loading these groups' rows and schemas now, so that their first calls do not wait
     * for them: a page calls it as its code loads, while the session is being checked. The rows
     * kept apart (the assessment saves and delete) still load with their first call.
     */
    loadRoutes: async (...groups: RouteGroup[]): Promise<void> => {
      await Promise.all(groups.map((group) => ROUTE_GROUPS[group]()));
    },

    /** GET /api/auth/user → the current user, or null when signed out (401). */
    getCurrentUserOrNull: (signal?: AbortSignal): Promise<User | null> =>
      routes.auth.user({ signal }).catch((error: unknown) => {
        if (isApiErrorStatus(error, 401)) return null;
        throw error;
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
