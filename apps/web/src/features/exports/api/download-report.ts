import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { saveBlobAsFile } from '../../../lib/save-file.ts';

/** A report the page holds: the PDF file and an object URL of it for a "save again" link. */
export interface DownloadedReport {
  file: File;
  /** Release it with `URL.revokeObjectURL` when the link goes. */
  url: string;
}

/**
 * GET /api/assessments/{id}/report.pdf: the report for a GP as a PDF file, named as the server
 * names it (`healthscreen-report-YYYY-MM-DD.pdf`), saved at once.
 */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (assessmentId: string): Promise<DownloadedReport> => {
      const file = await api.reports.assessmentPdf({ params: { id: assessmentId } });
      saveBlobAsFile(file, file.name);
      return { file, url: URL.createObjectURL(file) };
    },
  });
}
