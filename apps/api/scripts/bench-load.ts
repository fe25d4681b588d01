/**
 * The load generator of `pnpm bench`, in a process of its own (scripts/bench.ts runs it once per
 * measurement): autocannon with the request given as JSON in argv[2]. `requests` holds one
 * request per simulated user; connection n sends user n modulo their count, so 50 connections
 * with 50 users never wait on each other's row locks.
 *
 *   { url, connections, duration, overallRate?, requests: [{ method, path, headers, body }] }
 *
 * `overallRate` (requests per second over all connections) makes it an open-loop load: requests
 * leave at that fixed rate whatever the server's latency (while a connection is free), so the
 * latency is the server's at that offered load, not a function of the connection count.
 *
 * Prints `{ requestsPerSecond, p99Ms, non2xx, errors, completed }` as JSON (`completed`: responses
 * received in the measurement).
 */
import autocannon from 'autocannon';

import type { LoadRequest } from './load-request.js';

interface LoadConfig {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests: LoadRequest[];
}

const config = JSON.parse(process.argv[2] ?? '{}') as LoadConfig;
let nextConnection = 0;

const [only] = config.requests;
// one request for every connection: built once (setupRequest per request would slow the generator)
const result = await autocannon({
  // autocannon's top-level options take the path from the URL
  url: config.requests.length === 1 && only ? `${config.url}${only.path}` : config.url,
  connections: config.connections,
  duration: config.duration,
  ...(config.overallRate === undefined ? {} : { overallRate: config.overallRate }),
  ...(config.requests.length === 1 && only
    ? {
        method: only.method,
        headers: {
          ...(only.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...only.headers,
        },
        ...(only.body === undefined ? {} : { body: only.body }),
      }
    : {}),
  requests:
    config.requests.length === 1
      ? undefined
      : [
          {
            setupRequest: (request, context: { user?: number }) => {
              context.user ??= nextConnection++ % config.requests.length;
              const chosen = config.requests[context.user] ?? config.requests[0];
              if (!chosen) return request;
              return {
                ...request,
                method: chosen.method,
                path: chosen.path,
                headers: {
                  ...(chosen.body === undefined ? {} : { 'content-type': 'application/json' }),
                  ...chosen.headers,
                },
                ...(chosen.body === undefined ? {} : { body: chosen.body }),
              };
            },
          },
        ],
});

process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    completed: result.requests.total,
  }),
);
