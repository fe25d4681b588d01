import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import { firstReadOfPage } from '@healthscreen/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { isApiPath } from './security.js';

/** Hashed build output: a missing file here is a stale or mistyped URL, never a page. */
const ASSETS_PREFIX = '/assets/';

/** The copies the web build writes beside each text file: sent for it, never as themselves. */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/i;

/** A last path segment with an extension (`/.env`, `/config.json`): a file, never an app page. */
const FILE_NAME = /\/[^/]*\.[^/]*$/;

/** True for a GET the app page answers: outside /api and /assets, and not a file name. */
function isAppPage(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return false;
  }
  return !isApiPath(pathname) && !pathname.startsWith(ASSETS_PREFIX) && !FILE_NAME.test(pathname);
}

/**
 * A signed-in page's first API read as a `Link: rel=preload` header (issue 34): the browser asks
 * for it with the page, so the answer is there when the app's code, once loaded, sends the same
 * request, instead of leaving only then. Only with a session cookie: a visitor's preload would
 * be answered 401 (and logged in the console) while the app sends them to the login page.
 */
function preloadHeader(request: FastifyRequest, sessionCookie: string): string | undefined {
  // the raw header, parsed by @fastify/cookie: the parsed cookie is dropped for pages (app.ts)
  const cookies = request.server.parseCookie(request.headers.cookie ?? '');
  if (cookies[sessionCookie] === undefined) return undefined;
  const read = firstReadOfPage(request.url.split('?')[0] ?? '');
  return read === null
    ? undefined
    : `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any GET outside /api and
 * /assets that is not a file and has no file extension answers index.html. Unknown /api paths,
 * missing assets and other missing files (`/.env`) answer a JSON 404. Text files are sent from
 * the brotli or gzip copies the web build writes beside them (`preCompressed`), with
 * `Content-Encoding` and `Vary: Accept-Encoding`; those copies are never sent as themselves
 * (`/index.html.br` is a 404).
 */
async function webAppPlugin(
  app: FastifyInstance,
  options: { webDistDir?: string | undefined; sessionCookie: string },
) {
  const root = options.webDistDir;
  const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathname) => !PRECOMPRESSED_COPY.test(pathname),
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
      isAppPage(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      const preload = preloadHeader(request, options.sessionCookie);
      if (preload !== undefined) reply.header('link', preload);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not Found', code: 'NOT_FOUND' });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
