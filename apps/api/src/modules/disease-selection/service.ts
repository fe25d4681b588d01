import type { DiseaseSelectionBody, DiseaseSelectionResponse } from '@healthscreen/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { assertNotExpired } from '../../lib/write-access.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { findDiseaseSelection, upsertDiseaseSelection } from './repository.js';

export function createDiseaseSelectionService(deps: {
  db: Kysely<Database>;
  now: () => number;
  /** Called once a user's selection was saved (the assessment lists show it). */
  onSaved?: (userId: string) => Promise<void>;
}) {
  const { db, now } = deps;
  return {
    async getSelection(user: SessionUser): Promise<DiseaseSelectionResponse> {
      const diseases = await findDiseaseSelection(db, user.id);
      return { selectedDiseases: diseases as DiseaseSelectionResponse['selectedDiseases'] };
    },

    /** Saves exactly 5 names (checked by the body schema); expired users get 403. */
    async saveSelection(
      user: SessionUser,
      body: DiseaseSelectionBody,
    ): Promise<DiseaseSelectionResponse> {
      assertNotExpired(user, now());
      const saved = await upsertDiseaseSelection(db, user.id, body.diseases, new Date(now()));
      await deps.onSaved?.(user.id);
      return { selectedDiseases: saved as DiseaseSelectionResponse['selectedDiseases'] };
    },
  };
}

export type DiseaseSelectionService = ReturnType<typeof createDiseaseSelectionService>;
