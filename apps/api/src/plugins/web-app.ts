import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { isApiPath } from './security.js';

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any GET outside /api that is
 * not a file answers index.html. Unknown /api paths answer a JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, options: { webDistDir?: string | undefined }) {
  const root = options.webDistDir;
  const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
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
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not Found', code: 'NOT_FOUND' });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
