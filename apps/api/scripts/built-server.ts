/**
 * What `pnpm start` runs after a build — `node dist/server.js` with the server's V8 flags,
 * embedded PGlite in a fresh data directory and the built web app — in a process of its own, for
 * the bench's cold start and Lighthouse parts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { SERVER_V8_FLAGS } from '../src/runtime-flags.js';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_JS = path.join(API_ROOT, 'dist', 'server.js');

/** Whether the API and the web app are built (`pnpm build`), in this checkout or the one at `apiRoot`. */
export function isBuilt(apiRoot = API_ROOT): boolean {
  return (
    existsSync(path.join(apiRoot, 'dist', 'server.js')) &&
    existsSync(path.join(apiRoot, '../web/dist/index.html'))
  );
}

/**
 * Starts the built server on `port` with its data in `dataDir` — this checkout's, or another
 * checkout's (`apiRoot`: its apps/api, e.g. the previous build the bench compares with).
 */
export function spawnBuiltServer(port: number, dataDir: string, apiRoot = API_ROOT): ChildProcess {
  const serverJs = apiRoot === API_ROOT ? SERVER_JS : path.join(apiRoot, 'dist', 'server.js');
  return spawn(process.execPath, [...SERVER_V8_FLAGS, serverJs], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

/** Stops a server started above and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
