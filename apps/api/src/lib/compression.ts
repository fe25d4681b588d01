import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * How the API compresses its answers (one place for the plugin and for answers kept as text):
 * 1 KB and more, brotli quality 2 or gzip level 3 — a 54 KB assessment packs to 8.9 KB in ~0.3 ms
 * (brotli 4, the plugin's default: 8.1 KB in 0.7 ms). The web app's files come precompressed.
 */
const THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;

export const COMPRESS_PLUGIN_OPTIONS: FastifyCompressOptions = {
  global: true,
  threshold: THRESHOLD_BYTES,
  encodings: [...ENCODINGS],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: GZIP_LEVEL },
};

/** The encoding @fastify/compress would choose for this request (its negotiation, its aliases). */
function chooseEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

function encode(encoding: Encoding, text: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipSync(text, { level: GZIP_LEVEL });
}

/**
 * JSON text that is answered many times (a cached result): compressed once per encoding, when
 * first asked for, instead of on every answer.
 */
export class JsonText {
  readonly text: string;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.text = text;
  }

  encoded(encoding: Encoding): Buffer {
    let buffer = this.#encoded.get(encoding);
    if (buffer === undefined) {
      buffer = encode(encoding, this.text);
      this.#encoded.set(encoding, buffer);
    }
    return buffer;
  }
}

/**
 * Sends JSON made (and checked against the route's response schema) earlier, as it is. A string
 * with a JSON content type is not serialized again by Fastify; with `compress` (the app's
 * COMPRESS_RESPONSES) the answer goes out in the encoding the compression plugin would have
 * chosen, from the text's own compressed copy — the plugin leaves an encoded answer alone.
 */
export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  json: JsonText | string,
  compress: boolean,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const text = typeof json === 'string' ? json : json.text;
  if (!compress || typeof json === 'string' || Buffer.byteLength(text) < THRESHOLD_BYTES) {
    return reply.send(text);
  }
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) {
    reply.header('vary', `${String(vary)}, accept-encoding`);
  }
  const encoding = chooseEncoding(request);
  if (encoding === undefined) return reply.send(text);
  return reply.header('content-encoding', encoding).send(json.encoded(encoding));
}
