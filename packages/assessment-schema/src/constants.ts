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

/** Reminder texts' numbers (§5): WHO weekly exercise, sleep range, low-risk alcohol. */
export const HEALTH_REMINDERS = {
  weeklyExerciseMinutes: 150,
  sleepHours: { min: 7, max: 9 },
  lowRiskDrinksPerWeek: { male: 14, female: 7 },
} as const;

/** Low-risk alcohol limit shown to the user: 7 drinks a week for women, 14 otherwise. */
export function getLowRiskDrinksPerWeek(sex: string | undefined): number {
  return sex === 'female'
    ? HEALTH_REMINDERS.lowRiskDrinksPerWeek.female
    : HEALTH_REMINDERS.lowRiskDrinksPerWeek.male;
}
