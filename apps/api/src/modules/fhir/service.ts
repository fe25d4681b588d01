import { FhirBundleSchema, formatFhirFileName, type FhirBundle } from '@healthscreen/api-client';
import { resolveAccessLevel } from '@healthscreen/domain-policy';
import type { ConditionRisk, RedFlag } from '@healthscreen/risk-engine';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import {
  createNotFoundError,
  describeAccess,
  isUuid,
  readUserAssessment,
} from '../assessments/index.js';
import { buildFhirBundle } from './build-bundle.js';

export const FHIR_DRAFT_MESSAGE =
  'This assessment is not finished yet. Complete it to export it for your clinic.';

export interface FhirExport {
  bundle: FhirBundle;
  /** `healthscreen-fhir-YYYY-MM-DD.json`, dated by the assessment's completion. */
  fileName: string;
}

export function createFhirExportService(deps: { db: Kysely<Database>; now: () => number }) {
  const { db, now } = deps;
  return {
    /**
     * GET /api/assessments/{id}/fhir: the user's own completed assessment as a FHIR Bundle, with the
     * results page's access rule (trial/basic/expired: their 5 and any high level; premium: all).
     * Another user's id, or no UUID, is a 404 (ownership is in the query); a draft is a 409.
     */
    async exportAssessment(user: SessionUser, id: string): Promise<FhirExport> {
      if (!isUuid(id)) throw createNotFoundError();
      const row = await readUserAssessment(db, user.id, id);
      if (!row) throw createNotFoundError();
      if (row.status !== 'complete' || row.completedAt === null) {
        throw new AppError({
          statusCode: 409,
          code: 'NO_COMPLETED_ASSESSMENT',
          message: FHIR_DRAFT_MESSAGE,
        });
      }
      const access = describeAccess(
        resolveAccessLevel(user, now()),
        Array.isArray(row.selectedDiseases) ? (row.selectedDiseases as string[]) : [],
      );
      const bundle = buildFhirBundle({
        assessment: {
          id: row.id,
          variant: row.variant,
          completedAt: row.completedAt,
          responses: row.responses,
          riskScores: row.riskScores as ConditionRisk[],
          redFlags: row.redFlags as RedFlag[],
          engineVersion: row.engineVersion,
        },
        person: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        access,
        generatedAt: new Date(now()),
      });
      return {
        // checked against the contract before it leaves (the route sends it as text)
        bundle: FhirBundleSchema.parse(bundle),
        fileName: formatFhirFileName(row.completedAt.toISOString()),
      };
    },
  };
}

export type FhirExportService = ReturnType<typeof createFhirExportService>;
