import type { Report, ReportCondition } from '@healthscreen/api-client';
import { describeLevelPending, toInlineFrequency } from '@healthscreen/risk-engine';

import {
  COLOR,
  type Doc,
  drawTable,
  FONT,
  FOOTER_TOP,
  heading,
  heightOf,
  keepTogether,
  LEVELS,
  MARGIN,
  PAGE,
  WIDTH,
  write,
} from './pdf-layout.js';
import { drawCvdGuideline, drawHighRisks, drawNumbers, drawQuestions } from './pdf-consult.js';
import { toWinAnsi } from './win-ansi.js';

/**
 * The GP report as an A4 PDF, drawn with PDFKit (apps/api/README.md "PDF report"): one column
 * that reads on paper and zoomed on a phone. Page 1 is the consult — who and when, red flags
 * (boxed), the person's numbers read against the Australian thresholds, the high results on
 * validated models, what to discuss (pdf-consult.ts); then the detail — cardiovascular risk in the
 * 2023 Australian guideline's terms, every condition (high first, each with level, evidence tier,
 * score, model and citation; the detailed report adds key factors and missing data), the
 * screening plan and national programs, the answers with their units. Headings stay on the page
 * of what follows them. Every page's footer carries the
 * disclaimer and "Page n of N". Only the standard Helvetica fonts are used (nothing embedded),
 * so all text goes through `toWinAnsi`.
 */

/** Dates are the reader's: Australian, in Sydney time (the product is for Australia). */
export const REPORT_TIME_ZONE = 'Australia/Sydney';

const URGENCY: Record<Report['redFlags'][number]['urgency'], string> = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  prompt: 'See a GP promptly',
};

const VARIANTS: Record<string, string> = {
  survey: 'long survey',
  essential: 'essential form',
  wizard: 'step-by-step wizard',
};

const TIERS =
  'Evidence tiers: A = validated model calibrated in Australia; B = validated model from elsewhere; C = transparent points score from published relative risks (ranks risk, not a probability); D = guideline rule.';

/** "5 March 2025", in Sydney time. */
export function formatReportDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: REPORT_TIME_ZONE,
  }).format(new Date(iso));
}

/** "2025-03-05", the calendar date in Sydney time (the report's file name carries it). */
export function formatCalendarDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: REPORT_TIME_ZONE,
  }).format(new Date(iso));
}

function drawHeader(doc: Doc, report: Report): void {
  write(doc, 'HealthScreen', { font: FONT.bold, size: 10, color: COLOR.brand });
  write(doc, 'Health risk report for your GP', { font: FONT.bold, size: 20 });
  write(
    doc,
    report.detail === 'detailed'
      ? 'Detailed report (Premium): every condition with the factors behind it'
      : 'Summary report',
    { size: 11, color: COLOR.muted },
  );
  doc.moveDown(0.6);
  const { person, assessment } = report;
  const about = [
    person.age === null ? null : `Age ${person.age}`,
    person.sex === null ? null : person.sex,
  ].filter((part) => part !== null);
  write(doc, `Prepared for: ${person.name}${about.length ? ` (${about.join(', ')})` : ''}`, {
    font: FONT.bold,
    size: 11,
  });
  const completed = formatReportDate(assessment.completedAt);
  const updated = formatReportDate(assessment.updatedAt);
  write(
    doc,
    `Assessment: ${VARIANTS[assessment.variant] ?? assessment.variant}, completed ${completed}${updated === completed ? '' : `; answers last updated ${updated}`}. Report made ${formatReportDate(report.generatedAt)}.`,
    { size: 10, color: COLOR.muted, width: WIDTH },
  );
}

/** The red flags first, in a box: what needs attention before any risk score. */
function drawRedFlags(doc: Doc, report: Report): void {
  const padding = 10;
  const inner = WIDTH - 2 * padding;
  const title = 'Symptoms to raise with your GP first';
  const lines = report.redFlags.map((flag) => ({
    head: `${flag.title} — ${URGENCY[flag.urgency]}`,
    advice: flag.advice,
  }));
  const none = 'No red-flag symptoms were reported in this assessment.';
  const gap = 6;
  const bodyHeight =
    lines.length === 0
      ? heightOf(doc, none, FONT.regular, 10, inner)
      : lines.reduce(
          (sum, line, index) =>
            sum +
            (index === 0 ? 0 : gap) +
            heightOf(doc, line.head, FONT.bold, 10.5, inner) +
            heightOf(doc, line.advice, FONT.regular, 10, inner),
          0,
        );
  const boxHeight = padding * 2 + heightOf(doc, title, FONT.bold, 12, inner) + gap + bodyHeight;
  doc.moveDown(0.8);
  keepTogether(doc, boxHeight);
  const top = doc.y;
  const flagged = lines.length > 0;
  doc.save().lineWidth(flagged ? 1.5 : 0.75);
  doc.rect(MARGIN.left, top, WIDTH, boxHeight);
  doc.fillAndStroke(
    flagged ? COLOR.flagFill : COLOR.calmFill,
    flagged ? COLOR.flagBorder : COLOR.rule,
  );
  doc.restore();
  doc.x = MARGIN.left + padding;
  doc.y = top + padding;
  write(doc, title, {
    font: FONT.bold,
    size: 12,
    color: flagged ? COLOR.flagBorder : COLOR.text,
    width: inner,
  });
  doc.y += gap;
  if (!flagged) write(doc, none, { width: inner, color: COLOR.muted });
  lines.forEach((line, index) => {
    if (index > 0) doc.y += gap;
    write(doc, line.head, { font: FONT.bold, size: 10.5, width: inner });
    write(doc, line.advice, { width: inner });
  });
  doc.x = MARGIN.left;
  doc.y = top + boxHeight;
}

function describeDetails(condition: ReportCondition): { label: string; text: string }[] {
  const details = [
    { label: 'Model', text: condition.modelName },
    ...(condition.context ? [{ label: 'Note', text: condition.context }] : []),
    {
      label: 'Source',
      text: `${condition.citation}${condition.doi ? ` DOI: ${condition.doi}` : ''}`,
    },
  ];
  if (condition.keyFactors.length > 0) {
    details.push({ label: 'What raised it', text: condition.keyFactors.join('; ') });
  }
  if (condition.missingData.length > 0) {
    details.push({
      label: 'Not known (less certain without it)',
      text: condition.missingData.join('; '),
    });
  }
  return details;
}

function drawCondition(doc: Doc, condition: ReportCondition): void {
  const level = LEVELS[condition.riskLevel];
  const indent = 10;
  const width = WIDTH - indent;
  const head = `${condition.condition}: ${
    condition.levelPending ? describeLevelPending(condition.levelPending) : level.label
  }`;
  // an existing condition's score says "Already diagnosed", as its level does
  const score =
    condition.scoreText === level.label
      ? `Evidence tier ${condition.tier}`
      : `${condition.scoreText} · Evidence tier ${condition.tier}`;
  const details = describeDetails(condition);
  const height =
    heightOf(doc, head, FONT.bold, 11.5, width) +
    heightOf(doc, score, FONT.regular, 10, width) +
    details.reduce(
      (sum, d) => sum + heightOf(doc, `${d.label}: ${d.text}`, FONT.regular, 9, width),
      0,
    ) +
    10;
  keepTogether(doc, height);
  const top = doc.y;
  // a bar in the level's colour, to scan the list by level
  doc
    .save()
    .rect(MARGIN.left, top + 1, 3, height - 10)
    .fill(level.color)
    .restore();
  doc.x = MARGIN.left + indent;
  doc.font(FONT.bold).fontSize(11.5).fillColor(COLOR.text);
  doc.text(toWinAnsi(`${condition.condition}: `), { width, continued: true });
  doc.fillColor(level.color).text(toWinAnsi(level.label), { continued: false });
  write(doc, score, { size: 10, width });
  for (const detail of details) {
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.muted);
    doc.text(toWinAnsi(`${detail.label}: `), { width, continued: true });
    doc.font(FONT.regular).text(toWinAnsi(detail.text), { continued: false });
  }
  doc.x = MARGIN.left;
  doc.y = top + height;
}

function drawConditions(doc: Doc, report: Report): void {
  heading(doc, 'All risk results', 80);
  const count = report.conditions.length;
  write(
    doc,
    `${count} ${count === 1 ? 'condition' : 'conditions'}, highest level first. These are screening estimates from the answers below, not diagnoses.`,
    { width: WIDTH },
  );
  write(doc, TIERS, { size: 9, color: COLOR.muted, width: WIDTH });
  if (report.lockedConditionCount > 0) {
    const locked = report.lockedConditionCount;
    write(
      doc,
      `${locked} further ${locked === 1 ? 'condition was' : 'conditions were'} assessed but ${locked === 1 ? 'is' : 'are'} not part of this plan's report (Premium includes every condition).`,
      { size: 9, font: FONT.italic, color: COLOR.muted, width: WIDTH },
    );
  }
  doc.moveDown(0.6);
  for (const condition of report.conditions) drawCondition(doc, condition);
}

function drawScreening(doc: Doc, report: Report): void {
  heading(doc, 'Screening plan', 50);
  if (report.screening.length === 0) {
    write(doc, 'No moderate or high result in this report calls for extra screening.', {
      color: COLOR.muted,
      width: WIDTH,
    });
  }
  for (const item of report.screening) {
    const lines = [
      `Tests: ${item.tests.join('; ')}`,
      ...(item.program
        ? [`${item.program.name}: ${item.program.rule}. ${item.program.action}`]
        : []),
      ...(item.sources.length > 0
        ? [`Interval from: ${item.sources.map((source) => source.name).join('; ')}`]
        : []),
    ];
    const head = `${item.disease} (${item.riskLevel} risk): ${item.priority === 'urgent' ? 'urgent' : 'recommended'}, ${toInlineFrequency(item.frequency)}`;
    keepTogether(
      doc,
      heightOf(doc, head, FONT.bold, 10.5, WIDTH) +
        lines.reduce((sum, line) => sum + heightOf(doc, line, FONT.regular, 9.5, WIDTH), 0),
    );
    write(doc, head, { font: FONT.bold, size: 10.5, width: WIDTH });
    for (const line of lines) write(doc, line, { size: 9.5, width: WIDTH });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.3);
  write(doc, 'Australian national screening programs for this age and sex', {
    font: FONT.bold,
    size: 11,
    width: WIDTH,
  });
  if (report.nationalPrograms.length === 0) {
    write(doc, 'None at this age.', { color: COLOR.muted, width: WIDTH });
    return;
  }
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.text);
  doc.list(
    report.nationalPrograms.map((program) =>
      toWinAnsi(`${program.name} (${toInlineFrequency(program.interval)}): ${program.action}`),
    ),
    MARGIN.left,
    doc.y,
    { listType: 'bullet', width: WIDTH, bulletRadius: 1.8, textIndent: 12, paragraphGap: 2 },
  );
}

function drawAnswers(doc: Doc, report: Report): void {
  heading(doc, 'Answers the results came from', 70);
  write(
    doc,
    `As given in the ${VARIANTS[report.assessment.variant] ?? report.assessment.variant} on ${formatReportDate(report.assessment.updatedAt)}, with their units.`,
    { size: 9.5, color: COLOR.muted, width: WIDTH },
  );
  const sections = new Map<string, [string, string][]>();
  for (const answer of report.answers) {
    const rows = sections.get(answer.section) ?? [];
    rows.push([answer.question, answer.unit ? `${answer.answer} ${answer.unit}` : answer.answer]);
    sections.set(answer.section, rows);
  }
  for (const [section, rows] of sections) {
    keepTogether(doc, 50);
    doc.moveDown(0.5);
    write(doc, section, { font: FONT.bold, size: 10.5, width: WIDTH });
    drawTable(doc, rows, [Math.round(WIDTH * 0.55), WIDTH - Math.round(WIDTH * 0.55)]);
  }
}

/** The footer of every page: the disclaimer, who and when, and "Page n of N". */
function drawFooters(doc: Doc, report: Report): void {
  const range = doc.bufferedPageRange();
  const date = formatReportDate(report.generatedAt);
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // writing below the bottom margin must not start a new page
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(MARGIN.left, FOOTER_TOP - 6)
      .lineTo(MARGIN.left + WIDTH, FOOTER_TOP - 6);
    doc.lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(toWinAnsi(report.disclaimer), MARGIN.left, FOOTER_TOP, { width: WIDTH });
    doc.text(
      toWinAnsi(`HealthScreen report for ${report.person.name}, ${date}`),
      MARGIN.left,
      PAGE.height - 24,
      { width: WIDTH / 2, lineBreak: false },
    );
    doc.text(
      `Page ${index - range.start + 1} of ${range.count}`,
      MARGIN.left + WIDTH / 2,
      PAGE.height - 24,
      { width: WIDTH / 2, align: 'right', lineBreak: false },
    );
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

/** The report as A4 PDF bytes. */
export async function renderReportPdf(report: Report): Promise<Buffer> {
  // loaded on the first report, not at start: pdfkit took ~0.25 s of a cold start (issue 12)
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'en-AU',
    displayTitle: true,
    info: {
      Title: toWinAnsi(`HealthScreen report for ${report.person.name}`),
      Author: 'HealthScreen',
      Subject: 'Health risk report for a GP',
      CreationDate: new Date(report.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // page 1 is the consult: red flags, the numbers, high results, what to discuss
  drawHeader(doc, report);
  drawRedFlags(doc, report);
  drawNumbers(doc, report);
  drawHighRisks(doc, report);
  drawQuestions(doc, report);
  // the detail
  drawCvdGuideline(doc, report);
  drawConditions(doc, report);
  drawScreening(doc, report);
  drawAnswers(doc, report);
  drawFooters(doc, report);
  doc.end();
  return finished;
}
