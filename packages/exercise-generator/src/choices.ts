/**
 * The AI wizard's choice lists and the package's constants (3-results-and-plans.md §5 "AI wizard",
 * §9 "Exercise"). The spec fixes their sizes — 12 goals, 16 exercise types, 14 equipment items,
 * 11 injuries, 12 motivation factors — and these are the items.
 */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** 12 fitness goals. The first four drive the training-day rules (§4). */
export const FITNESS_GOALS = [
  'Weight loss',
  'Cardiovascular health',
  'Muscle building',
  'Strength',
  'Flexibility',
  'Balance and stability',
  'Stress relief',
  'Better sleep',
  'More energy',
  'Healthy ageing',
  'Blood sugar control',
  'Better posture',
] as const;

/** Goals that make cardio come first on alternating days (§4). */
export const CARDIO_FIRST_GOALS = ['Weight loss', 'Cardiovascular health'] as const;
/** Goals that give cardio only every fifth training day (§4). */
export const STRENGTH_FOCUS_GOALS = ['Muscle building', 'Strength'] as const;

/** Cardio exercise types; the first preferred one leads a cardio day (default Walking/Jogging). */
export const CARDIO_EXERCISE_TYPES = [
  'Walking/Jogging',
  'Running',
  'Cycling',
  'Swimming',
  'Rowing',
  'Dancing',
  'HIIT',
  'Team sports',
] as const;

/** Strength exercise types; the first preferred one leads a strength day (default Home workouts). */
export const STRENGTH_EXERCISE_TYPES = [
  'Home workouts',
  'Weight training',
  'Resistance bands',
  'Bodyweight training',
] as const;

/** Flexibility and mind-body types: they shape warm-ups and cool-downs. */
export const FLEXIBILITY_EXERCISE_TYPES = ['Yoga', 'Pilates', 'Tai Chi', 'Stretching'] as const;

/** 16 exercise types. */
export const EXERCISE_TYPES = [
  ...CARDIO_EXERCISE_TYPES,
  ...STRENGTH_EXERCISE_TYPES,
  ...FLEXIBILITY_EXERCISE_TYPES,
] as const;

export const DEFAULT_CARDIO_TYPE = 'Walking/Jogging';
export const DEFAULT_STRENGTH_TYPE = 'Home workouts';

/** 14 equipment items. */
export const EQUIPMENT = [
  'None / bodyweight',
  'Dumbbells',
  'Kettlebell',
  'Resistance bands',
  'Barbell and plates',
  'Pull-up bar',
  'Exercise mat',
  'Stability ball',
  'Treadmill',
  'Exercise bike',
  'Rowing machine',
  'Skipping rope',
  'Swimming pool',
  'Full gym access',
] as const;

/** 11 injuries and conditions the plan works around (safety.ts says how). */
export const INJURIES = [
  'Lower back pain',
  'Knee pain or injury',
  'Shoulder injury',
  'Neck pain',
  'Hip pain',
  'Ankle or foot injury',
  'Wrist or hand injury',
  'Elbow pain',
  'Arthritis',
  'Recent surgery',
  'Pregnancy',
] as const;

/** 12 motivation factors. */
export const MOTIVATION_FACTORS = [
  'Health improvement',
  'Weight management',
  'Stress relief',
  'Appearance',
  'Energy',
  'Social connection',
  'Competition',
  'Longevity',
  'Mental health',
  'Doctor recommendation',
  'Sports performance',
  'Fun and enjoyment',
] as const;

export const PREFERRED_TIMES = [
  'early-morning',
  'morning',
  'afternoon',
  'evening',
  'night',
  'flexible',
] as const;

/** The wizard's labels of the preferred times (§5). */
export const PREFERRED_TIME_LABELS = {
  'early-morning': 'Early morning (5-7 AM)',
  morning: 'Morning (7-11 AM)',
  afternoon: 'Afternoon (11 AM-3 PM)',
  evening: 'Evening (3-7 PM)',
  night: 'Night (7-10 PM)',
  flexible: 'Flexible',
} as const satisfies Record<(typeof PREFERRED_TIMES)[number], string>;

/** Time per session: a slider from 15 to 120 minutes in steps of 15 (§5). */
export const SESSION_MINUTES = { min: 15, max: 120, step: 15 } as const;

/** The custom exercise form's duration: 5–120 minutes, default (and fall-back) 15 (§5, §9). */
export const CUSTOM_EXERCISE_MINUTES = { min: 5, max: 120, default: 15 } as const;

/** The AI plan lasts 12 weeks in three phases (§9). */
export const PLAN_WEEKS = 12;
export const PLAN_PHASES = [
  { week: 'Weeks 1-2', phase: 'Foundation Building' },
  { week: 'Weeks 3-6', phase: 'Strength Development' },
  { week: 'Weeks 7-12', phase: 'Performance Enhancement' },
] as const;

/** Warm-up and cool-down: 15 % of the session each, at least 3 minutes (§4, §9). */
export const WARM_UP_SHARE = 0.15;
export const WARM_UP_MIN_MINUTES = 3;

/** Added first to the plan when the engine reports a high heart risk (issue 7). */
export const GP_VIGOROUS_EXERCISE_ADVICE = 'Talk to your GP before starting vigorous exercise.';

/** The conditions (risk-engine names) whose high risk adds {@link GP_VIGOROUS_EXERCISE_ADVICE}. */
export const HEART_RISK_CONDITIONS = [
  'Cardiovascular Disease',
  'Heart Failure',
  'Atrial Fibrillation',
] as const;
