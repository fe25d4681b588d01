import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment intent as the fake keeps it (Stripe's field names). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * A local stand-in for the two Stripe endpoints the API calls (create and retrieve a payment
 * intent), for the real `stripe` SDK pointed at it with host/port/protocol. Tests set an intent's
 * status as Stripe would after the card form, or make the fake fail.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  let counter = 0;
  let failWith: number | null = null;
  const requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const idempotency = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? '',
        path,
        idempotencyKey: typeof idempotency === 'string' ? idempotency : undefined,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (failWith !== null) {
        send(failWith, { error: { type: 'api_error', message: 'fake outage' } });
        return;
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const form = new URLSearchParams(raw);
        counter += 1;
        const id = `pi_fake_${counter}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
        };
        intents.set(id, intent);
        send(200, intent);
        return;
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && match?.[1]) {
        const intent = intents.get(match[1]);
        if (intent) send(200, intent);
        else
          send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        return;
      }
      send(404, { error: { type: 'invalid_request_error', message: 'unknown path' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    intents,
    requests,
    /** Make every call answer this HTTP status (null: behave). */
    setFailure(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
