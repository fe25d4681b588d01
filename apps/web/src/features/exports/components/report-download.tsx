import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import { getReportDetail } from '@healthscreen/domain-policy';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { FileDown } from 'lucide-react';
import { useEffect } from 'react';

import { useDownloadReport } from '../api/download-report.ts';

/** "84 KB" (PDFs of this report are tens of KB). */
function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * "Take it to your GP": the results page's PDF report (GET /api/assessments/{id}/report.pdf).
 * Says honestly which report the plan gives (premium the detailed one, the others the summary),
 * shows progress while the server draws it, then saves it and keeps a link to save it again
 * (a browser that blocks the automatic download). The PDF stays in the page's memory only.
 */
export function ReportDownload({ assessment }: { assessment: Assessment }) {
  const detail = getReportDetail(assessment.access.level);
  const report = useDownloadReport();
  const saved = report.data;

  // the link's memory goes when a new report replaces it, or when the page goes
  useEffect(() => {
    if (saved === undefined) return;
    return () => URL.revokeObjectURL(saved.url);
  }, [saved]);

  if (assessment.status !== 'complete') return null;

  return (
    <Card role="region" aria-labelledby="gp-report-heading">
      <CardHeader>
        <CardTitle id="gp-report-heading">Take it to your GP</CardTitle>
        <CardDescription>
          {detail === 'detailed'
            ? 'Your detailed report (Premium): red flags first, every condition with the factors that raised it and what was missing, your screening plan, your answers with their units, and questions to ask your GP.'
            : 'Your summary report: red flags first, the conditions on your plan with their models and sources, your screening plan, your answers with their units, and questions to ask your GP. Premium adds the detailed report, with the factors behind each result.'}{' '}
          An A4 PDF to print or show on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button
          onClick={() => report.mutate(assessment.id)}
          disabled={report.isPending}
          aria-describedby="gp-report-status"
          className="w-full sm:w-auto"
        >
          <FileDown aria-hidden="true" />
          Download PDF report
        </Button>
        <div id="gp-report-status" aria-live="polite" className="text-sm text-slate-700">
          {report.isPending ? (
            <span className="flex items-center gap-2">
              <Spinner size="sm" label="Preparing your report…" />
              <span aria-hidden="true">Preparing your report…</span>
            </span>
          ) : report.isSuccess && saved !== undefined ? (
            <p>
              Your report is ready. If the download did not start:{' '}
              <a
                href={saved.url}
                download={saved.file.name}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                Save {saved.file.name} ({formatSize(saved.file.size)})
              </a>
            </p>
          ) : null}
        </div>
        {report.isError ? (
          <Alert tone="error" title="Your report could not be prepared">
            {getErrorMessage(report.error, 'Please check your connection and try again.')}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
