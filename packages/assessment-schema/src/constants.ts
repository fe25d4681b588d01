import { LIFESTYLE_LIMITS } from '@healthscreen/risk-engine';

/** Delay between a successful wizard save and the move to /results/{id} (§4). */
export const WIZARD_NAVIGATION_DELAY_MS = 100;

/** Auto-save debounce of the essential form (§4, §9): 3 s after a yes/no change, 1 s otherwise. */
export const AUTO_SAVE_DELAY_MS = { boolean: 3000, other: 1000 } as const;

/** The auto-save delay for a change to a field that now holds `value`. */
export function getAutoSaveDelayMs(value: unknown): number {
  return typeof value === 'boolean' ? AUTO_SAVE_DELAY_MS.boolean : AUTO_SAVE_DELAY_MS.other;
}

/** The long survey's three-step tracker (§2); step 1 is active and the bar starts at 33%. */
export const SURVEY_TRACKER_STEPS = [
  { step: 1, label: 'Assessment', tab: undefined },
  { step: 2, label: 'Results', tab: 'diseases' },
  { step: 3, label: 'Plan', tab: 'exercise' },
] as const;
export const SURVEY_TRACKER_INITIAL_PERCENT = 33;

/**
 * Reminder texts' numbers (§5), read from the risk-engine rulebook (`LIFESTYLE_LIMITS`): weekly
 * activity (Australia's guidelines), sleep range, and the NHMRC 2020 low-risk alcohol limit — 10
 * standard drinks a week for everyone (a deliberate deviation from the spec's 14 for men and 7 for
 * women, which predates the 2020 guidelines; docs/ARCHITECTURE.md).
 */
export const HEALTH_REMINDERS = {
  weeklyExerciseMinutes: LIFESTYLE_LIMITS.activity.moderateMinutesPerWeek.min,
  sleepHours: LIFESTYLE_LIMITS.sleep.hours,
  lowRiskDrinksPerWeek: LIFESTYLE_LIMITS.alcohol.drinksPerWeek,
  lowRiskDrinksPerDay: LIFESTYLE_LIMITS.alcohol.drinksPerDay,
} as const;

/** Low-risk alcohol limit shown to the user (NHMRC 2020: the same for every sex). */
export function getLowRiskDrinksPerWeek(_sex?: string): number {
  return HEALTH_REMINDERS.lowRiskDrinksPerWeek;
}
