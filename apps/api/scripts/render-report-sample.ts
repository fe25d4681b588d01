/**
 * Writes a sample GP report PDF from a realistic fixture (test/report-fixtures.ts), for the docs'
 * image of page 1 (apps/api/README.md "PDF report"):
 *
 *   pnpm --filter @healthscreen/api report:sample [out.pdf] [summary|detailed] [sam|robyn]
 *   pdftoppm -png -r 110 -f 1 -l 1 -singlefile out.pdf ../../docs/images/report-page-1
 *
 * No database: the answers are scored with the risk-engine as the API scores them on save.
 */
import { writeFile } from 'node:fs/promises';

import {
  CreateAssessmentBodySchema,
  groupEssentialFormIntoSections,
  mapAnswersToProfile,
  type EssentialForm,
} from '@healthscreen/assessment-schema';
import { assessProfile } from '@healthscreen/risk-engine';

import { composeReport } from '../src/modules/reports/build-report.js';
import { renderReportPdf } from '../src/modules/reports/pdf.js';
import { REPORT_ESSENTIAL_ANSWERS, REPORT_MG_DL_ANSWERS } from '../test/report-fixtures.js';

const out = process.argv[2] ?? 'healthscreen-report-sample.pdf';
const detail = process.argv[3] === 'summary' ? 'summary' : 'detailed';

// sam: red flags, some numbers missing; robyn (the docs' image): numbers typed in mg/dL
const robyn = process.argv[4] === 'robyn';
const answers = CreateAssessmentBodySchema.parse(
  robyn ? REPORT_MG_DL_ANSWERS : REPORT_ESSENTIAL_ANSWERS,
);
const { risks, redFlags } = assessProfile(mapAnswersToProfile(answers));
const completedAt = new Date('2026-03-05T00:40:00.000Z');
const report = composeReport({
  source: {
    id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
    variant: 'essential',
    responses: groupEssentialFormIntoSections(answers as EssentialForm & { variant: 'essential' }),
    riskScores: risks,
    redFlags,
    createdAt: completedAt,
    updatedAt: completedAt,
    completedAt,
    // a basic plan's 5 (the summary); premium sees every condition
    selectedDiseases: [
      'Cardiovascular Disease',
      'Type 2 Diabetes',
      'Colorectal Cancer',
      'Chronic Kidney Disease',
      'Sleep Apnea',
    ],
  },
  user: {
    id: 'sample',
    firstName: robyn ? 'Robyn' : 'Sam',
    lastName: robyn ? 'Hale' : 'Taylor',
    subscriptionPlan: detail === 'detailed' ? 'premium' : 'basic',
    subscriptionStatus: 'active',
    trialEndDate: null,
    subscriptionEndDate: new Date('2027-03-01T00:00:00.000Z'),
  },
  now: Date.parse('2026-03-06T23:15:00.000Z'),
});

const pdf = await renderReportPdf(report);
await writeFile(out, pdf);
console.log(`${out}: ${report.detail} report, ${pdf.length} bytes`);
