import cluster from 'node:cluster';
import http from 'node:http';

import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';

/** What the database pool reports (PostgreSQL; PGlite has no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface AppMetricsSources {
  /** The pool's connections now, when there is a pool. */
  poolStats?: (() => PoolStats) | undefined;
  /** Whether a database outage is under way (the outage log's state). */
  outageActive: () => boolean;
}

export interface AppMetrics {
  readonly registry: Registry;
  /** Counts one answered request and its duration. */
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** Where the pool and outage gauges read from (set once the app has them). */
  setSources: (sources: AppMetricsSources) => void;
}

/** Request durations: 5 ms to 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of one process (prom-client): requests by method, route pattern and status
 * (a count and a duration histogram), the database pool (connections in use, idle, requests
 * waiting), the outage state, and Node's own (event-loop lag, heap, CPU, GC). Routes are the
 * registered patterns (`/api/assessments/:id`), never raw URLs, so the label set stays small.
 */
export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sources: AppMetricsSources = { outageActive: () => false };

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (in_use, idle) and requests waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_outage',
    help: '1 while the database is unreachable (requests that need it answer 503), else 0',
    registers: [registry],
    collect() {
      this.set(sources.outageActive() ? 1 : 0);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status_code: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    setSources(next) {
      sources = next;
    },
  };
}

/**
 * Serves `GET /metrics` in Prometheus's text format on its own port (METRICS_PORT), apart from
 * the app's: it is for the operator's scraper, never for users. In a cluster's primary process it
 * answers the sum over the workers (prom-client's AggregatorRegistry); else this process's registry.
 */
export function serveMetrics(options: {
  port: number;
  host: string;
  registry?: Registry;
}): Promise<http.Server> {
  const aggregator = options.registry ? undefined : new AggregatorRegistry();
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    const text = options.registry ? options.registry.metrics() : aggregator?.clusterMetrics();
    Promise.resolve(text).then(
      (body) => {
        response.writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE }).end(body);
      },
      (error: unknown) => {
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** In a cluster worker: lets the primary's AggregatorRegistry read this registry. */
export function shareWithClusterPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // the constructor adds the listener that answers the primary's requests
  new AggregatorRegistry();
}
