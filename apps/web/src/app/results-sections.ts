import type { ResultsSections } from '../features/results/components/results-below-table.tsx';
import { FhirExport } from '../features/exports/components/fhir-export.tsx';
import { ReportDownload } from '../features/exports/components/report-download.tsx';
import { ShareWithGpSection } from '../features/sharing/components/share-with-gp-section.tsx';
import { WhatIfSection } from '../features/what-if/components/what-if-section.tsx';

/** The results tab's sections from other features, in one chunk loaded with the risk table's. */
export const RESULTS_SECTIONS: ResultsSections = {
  WhatIfSection,
  ReportDownload,
  FhirExport,
  ShareWithGpSection,
};
