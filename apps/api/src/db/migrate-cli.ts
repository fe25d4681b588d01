/**
 * `pnpm db:migrate`: applies the pending migrations to the database of DATABASE_URL (or the
 * embedded one in DATA_DIR) and exits — a deploy's own step before the new servers start. Safe
 * beside servers that start at the same time: the migrator holds PostgreSQL's advisory lock, and
 * a server that finds nothing to apply goes on.
 */
import { createDb } from './create-db.js';
import { migrateToLatest } from './migrate.js';
import { EnvError, parseDatabaseEnv } from '../env.js';

try {
  const { databaseUrl, pgliteDir } = parseDatabaseEnv();
  const handle = await createDb({
    databaseUrl,
    pgliteDir,
    applicationName: 'healthscreen-migrate',
  });
  try {
    const applied = await migrateToLatest(handle.db);
    const where =
      handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${pgliteDir})`;
    console.log(
      applied.length === 0
        ? `${where}: up to date, nothing to apply.`
        : `${where}: applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join('\n')}`,
    );
  } finally {
    await handle.destroy();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}
