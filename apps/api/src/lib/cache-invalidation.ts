import pg from 'pg';

/** PostgreSQL's channel the processes of one database tell each other what to forget on. */
export const CACHE_INVALIDATION_CHANNEL = 'healthscreen_cache_invalidation';

/**
 * Tells every process of one database to drop what it has cached (a session that was ended, a
 * user whose sessions or data changed). `publish` reaches the other processes and this one alike.
 */
export interface CacheInvalidationBus {
  /** Resolves once the message is sent (or could not be: the database is down). */
  publish: (message: string) => Promise<void>;
  /** `onMessage` for each message published by any process; `onGap` when some may have been missed. */
  subscribe: (onMessage: (message: string) => void, onGap: () => void) => void;
  close: () => Promise<void>;
}

export interface PostgresInvalidationBusOptions {
  databaseUrl: string;
  log: {
    warn: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  };
  /** Backoff between reconnection attempts while the database is down. */
  reconnectDelayMs?: (attempt: number) => number;
}

/**
 * LISTEN/NOTIFY over one dedicated connection per process (the pool's connections come and go).
 * While that connection is lost, notifications may be missed: each reconnection calls `onGap`, and
 * the caches drop everything they hold (they are a few seconds' worth of reads).
 */
export function createPostgresInvalidationBus(
  options: PostgresInvalidationBusOptions,
): CacheInvalidationBus {
  const delay = options.reconnectDelayMs ?? ((attempt) => Math.min(10_000, 250 * 2 ** attempt));
  const handlers: { onMessage: (message: string) => void; onGap: () => void }[] = [];
  let listener: pg.Client | undefined;
  let publisher: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let lost = false;

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: 'healthscreen-cache-bus',
    });
    client.on('error', () => undefined);
    client.on('notification', (notification) => {
      if (notification.channel !== CACHE_INVALIDATION_CHANNEL || !notification.payload) return;
      for (const handler of handlers) handler.onMessage(notification.payload);
    });
    client.on('end', () => {
      if (listener === client) listener = undefined;
      if (!closed) {
        lost = true;
        schedule();
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_INVALIDATION_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    attempt = 0;
    if (lost) {
      lost = false;
      options.log.info({}, 'cache invalidation channel back: cached sessions dropped');
      for (const handler of handlers) handler.onGap();
    }
  };

  const schedule = () => {
    if (closed || timer) return;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect().then(() => {
        if (!listener) schedule();
      });
    }, delay(attempt));
    timer.unref();
  };

  void connect().then(() => {
    if (!listener) {
      lost = true;
      schedule();
    }
  });

  // NOTIFY goes through a second dedicated connection, opened on first use and again after a
  // loss; messages go out one after the other
  let chain: Promise<void> = Promise.resolve();
  const send = async (message: string) => {
    if (closed) return;
    try {
      if (!publisher) {
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          application_name: 'healthscreen-cache-bus',
        });
        client.on('error', () => undefined);
        client.on('end', () => {
          if (publisher === client) publisher = undefined;
        });
        publisher = client;
        await client.connect();
      }
      await publisher.query('select pg_notify($1, $2)', [CACHE_INVALIDATION_CHANNEL, message]);
    } catch (error) {
      // the database is unreachable: the other processes' entries expire within their TTL, and
      // their listener's reconnection drops them all anyway
      await publisher?.end().catch(() => undefined);
      publisher = undefined;
      options.log.warn({ err: error }, 'cache invalidation not sent');
    }
  };

  return {
    publish(message) {
      chain = chain.then(() => send(message));
      return chain;
    },
    subscribe(onMessage, onGap) {
      handlers.push({ onMessage, onGap });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const clients = [listener, publisher].filter((client) => client !== undefined);
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    },
  };
}
