import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { FileDown } from 'lucide-react';
import { useId } from 'react';

import { useDownloadFhir } from '../api/download-fhir.ts';

/**
 * "Download for clinic software (FHIR R4)" (issue 16): the assessment as a FHIR R4 file that GP
 * practice software can import — the answers, the measures (LOINC-coded) and the results shown on
 * this page (locked conditions are not in it). Only for a completed assessment.
 */
export function FhirExport({ assessment }: { assessment: Assessment }) {
  const download = useDownloadFhir();
  const explanationId = useId();
  const { completedAt } = assessment;
  if (assessment.status !== 'complete' || completedAt === null) return null;

  return (
    <Card role="region" aria-labelledby="fhir-export-heading">
      <CardHeader>
        <CardTitle id="fhir-export-heading">For your GP&rsquo;s practice software</CardTitle>
        <CardDescription id={explanationId}>
          A standard FHIR R4 file of your answers, measurements and the results shown here, for your
          GP to import into their practice software.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button
          variant="outline"
          className="w-full whitespace-normal sm:w-auto"
          disabled={download.isPending}
          aria-describedby={explanationId}
          onClick={() => download.mutate({ assessmentId: assessment.id, completedAt })}
        >
          <FileDown aria-hidden="true" className="size-4 shrink-0" />
          {download.isPending ? 'Preparing the file…' : 'Download for clinic software (FHIR R4)'}
        </Button>
        <p role="status" className="text-sm text-green-800">
          {download.isSuccess ? `Saved ${download.data}.` : ''}
        </p>
        {download.isError ? (
          <Alert tone="error" title="The file could not be made">
            {getErrorMessage(download.error, 'Please check your connection and try again.')}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
