import { FHIR_JSON_MEDIA_TYPE, formatFhirFileName } from '@healthscreen/api-client';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { saveBlobAsFile } from '../../../lib/save-file.ts';

export interface FhirDownloadRequest {
  assessmentId: string;
  /** The assessment's completion (ISO): the file is named after its date. */
  completedAt: string;
}

/**
 * GET /api/assessments/{id}/fhir, saved as `healthscreen-fhir-YYYY-MM-DD.json` (FHIR R4 JSON,
 * `application/fhir+json`). Resolves with the file name.
 */
export function useDownloadFhir() {
  return useMutation({
    mutationFn: async ({ assessmentId, completedAt }: FhirDownloadRequest) => {
      const bundle = await api.fhir.assessmentBundle({ params: { id: assessmentId } });
      const fileName = formatFhirFileName(completedAt);
      saveBlobAsFile(
        new Blob([JSON.stringify(bundle, null, 2)], { type: FHIR_JSON_MEDIA_TYPE }),
        fileName,
      );
      return fileName;
    },
  });
}
