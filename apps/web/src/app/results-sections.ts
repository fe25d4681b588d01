import type { ResultsSections } from '../features/results/components/results-details.tsx';
import { FhirExport } from '../features/results/components/fhir-export.tsx';
import { ReportDownload } from '../features/results/components/report-download.tsx';
import { ShareWithGpSection } from '../features/results/components/share/share-with-gp-section.tsx';
import { WhatIfSection } from '../features/results/components/what-if/what-if-section.tsx';

/** The results tab's sections from other features, in one chunk loaded with the risk table's. */
export const RESULTS_SECTIONS: ResultsSections = {
  WhatIfSection,
  ReportDownload,
  FhirExport,
  ShareWithGpSection,
};
