import { gunzipSync } from 'node:zlib';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, type DbHandle } from '../create-db.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const BEFORE = '2026_11_26_000010_add_assessment_recommendations';
const PACKING = '2026_11_26_000020_pack_assessment_scores';

/** Scores as an app before the migration stored them: JSON text, not all ASCII. */
function scoresText(index: number): string {
  return JSON.stringify([
    {
      condition: `Condition ${index}`,
      step: 'Age 55 or over – RR ≥ 4 (D’Agostino 2008)',
      points: index,
    },
  ]);
}

describe('migration: assessment scores stored gzip-packed (ADR 0016)', () => {
  let handle: DbHandle;
  /** 201 completed rows (more than one batch of 200) and a draft with no scores. */
  const written = new Map<string, string>();

  beforeAll(async () => {
    handle = await createDb({});
    await migrateTo(handle.db, BEFORE);
    const { rows } = await sql<{ id: string }>`
      insert into users (email, password_hash, first_name, last_name)
      values ('ada@example.com', 'x', 'Ada', 'Lovelace') returning id`.execute(handle.db);
    const userId = rows[0]?.id;
    for (let index = 0; index <= 201; index += 1) {
      const draft = index === 201;
      const text = draft ? '[]' : scoresText(index);
      const inserted = await sql<{ id: string }>`
        insert into assessments (user_id, variant, status, body_hash, responses, risk_scores)
        values (${userId}, 'survey', ${draft ? 'draft' : 'complete'}, 'h', '{}', ${text}::json)
        returning id`.execute(handle.db);
      written.set(inserted.rows[0]?.id ?? '', text);
    }
  });
  afterAll(async () => handle.destroy());

  it('packs every existing row, keeping its JSON text exactly', async () => {
    await migrateTo(handle.db, PACKING);
    const { rows } = await sql<{ id: string; packed: Uint8Array }>`
      select id, risk_scores as packed from assessments`.execute(handle.db);
    expect(rows).toHaveLength(written.size);
    for (const row of rows) {
      expect(gunzipSync(row.packed).toString('utf8')).toBe(written.get(row.id));
    }
  });

  it('unpacks them again when rolled back', async () => {
    await migrateTo(handle.db, BEFORE);
    const { rows } = await sql<{ id: string; text: string }>`
      select id, risk_scores::text as text from assessments`.execute(handle.db);
    expect(rows).toHaveLength(written.size);
    for (const row of rows) expect(row.text).toBe(written.get(row.id));
    await migrateToLatest(handle.db);
  });
});
