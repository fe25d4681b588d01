/**
 * Whether the start-up work that needs the database (migrations, the first accounts) is done. A
 * server started while its database is down listens at once — liveness answers — and becomes
 * ready when that work has succeeded (server.ts retries it with backoff).
 */
export interface Readiness {
  readonly ready: boolean;
  /** Resolves when the app becomes ready. */
  readonly whenReady: Promise<void>;
  markReady: () => void;
}

export function createReadiness(initiallyReady = false): Readiness {
  let ready = initiallyReady;
  let resolve: () => void = () => undefined;
  const whenReady = initiallyReady
    ? Promise.resolve()
    : new Promise<void>((done) => {
        resolve = done;
      });
  return {
    get ready() {
      return ready;
    },
    whenReady,
    markReady() {
      if (ready) return;
      ready = true;
      resolve();
    },
  };
}

/** The delays between start-up attempts while the database is down: 0.5 s doubling to 10 s. */
export function startupRetryDelayMs(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** Math.max(0, attempt - 1));
}
