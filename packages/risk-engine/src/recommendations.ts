/**
 * An assessment's recommendations (2-assessment.md §3.5): three lists — immediate, lifestyle and
 * screening — computed from the scores, the red flags and the answers, by transparent rules:
 *
 * - immediate: every red flag (its advice), then each condition the person already has (keep up
 *   reviews with the GP), then each high result (book a GP visit, naming the model);
 * - lifestyle: one line per answer that is outside an Australian guideline ({@link LIFESTYLE_GUIDELINES}):
 *   smoking, weight, waist, activity, alcohol, vegetables and fruit, sleep, stress;
 * - screening: {@link buildScreeningRecommendations} (moderate and high results, with the national
 *   program where one applies).
 *
 * Each item names the conditions it comes from (`conditionIds`), so a caller can leave out what
 * the person's access level hides; lifestyle items come from answers and name none.
 */
import type { ConditionId } from './conditions/condition-names.js';
import { calculateDerivedFactors } from './conditions/derived-factors.js';
import type { ConditionRisk } from './conditions/types.js';
import type { RiskProfile } from './profile.js';
import type { RedFlag } from './red-flags.js';
import { LIFESTYLE_LIMITS } from './rulebook/lifestyle-limits.js';
import { buildScreeningRecommendations, toInlineFrequency } from './screening.js';

/**
 * The guideline numbers the lifestyle advice uses, read from the rulebook's
 * {@link LIFESTYLE_LIMITS} (each with its source there: NHMRC alcohol 2020, Australia's physical
 * activity guidelines, WHO BMI and waist bands, the National Sleep Foundation's 7–9 hours); the
 * stress threshold is the form's own (4 or 5 on its 1–5 scale).
 */
export const LIFESTYLE_GUIDELINES = {
  weeklyActivityMinutes: LIFESTYLE_LIMITS.activity.moderateMinutesPerWeek.min,
  strengthDaysPerWeek: LIFESTYLE_LIMITS.activity.strengthDaysPerWeek,
  alcoholDrinksPerWeek: LIFESTYLE_LIMITS.alcohol.drinksPerWeek,
  alcoholDrinksPerDay: LIFESTYLE_LIMITS.alcohol.drinksPerDay,
  sleepHours: LIFESTYLE_LIMITS.sleep.hours,
  bmi: { overweight: LIFESTYLE_LIMITS.bmi.overweight, obesity: LIFESTYLE_LIMITS.bmi.obesity },
  waistCm: {
    female: LIFESTYLE_LIMITS.waist.femaleAboveCm,
    other: LIFESTYLE_LIMITS.waist.otherAboveCm,
  },
  highStressLevel: 4,
} as const;

export type RecommendationItem = {
  text: string;
  /** The conditions this item is about; empty for advice from the answers or red flags. */
  conditionIds: ConditionId[];
};

export type AssessmentRecommendations = {
  immediate: RecommendationItem[];
  lifestyle: RecommendationItem[];
  screening: RecommendationItem[];
};

export type RecommendationInput = {
  profile: RiskProfile;
  risks: readonly ConditionRisk[];
  redFlags: readonly RedFlag[];
};

const general = (text: string): RecommendationItem => ({ text, conditionIds: [] });

function describeModel(risk: ConditionRisk): string {
  return risk.tier === 'C' || risk.tier === 'D'
    ? 'a points score that ranks risk'
    : `the ${risk.model.name}`;
}

function buildImmediate(input: RecommendationInput): RecommendationItem[] {
  const items = input.redFlags.map((flag) => general(`${flag.title}: ${flag.advice}`));
  for (const risk of input.risks) {
    if (!risk.applicable || risk.riskLevel !== 'existing') continue;
    items.push({
      text: `${risk.condition}: you told us you have it. Keep up your regular reviews with your GP.`,
      conditionIds: [risk.conditionId],
    });
  }
  for (const risk of input.risks) {
    if (!risk.applicable || risk.riskLevel !== 'high') continue;
    items.push({
      text: `${risk.condition}: your risk came out high (${describeModel(risk)}). Book a GP appointment to talk about it.`,
      conditionIds: [risk.conditionId],
    });
  }
  return items;
}

function buildLifestyle(profile: RiskProfile): RecommendationItem[] {
  const g = LIFESTYLE_GUIDELINES;
  const items: RecommendationItem[] = [];
  const { bmi } = calculateDerivedFactors(profile);
  if (profile.smokingStatus === 'current') {
    items.push(
      general(
        'Stopping smoking lowers the risk of most of the conditions here. Call Quitline on 13 7848 or ask your GP about quit medicines.',
      ),
    );
  }
  if (bmi !== null && bmi >= g.bmi.overweight) {
    items.push(
      general(
        bmi >= g.bmi.obesity
          ? `Your BMI is ${bmi.toFixed(1)}. Losing 5–10 % of your weight lowers the risk of diabetes, heart disease and joint problems; your GP can refer you to a dietitian.`
          : `Your BMI is ${bmi.toFixed(1)} (${g.bmi.overweight} or more is above the healthy range). Small, steady changes to eating and activity help keep weight from rising.`,
      ),
    );
  }
  const waistLimit = profile.sex === 'female' ? g.waistCm.female : g.waistCm.other;
  if (profile.waistCm !== undefined && profile.waistCm > waistLimit) {
    items.push(
      general(
        `Your waist is ${profile.waistCm} cm (above ${waistLimit} cm carries a higher risk of diabetes and heart disease). Activity and fewer refined carbohydrates reduce waist size.`,
      ),
    );
  }
  if (
    profile.exerciseMinutesPerWeek !== undefined &&
    profile.exerciseMinutesPerWeek < g.weeklyActivityMinutes
  ) {
    items.push(
      general(
        `Build up to at least ${g.weeklyActivityMinutes} minutes of moderate activity a week (you do ${profile.exerciseMinutesPerWeek}), plus muscle-strengthening on ${g.strengthDaysPerWeek} days.`,
      ),
    );
  }
  if (
    profile.alcoholDrinksPerWeek !== undefined &&
    profile.alcoholDrinksPerWeek > g.alcoholDrinksPerWeek
  ) {
    items.push(
      general(
        `Drink no more than ${g.alcoholDrinksPerWeek} standard drinks a week and no more than ${g.alcoholDrinksPerDay} on any one day (you have ${profile.alcoholDrinksPerWeek} a week).`,
      ),
    );
  }
  if (profile.eatsFruitOrVegetablesDaily === false) {
    items.push(
      general(
        `Eat vegetables or fruit every day: ${LIFESTYLE_LIMITS.vegetablesAndFruit.vegetableServes} serves of vegetables and ${LIFESTYLE_LIMITS.vegetablesAndFruit.fruitServes} of fruit a day.`,
      ),
    );
  }
  const sleep = profile.sleepHoursPerNight;
  if (sleep !== undefined && (sleep < g.sleepHours.min || sleep > g.sleepHours.max)) {
    items.push(
      general(
        `Aim for ${g.sleepHours.min}–${g.sleepHours.max} hours of sleep a night (you sleep about ${sleep}). Ask your GP if you often feel unrefreshed.`,
      ),
    );
  }
  if (profile.stressLevel !== undefined && profile.stressLevel >= g.highStressLevel) {
    items.push(
      general(
        'Your stress is high. Regular activity, sleep and talking to someone help; Beyond Blue (1300 22 4636) and your GP can support you.',
      ),
    );
  }
  return items;
}

function buildScreening(input: RecommendationInput): RecommendationItem[] {
  const applicable = input.risks.filter((risk) => risk.applicable);
  return buildScreeningRecommendations(applicable, { profile: input.profile }).map((rec) => ({
    text: `${rec.disease}: ${rec.tests.join(', ')}, ${toInlineFrequency(rec.frequency)}${
      rec.program ? ` (${rec.program.name})` : ''
    }.`,
    conditionIds: rec.conditionId === null ? [] : [rec.conditionId],
  }));
}

/** The three recommendation lists of one assessment (see the module comment for the rules). */
export function buildRecommendations(input: RecommendationInput): AssessmentRecommendations {
  return {
    immediate: buildImmediate(input),
    lifestyle: buildLifestyle(input.profile),
    screening: buildScreening(input),
  };
}
