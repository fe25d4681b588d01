import type { Assessment } from '@healthscreen/api-client';
import { mapStoredResponsesToProfile } from '@healthscreen/assessment-schema';
import {
  estimateCvdRangeWithoutNumbers,
  estimateHeartAge,
  type CvdNumbersRange,
  type HeartAge,
} from '@healthscreen/risk-engine';
import { useMemo } from 'react';

function describeHeartAge(h: HeartAge): string {
  if (h.beyond === 'below') return `under ${h.heartAge}`;
  if (h.beyond === 'above') return `over ${h.heartAge}`;
  return String(h.heartAge);
}

function Method({ text, model }: { text: string; model: string }) {
  return (
    <details className="mt-3 text-sm text-slate-600">
      <summary className="cursor-pointer font-medium text-slate-700">
        How this is worked out
      </summary>
      <p className="mt-2">{text}</p>
      <p className="mt-1">Equation: {model}.</p>
    </details>
  );
}

function RangeView({ range }: { range: CvdNumbersRange }) {
  const { low, high } = range.heartAge;
  return (
    <>
      <p className="mt-2 text-slate-900">
        Your 10-year cardiovascular risk is between{' '}
        <strong>
          {range.lowPercent} % and {range.highPercent} %
        </strong>
        , and your heart age between{' '}
        <strong>
          {describeHeartAge(low)} and {describeHeartAge(high)} years
        </strong>
        , depending on numbers you did not give.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Values used, from the lower-risk end of the range to the higher-risk end:
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
        {range.values.map((v) => (
          <li key={v.label}>
            {v.label}: {v.low} to {v.high} {v.unit}
          </li>
        ))}
      </ul>
      <p className="mt-3 rounded-md bg-sky-50 p-3 text-sm text-sky-900">{range.prompt}</p>
      <Method text={`${range.valuesSource} ${low.method}`} model={range.modelName} />
    </>
  );
}

function HeartAgeView({ heart, age }: { heart: HeartAge; age: number | undefined }) {
  return (
    <>
      <p className="mt-2 text-slate-900">
        Your heart age is <strong>{describeHeartAge(heart)} years</strong>
        {age === undefined ? '' : ` (you are ${age})`}, for a 10-year cardiovascular risk of{' '}
        {heart.riskPercent} %.
      </p>
      <Method text={heart.method} model={heart.modelName} />
    </>
  );
}

/** Heart age from the equation that gave the cardiovascular percentage, or the range without numbers. */
export function HeartAgePanel({ assessment }: { assessment: Assessment }) {
  const profile = useMemo(() => mapStoredResponsesToProfile(assessment), [assessment]);
  const range = useMemo(() => estimateCvdRangeWithoutNumbers(profile), [profile]);
  const heart = useMemo(
    () => (range === null ? estimateHeartAge(profile) : null),
    [profile, range],
  );
  if (range === null && heart === null) return null;
  return (
    <section
      aria-labelledby="heart-age-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="heart-age-heading" className="text-base font-semibold text-slate-900">
        Your heart age
      </h3>
      {range !== null ? (
        <RangeView range={range} />
      ) : (
        heart !== null && <HeartAgeView heart={heart} age={profile.age} />
      )}
    </section>
  );
}
