import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { isApiPath } from './security.js';

/** Hashed build output: a missing file here is a stale or mistyped URL, never a page. */
const ASSETS_PREFIX = '/assets/';

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any GET outside /api and
 * /assets that is not a file answers index.html. Unknown /api paths and missing assets answer a
 * JSON 404. Text files are sent from the brotli or gzip copies the web build writes beside them
 * (`preCompressed`), with `Content-Encoding` and `Vary: Accept-Encoding`.
 */
async function webAppPlugin(app: FastifyInstance, options: { webDistDir?: string | undefined }) {
  const root = options.webDistDir;
  const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(root, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else if (root !== undefined) {
    app.log.warn({ webDistDir: root }, 'web app not built: only /api is served');
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      hasWebApp &&
      !isApiPath(request.url) &&
      !request.url.startsWith(ASSETS_PREFIX) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not Found', code: 'NOT_FOUND' });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
