import type { ConditionRiskResult } from '@healthscreen/api-client';

/** A condition's name inside a sentence: "Type 2 Diabetes" → "type 2 diabetes", "Alzheimer's Disease" → "Alzheimer's disease". */
function inSentence(name: string): string {
  return name
    .split(' ')
    .map((word) => (word.includes("'") || word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * How many people like the user, of 100 (of 1,000 below 0.5 %): "about 11 in 100", "about 3 in
 * 1,000", "fewer than 1 in 1,000". Undefined for a score that is not a probability (points, rules).
 */
export function describeFrequencyShort(risk: ConditionRiskResult): string | undefined {
  if (!risk.applicable || risk.scoreUnit !== 'percent' || risk.riskLevel === 'existing') {
    return undefined;
  }
  if (risk.score >= 0.5) return `about ${Math.round(risk.score)} in 100`;
  const perThousand = Math.round(risk.score * 10);
  return perThousand >= 1 ? `about ${perThousand} in 1,000` : 'fewer than 1 in 1,000';
}

/**
 * A model's probability as a natural frequency, as the Australian guideline recommends ("About 11
 * in 100 people like you develop cardiovascular disease within 10 years"). A probability without
 * a horizon is of having the condition now (the Fatty Liver Index): "… people like you have liver
 * disease now".
 */
export function describeFrequency(risk: ConditionRiskResult): string | undefined {
  const share = describeFrequencyShort(risk);
  if (share === undefined) return undefined;
  const people = `${share.charAt(0).toUpperCase()}${share.slice(1)} people like you`;
  if (risk.model.horizonYears === null) return `${people} have ${inSentence(risk.condition)} now`;
  const within = risk.model.horizonYears ? ` within ${risk.model.horizon}` : '';
  return `${people} develop ${inSentence(risk.condition)}${within}`;
}

/** What a points score is, said plainly next to it. */
export const POINTS_SCORE_NOTE = 'Ranks your risk; not a percentage';

/**
 * 100 figures, as many filled as people in 100 who are expected to develop the condition: one
 * image to assistive technology, named by the sentence it shows.
 */
export function IconArray({ risk, label }: { risk: ConditionRiskResult; label: string }) {
  const filled = Math.min(100, Math.max(0, Math.round(risk.score)));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 100 100"
      className="size-24 shrink-0"
      data-filled={filled}
    >
      {Array.from({ length: 100 }, (_, index) => (
        <circle
          key={index}
          cx={(index % 10) * 10 + 5}
          cy={Math.floor(index / 10) * 10 + 5}
          r={3.6}
          className={index < filled ? 'fill-red-600' : 'fill-slate-300'}
        />
      ))}
    </svg>
  );
}

/** The sentence and its icon array, for a probability; nothing for other scores. */
export function NaturalFrequency({ risk }: { risk: ConditionRiskResult }) {
  const sentence = describeFrequency(risk);
  if (sentence === undefined) return null;
  return (
    <figure className="flex items-center gap-3">
      <IconArray
        risk={risk}
        label={`${sentence}: ${Math.round(risk.score)} of 100 figures filled`}
      />
      <figcaption className="text-sm text-slate-800">{sentence}.</figcaption>
    </figure>
  );
}
