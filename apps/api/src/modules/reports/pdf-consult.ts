import type { Report, ReportCondition } from '@healthscreen/api-client';

import {
  COLOR,
  type Doc,
  drawTable,
  FONT,
  heading,
  heightOf,
  keepTogether,
  LEVELS,
  MARGIN,
  WIDTH,
  write,
} from './pdf-layout.js';
import { toWinAnsi } from './win-ansi.js';

/**
 * The consult page of the PDF (page 1 after the red flags): the person's numbers read against
 * the Australian thresholds, the conditions that came out high on validated models, what to
 * discuss; then cardiovascular risk in the 2023 Australian guideline's terms.
 */

const FLAG_MARK: Record<Report['measurements'][number]['flag'], string> = {
  'in-range': '',
  borderline: '! ',
  'out-of-range': '!! ',
};

/** "Your numbers": value in SI units (as entered), reading, numbered source. */
export function drawNumbers(doc: Doc, report: Report): void {
  heading(doc, 'Your numbers', 80);
  if (report.measurements.length === 0) {
    write(
      doc,
      'No measured values were entered (blood pressure, cholesterol, glucose or HbA1c, kidney function, waist). A GP check gives them.',
      { color: COLOR.muted, width: WIDTH },
    );
    return;
  }
  const sources = [...new Set(report.measurements.map((m) => m.source))];
  write(
    doc,
    'In SI units (as entered, in brackets), each read against the Australian threshold it meets. ! marks a warning band, !! a value past a diagnostic or high-risk cut-off.',
    { size: 9, color: COLOR.muted, width: WIDTH },
  );
  doc.moveDown(0.3);
  const rows = report.measurements.map((m) => [
    m.label,
    m.entered ? `${m.value} (${m.entered})` : m.value,
    `${FLAG_MARK[m.flag]}${m.reading} [${sources.indexOf(m.source) + 1}]`,
  ]);
  const first = Math.round(WIDTH * 0.2);
  const second = Math.round(WIDTH * 0.3);
  drawTable(
    doc,
    [['Measure', 'Value', 'Reading'], ...rows],
    [first, second, WIDTH - first - second],
    {
      header: true,
    },
  );
  doc.moveDown(0.3);
  sources.forEach((source, index) =>
    write(doc, `[${index + 1}] ${source}`, { size: 8, color: COLOR.muted, width: WIDTH }),
  );
}

const isValidated = (c: ReportCondition) => c.tier === 'A' || c.tier === 'B';

/** The high results from validated models, and a line for the rest. */
export function drawHighRisks(doc: Doc, report: Report): void {
  const high = report.conditions.filter((c) => c.riskLevel === 'high' && !c.levelPending);
  const validated = high.filter(isValidated);
  const points = high.filter((c) => !isValidated(c));
  const existing = report.conditions.filter((c) => c.riskLevel === 'existing');
  heading(doc, 'High risk on validated models', 40);
  if (validated.length === 0) {
    write(doc, 'No condition came out high on a validated model (evidence tier A or B).', {
      color: COLOR.muted,
      width: WIDTH,
    });
  }
  for (const condition of validated) {
    const line = `${condition.condition}: ${condition.scoreText} (${condition.modelName}, tier ${condition.tier})`;
    keepTogether(doc, heightOf(doc, line, FONT.regular, 10.5));
    doc.font(FONT.bold).fontSize(10.5).fillColor(LEVELS.high.color);
    doc.text(toWinAnsi('High  '), MARGIN.left, doc.y, { width: WIDTH, continued: true });
    doc.fillColor(COLOR.text).text(toWinAnsi(`${condition.condition}: `), { continued: true });
    doc
      .font(FONT.regular)
      .text(toWinAnsi(`${condition.scoreText} (${condition.modelName}, tier ${condition.tier})`), {
        continued: false,
      });
    if (condition.context)
      write(doc, condition.context, { size: 9, color: COLOR.muted, width: WIDTH });
  }
  const also = [
    points.length > 0
      ? `Also high on points scores, which rank risk but give no probability: ${points.map((c) => c.condition).join(', ')}.`
      : null,
    existing.length > 0
      ? `Already diagnosed (as reported): ${existing.map((c) => c.condition).join(', ')}.`
      : null,
  ].filter((line) => line !== null);
  for (const line of also) write(doc, line, { size: 9.5, width: WIDTH });
}

/** "What to discuss": the questions for the GP, numbered. */
export function drawQuestions(doc: Doc, report: Report): void {
  const first = report.questionsForGp[0];
  heading(doc, 'What to discuss', first ? heightOf(doc, first, FONT.regular, 10.5) + 20 : 20);
  if (!first) {
    write(doc, 'No specific questions came out of these results.', { color: COLOR.muted });
    return;
  }
  write(doc, 'Questions generated from the numbers and results in this report.', {
    size: 9.5,
    color: COLOR.muted,
    width: WIDTH,
  });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.text);
  // PDFKit's numbered list: hanging indent, and it breaks pages between lines like any text
  doc.list(
    report.questionsForGp.map((question) => toWinAnsi(question)),
    MARGIN.left,
    doc.y,
    { listType: 'numbered', width: WIDTH, textIndent: 18, paragraphGap: 4 },
  );
}

const RULE_STATUS: Record<Report['cvdGuideline']['highRiskRules'][number]['status'], string> = {
  met: 'Met',
  'not met': 'Not met',
  unknown: 'Not known',
};

/** Cardiovascular risk as the 2023 Australian guideline frames it. */
export function drawCvdGuideline(doc: Doc, report: Report): void {
  const guideline = report.cvdGuideline;
  heading(doc, 'Cardiovascular risk: 2023 Australian guideline', 80);
  if (guideline.knownCvd) {
    write(
      doc,
      'Known cardiovascular disease was reported: the guideline treats this as high risk; the risk calculator is not for people with known CVD.',
      { width: WIDTH },
    );
  }
  const age = report.person.age;
  const inRange =
    guideline.inAssessmentAges === null
      ? 'age not given'
      : guideline.inAssessmentAges
        ? `this person (${age}) is in that range`
        : `this person (${age}) is outside that range`;
  write(doc, `${guideline.assessmentAges}: ${inRange}.`, { width: WIDTH });
  doc.moveDown(0.3);
  write(doc, 'High risk without calculation (clinically determined)', {
    font: FONT.bold,
    size: 10.5,
    width: WIDTH,
  });
  drawTable(
    doc,
    guideline.highRiskRules.map((rule) => [RULE_STATUS[rule.status], rule.rule]),
    [70, WIDTH - 70],
  );
  const cvd = report.conditions.find((c) => c.conditionId === 'cardiovascular-disease');
  if (cvd && cvd.riskLevel !== 'existing') {
    doc.moveDown(0.3);
    write(doc, `HealthScreen's figure: ${cvd.scoreText} (${cvd.modelName}).`, {
      font: FONT.bold,
      size: 10,
      width: WIDTH,
    });
    if (cvd.context) write(doc, cvd.context, { size: 9.5, width: WIDTH });
  }
  keepTogether(doc, 90);
  doc.moveDown(0.4);
  write(doc, 'Inputs the Aus CVD Risk Calculator needs, with this person’s values', {
    font: FONT.bold,
    size: 10.5,
    width: WIDTH,
  });
  drawTable(
    doc,
    guideline.calculatorInputs.map((input) => [input.label, input.value ?? 'Not given']),
    [Math.round(WIDTH * 0.6), WIDTH - Math.round(WIDTH * 0.6)],
  );
  write(doc, `Source: ${guideline.source}, ${guideline.sourceUrl}`, {
    size: 8,
    color: COLOR.muted,
    width: WIDTH,
  });
}
