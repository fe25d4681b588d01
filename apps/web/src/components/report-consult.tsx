import type { Report, ReportCondition, ReportMeasurement } from '@healthscreen/api-client';
import { Badge } from '@healthscreen/ui-kit/badge';

/**
 * The consult part of the GP report page, as the PDF's page 1 (apps/api reports/pdf-consult.ts):
 * the person's numbers read against the Australian thresholds, the high results on validated
 * models, what to discuss; then cardiovascular risk in the 2023 Australian guideline's terms.
 */

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold text-slate-900 print:text-lg">
      {children}
    </h2>
  );
}

const FLAGS: Record<
  ReportMeasurement['flag'],
  { label: string; tone: 'warning' | 'danger' } | null
> = {
  'in-range': null,
  borderline: { label: 'Borderline', tone: 'warning' },
  'out-of-range': { label: 'Out of range', tone: 'danger' },
};

export function YourNumbers({ measurements }: { measurements: Report['measurements'] }) {
  const sources = [...new Map(measurements.map((m) => [m.source, m.sourceUrl])).entries()];
  return (
    <section aria-labelledby="report-numbers" className="space-y-3">
      <SectionHeading id="report-numbers">Your numbers</SectionHeading>
      {measurements.length === 0 ? (
        <p className="text-sm text-slate-700">
          No measured values were entered (blood pressure, cholesterol, glucose or HbA1c, kidney
          function, waist). A GP check gives them.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            In SI units (as entered, in brackets), each read against the Australian threshold it
            meets.
          </p>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-900">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Measure
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Value
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  Reading
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {measurements.map((m) => {
                const flag = FLAGS[m.flag];
                return (
                  <tr key={m.key}>
                    <th scope="row" className="py-1.5 pr-3 font-medium text-slate-700">
                      {m.label}
                    </th>
                    <td className="py-1.5 pr-3 text-slate-900">
                      {m.value}
                      {m.entered ? ` (${m.entered})` : ''}
                    </td>
                    <td className="py-1.5 text-slate-900">
                      {flag ? (
                        <Badge tone={flag.tone} className="mr-1">
                          {flag.label}
                        </Badge>
                      ) : null}
                      {m.reading}{' '}
                      <sup className="text-slate-600">
                        <span className="sr-only">source </span>
                        {sources.findIndex(([name]) => name === m.source) + 1}
                      </sup>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ol className="ml-5 list-decimal text-xs text-slate-600">
            {sources.map(([name, url]) => (
              <li key={name}>
                <a href={url} className="underline" target="_blank" rel="noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const isValidated = (c: ReportCondition) => c.tier === 'A' || c.tier === 'B';

export function HighRisks({ conditions }: { conditions: Report['conditions'] }) {
  const high = conditions.filter((c) => c.riskLevel === 'high' && !c.levelPending);
  const validated = high.filter(isValidated);
  const points = high.filter((c) => !isValidated(c));
  const existing = conditions.filter((c) => c.riskLevel === 'existing');
  return (
    <section aria-labelledby="report-high" className="space-y-2 text-sm text-slate-800">
      <SectionHeading id="report-high">High risk on validated models</SectionHeading>
      {validated.length === 0 ? (
        <p>No condition came out high on a validated model (evidence tier A or B).</p>
      ) : (
        <ul className="space-y-1">
          {validated.map((c) => (
            <li key={c.conditionId}>
              <Badge tone="danger">High</Badge>{' '}
              <span className="font-semibold text-slate-900">{c.condition}</span>: {c.scoreText} (
              {c.modelName}, tier {c.tier})
              {c.context ? <span className="block text-slate-600">{c.context}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {points.length > 0 ? (
        <p>
          Also high on points scores, which rank risk but give no probability:{' '}
          {points.map((c) => c.condition).join(', ')}.
        </p>
      ) : null}
      {existing.length > 0 ? (
        <p>Already diagnosed (as reported): {existing.map((c) => c.condition).join(', ')}.</p>
      ) : null}
    </section>
  );
}

export function WhatToDiscuss({ questions }: { questions: Report['questionsForGp'] }) {
  return (
    <section aria-labelledby="report-questions" className="space-y-3">
      <SectionHeading id="report-questions">What to discuss</SectionHeading>
      {questions.length === 0 ? (
        <p className="text-sm text-slate-700">No questions were generated from these results.</p>
      ) : (
        <ol className="ml-5 list-decimal space-y-1 text-sm text-slate-800">
          {questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

const RULE_STATUS = { met: 'Met', 'not met': 'Not met', unknown: 'Not known' } as const;

export function CvdGuideline({ report }: { report: Report }) {
  const guideline = report.cvdGuideline;
  const cvd = report.conditions.find((c) => c.conditionId === 'cardiovascular-disease');
  const range =
    guideline.inAssessmentAges === null
      ? 'age not given'
      : `this person (${report.person.age}) is ${guideline.inAssessmentAges ? 'in' : 'outside'} that range`;
  return (
    <section aria-labelledby="report-cvd" className="space-y-3 text-sm text-slate-800">
      <SectionHeading id="report-cvd">
        Cardiovascular risk: 2023 Australian guideline
      </SectionHeading>
      {guideline.knownCvd ? (
        <p>
          Known cardiovascular disease was reported: the guideline treats this as high risk; the
          risk calculator is not for people with known CVD.
        </p>
      ) : null}
      <p>
        {guideline.assessmentAges}: {range}.
      </p>
      <h3 className="text-base font-semibold text-slate-900">
        High risk without calculation (clinically determined)
      </h3>
      <ul className="space-y-1">
        {guideline.highRiskRules.map((rule) => (
          <li key={rule.rule}>
            <span className="font-medium">{RULE_STATUS[rule.status]}:</span> {rule.rule}
          </li>
        ))}
      </ul>
      {cvd && cvd.riskLevel !== 'existing' ? (
        <p>
          <span className="font-semibold">HealthScreen’s figure:</span> {cvd.scoreText} (
          {cvd.modelName}). {cvd.context}
        </p>
      ) : null}
      <h3 className="text-base font-semibold text-slate-900">
        Inputs the Aus CVD Risk Calculator needs, with this person’s values
      </h3>
      <dl className="divide-y divide-slate-100">
        {guideline.calculatorInputs.map((input) => (
          <div key={input.label} className="grid gap-x-4 py-1 sm:grid-cols-[2fr_1fr]">
            <dt className="text-slate-600">{input.label}</dt>
            <dd className="font-medium text-slate-900">{input.value ?? 'Not given'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        Source:{' '}
        <a href={guideline.sourceUrl} className="underline" target="_blank" rel="noreferrer">
          {guideline.source}
        </a>
      </p>
    </section>
  );
}
