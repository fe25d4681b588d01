/**
 * One request of a bench measurement, as scripts/bench.ts hands it to its load generators
 * (scripts/bench-load.ts, closed loop; scripts/bench-open-loop.ts, open loop) in their argv JSON.
 */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
