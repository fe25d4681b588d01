import type { PreValidationCheck } from '../../lib/register-route.js';
import { requireSessionUser } from '../auth/guards.js';
import {
  SUBSCRIPTION_EXPIRED_MESSAGE,
  type AccessLevel,
  type DiseaseSelectionBody,
  type DiseaseSelectionResponse,
} from '@healthscreen/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { resolveAccessLevel } from '@healthscreen/api-client';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { findDiseaseSelection, upsertDiseaseSelection } from './repository.js';

export function createSubscriptionExpiredError(): AppError {
  return new AppError({
    statusCode: 403,
    code: 'SUBSCRIPTION_EXPIRED',
    message: SUBSCRIPTION_EXPIRED_MESSAGE,
  });
}

/** 403 for expired users (trial past its end date, expired or cancelled subscription). */
export function assertNotExpired(user: SessionUser, now: number): AccessLevel {
  const level = resolveAccessLevel(user, now);
  if (level === 'expired') throw createSubscriptionExpiredError();
  return level;
}

/**
 * The check every write of a user's own data runs before its body is validated: a signed-out
 * caller gets 401, an expired one 403 (reading what they have stays open).
 */
export function createNotExpiredCheck(now: () => number): PreValidationCheck {
  return async (request) => void assertNotExpired(requireSessionUser(request), now());
}

export function createDiseaseSelectionService(deps: {
  db: Kysely<Database>;
  now: () => number;
  /** Called once a user's selection was saved (the assessment lists show it). */
  onSaved?: (userId: string) => void;
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
      deps.onSaved?.(user.id);
      return { selectedDiseases: saved as DiseaseSelectionResponse['selectedDiseases'] };
    },
  };
}

export type DiseaseSelectionService = ReturnType<typeof createDiseaseSelectionService>;
