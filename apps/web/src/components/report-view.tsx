import type {
  Report,
  ReportAnswer,
  ReportCondition,
  ScreeningRecommendationItem,
} from '@healthscreen/api-client';
import { describeLevelPending } from '@healthscreen/risk-engine';
import { Badge, type BadgeTone } from '@healthscreen/ui-kit/badge';
import { format } from 'date-fns';

import { RedFlags } from './red-flags.tsx';
import { CvdGuideline, HighRisks, WhatToDiscuss, YourNumbers } from './report-consult.tsx';

/**
 * The report a person takes to their GP (issue 16), as a page: the clinician's page behind a share
 * link shows it, and the results page may later. The order is the PDF's: who and when, red flags
 * first, then the consult (the numbers read against Australian thresholds, high results on
 * validated models, what to discuss), cardiovascular risk in the Australian guideline's terms,
 * each condition with its level, evidence tier, model and citation, the screening plan, the
 * answers that fed the scores, and the disclaimer. Plain sections that read
 * on a phone and print on A4 (no tables wider than the page, no hidden content).
 */

const LEVELS: Record<ReportCondition['riskLevel'], { label: string; tone: BadgeTone }> = {
  high: { label: 'High', tone: 'danger' },
  moderate: { label: 'Moderate', tone: 'warning' },
  low: { label: 'Low', tone: 'success' },
  existing: { label: 'Existing condition', tone: 'neutral' },
};

/** Evidence tiers as shown to users (ARCHITECTURE.md §7). */
const TIERS: Record<ReportCondition['tier'], string> = {
  A: 'validated model calibrated in Australia',
  B: 'validated model from elsewhere',
  C: 'points score from cited relative risks, not a calibrated probability',
  D: 'guideline eligibility rule only',
};

const VARIANTS: Readonly<Record<string, string>> = {
  survey: 'Long health survey',
  long: 'Long health survey',
  essential: 'Essential questionnaire',
  short: 'Essential questionnaire',
  wizard: 'Step-by-step assessment',
};

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMMM yyyy');
}

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMMM yyyy, h:mm a');
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold text-slate-900 print:text-lg">
      {children}
    </h2>
  );
}

function Facts({ report }: { report: Report }) {
  const facts: [string, string][] = [
    ['Name', report.person.name],
    ['Age at assessment', report.person.age === null ? 'Not given' : `${report.person.age} years`],
    ['Sex', report.person.sex ?? 'Not given'],
    ['Assessment completed', formatDate(report.assessment.completedAt)],
    ['Answers last updated', formatDate(report.assessment.updatedAt)],
    ['Form', VARIANTS[report.assessment.variant] ?? report.assessment.variant],
    ['Report', report.detail === 'detailed' ? 'Detailed' : 'Summary'],
    ['Generated', formatDateTime(report.generatedAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-600">{term}:</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConditionItem({ condition }: { condition: ReportCondition }) {
  const level = LEVELS[condition.riskLevel];
  const headingId = `report-condition-${condition.conditionId}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-4 print:break-inside-avoid"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {condition.condition}
        </h3>
        {condition.levelPending ? (
          <span className="text-sm text-slate-700">
            {describeLevelPending(condition.levelPending)}
          </span>
        ) : (
          <Badge tone={level.tone}>
            <span className="sr-only">Level: </span>
            {level.label}
          </Badge>
        )}
      </div>
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-medium">Result: </dt>
          <dd className="inline">{condition.scoreText}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Evidence tier: </dt>
          <dd className="inline">
            {condition.tier} ({TIERS[condition.tier]})
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Model: </dt>
          <dd className="inline">{condition.modelName}</dd>
        </div>
        {condition.context ? (
          <div>
            <dt className="inline font-medium">Note: </dt>
            <dd className="inline">{condition.context}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-medium">Source: </dt>
          <dd className="inline">
            {condition.citation}
            {condition.doi ? (
              <>
                {' '}
                <a
                  href={`https://doi.org/${condition.doi}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  doi:{condition.doi}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {condition.keyFactors.length > 0 ? (
          <div>
            <dt className="font-medium">What raised it:</dt>
            <dd>
              <ul className="ml-5 list-disc">
                {condition.keyFactors.map((factor) => (
                  <li key={factor}>{factor}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {condition.missingData.length > 0 ? (
          <div>
            <dt className="font-medium">Not answered (the estimate is less certain):</dt>
            <dd>{condition.missingData.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

function ConditionsSection({ report }: { report: Report }) {
  return (
    <section aria-labelledby="report-conditions" className="space-y-3">
      <SectionHeading id="report-conditions">All risk results</SectionHeading>
      <p className="text-sm text-slate-600">
        Highest first. Tier A and B results are probabilities from validated models; tier C and D
        results rank risk and are not calibrated probabilities.
      </p>
      {report.conditions.length === 0 ? (
        <p className="text-sm text-slate-700">No condition results are included in this report.</p>
      ) : (
        <ul className="space-y-3">
          {report.conditions.map((condition) => (
            <ConditionItem key={condition.conditionId} condition={condition} />
          ))}
        </ul>
      )}
      {report.lockedConditionCount > 0 ? (
        <p className="text-sm text-slate-600">
          {report.lockedConditionCount === 1
            ? '1 further condition was assessed but is not included on this person’s plan.'
            : `${report.lockedConditionCount} further conditions were assessed but are not included on this person’s plan.`}
        </p>
      ) : null}
    </section>
  );
}

function ScreeningItem({ item }: { item: ScreeningRecommendationItem }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700 print:break-inside-avoid">
      <p className="font-semibold text-slate-900">
        {item.disease}{' '}
        <span className="font-normal text-slate-600">
          ({item.priority === 'urgent' ? 'urgent' : 'recommended'}, {item.riskLevel} risk)
        </span>
      </p>
      {item.tests.length > 0 ? <p className="mt-1">Tests: {item.tests.join(', ')}</p> : null}
      <p className="mt-1">How often: {item.frequency}</p>
      {item.sources.length > 0 ? (
        <p className="mt-1 text-xs text-slate-600">
          Interval from:{' '}
          {item.sources.map((source, i) => (
            <span key={source.url}>
              {i > 0 ? '; ' : ''}
              <a href={source.url} className="underline" target="_blank" rel="noreferrer">
                {source.name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {item.program ? (
        <p className="mt-1">
          <span className="font-medium">{item.program.name}:</span> {item.program.action}
        </p>
      ) : null}
    </li>
  );
}

function NationalPrograms({ programs }: { programs: Report['nationalPrograms'] }) {
  if (programs.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">
        Australian national screening programs this person is eligible for
      </h3>
      <ul className="ml-5 list-disc space-y-1 text-sm text-slate-700">
        {programs.map((program) => (
          <li key={program.name}>
            <span className="font-medium text-slate-900">{program.name}</span> ({program.rule};{' '}
            {program.interval.toLowerCase()}): {program.action}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ScreeningSection({ report }: { report: Report }) {
  const { screening, nationalPrograms } = report;
  return (
    <section aria-labelledby="report-screening" className="space-y-3">
      <SectionHeading id="report-screening">Screening plan</SectionHeading>
      {screening.length === 0 ? (
        <p className="text-sm text-slate-700">
          No extra screening is recommended from these results.
        </p>
      ) : (
        <ul className="space-y-3">
          {screening.map((item) => (
            <ScreeningItem key={`${item.disease}-${item.conditionId ?? ''}`} item={item} />
          ))}
        </ul>
      )}
      <NationalPrograms programs={nationalPrograms} />
    </section>
  );
}

function groupAnswers(answers: readonly ReportAnswer[]): [string, ReportAnswer[]][] {
  const groups = new Map<string, ReportAnswer[]>();
  for (const answer of answers) {
    const group = groups.get(answer.section);
    if (group) group.push(answer);
    else groups.set(answer.section, [answer]);
  }
  return [...groups.entries()];
}

function AnswersSection({ answers }: { answers: Report['answers'] }) {
  const groups = groupAnswers(answers);
  return (
    <section aria-labelledby="report-answers" className="space-y-3">
      <SectionHeading id="report-answers">Answers</SectionHeading>
      <p className="text-sm text-slate-600">As the person gave them; these fed the scores.</p>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-700">No answers are included in this report.</p>
      ) : (
        groups.map(([section, items]) => (
          <div key={section} className="print:break-inside-avoid">
            <h3 className="text-base font-semibold text-slate-900">{section}</h3>
            <dl className="mt-1 divide-y divide-slate-100 text-sm">
              {items.map((item) => (
                <div
                  key={item.question}
                  className="grid gap-x-4 py-1.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
                >
                  <dt className="text-slate-600">{item.question}</dt>
                  <dd className="font-medium text-slate-900">
                    {item.answer}
                    {item.unit ? ` ${item.unit}` : ''}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))
      )}
    </section>
  );
}

/** The whole report, top to bottom. */
export function ReportView({ report }: { report: Report }) {
  return (
    <article aria-label={`Health report for ${report.person.name}`} className="space-y-8">
      <Facts report={report} />
      <RedFlags
        redFlags={report.redFlags}
        title="Red flags: symptoms that need medical attention"
        headingId="report-red-flags"
        size="report"
      />
      <YourNumbers measurements={report.measurements} />
      <HighRisks conditions={report.conditions} />
      <WhatToDiscuss questions={report.questionsForGp} />
      <CvdGuideline report={report} />
      <ConditionsSection report={report} />
      <ScreeningSection report={report} />
      <AnswersSection answers={report.answers} />
      <section aria-labelledby="report-disclaimer" className="border-t border-slate-200 pt-4">
        <h2 id="report-disclaimer" className="text-base font-semibold text-slate-900">
          Disclaimer
        </h2>
        <p className="mt-1 text-sm text-slate-600">{report.disclaimer}</p>
      </section>
    </article>
  );
}
