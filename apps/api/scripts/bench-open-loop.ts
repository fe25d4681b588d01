/**
 * The open-loop load generator of `pnpm bench` (issue 34), in a process of its own: requests leave
 * at evenly spaced times — one every 1000/rate ms — whatever the server's latency, and each
 * request's latency is counted from the time it was due to leave, so a server (or a generator)
 * that falls behind is charged for it (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it gives each connection a quota per second and resets the
 * quotas on a 1 s timer, so with 50 connections at 100 requests/s the requests leave in a burst at
 * the start of each second. A CPU profile of the server under it (2026-11-28) showed busy stretches
 * of 150–310 ms once a second and idle the rest: the p99 it reported (371 ms for POST at 2.8 ms of
 * CPU per save) measured the burst's queue, not latency at 100 requests/s.
 *
 *   argv[2]: { url, connections, duration, rate, requests: [{ method, path, headers, body }] }
 *
 * Request n goes to user n modulo their count (for PUT: one draft per user). At most `connections`
 * are open at once (node:http's keep-alive agent); a request due while all are busy waits for one,
 * and the wait counts in its latency. Prints `{ requestsPerSecond, p50Ms, p99Ms, maxMs, non2xx,
 * errors, completed, lateSends }` as JSON (`lateSends`: requests the generator itself sent more
 * than 5 ms after they were due).
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

import type { LoadRequest } from './load-request.js';

interface OpenLoopConfig {
  url: string;
  connections: number;
  duration: number;
  rate: number;
  requests: LoadRequest[];
}

const config = JSON.parse(process.argv[2] ?? '{}') as OpenLoopConfig;
const target = new URL(config.url);
const agent = new Agent({ keepAlive: true, maxSockets: config.connections });
const total = Math.round(config.rate * config.duration);
const interval = 1000 / config.rate;
/** A request not answered this long after its due time counts as an error. */
const TIMEOUT_MS = 10_000;

const latencies: number[] = [];
let non2xx = 0;
let errors = 0;
let lateSends = 0;

function send(index: number, due: number): Promise<void> {
  const chosen = config.requests[index % config.requests.length] ?? config.requests[0];
  if (!chosen) throw new Error('no request to send');
  const body = chosen.body === undefined ? undefined : Buffer.from(chosen.body);
  return new Promise<void>((resolve) => {
    const req = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: chosen.method,
        path: chosen.path,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': body.length }),
          ...chosen.headers,
        },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          if ((response.statusCode ?? 0) >= 300) non2xx += 1;
          resolve();
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    req.end(body);
  });
}

const start = performance.now() + 50;
const inFlight: Promise<void>[] = [];
for (let index = 0; index < total; index += 1) {
  const due = start + index * interval;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  if (performance.now() - due > 5) lateSends += 1;
  inFlight.push(send(index, due));
}
await Promise.all(inFlight);
agent.destroy();

latencies.sort((a, b) => a - b);
const at = (quantile: number) =>
  latencies.length === 0
    ? 0
    : Math.round(
        latencies[Math.min(latencies.length - 1, Math.ceil(quantile * latencies.length) - 1)] ?? 0,
      );
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: latencies.length / config.duration,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
    non2xx,
    errors,
    completed: latencies.length,
    lateSends,
  }),
);
