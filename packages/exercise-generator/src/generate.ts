/**
 * The AI Exercise Plan wizard's rules (3-results-and-plans.md §4 "AI exercise wizard generation
 * order", §9 "Exercise"), plus the safety rules of safety.ts. Pure and deterministic: the same
 * preferences and risks always give the same plan.
 */
import {
  CARDIO_EXERCISE_TYPES,
  CARDIO_FIRST_GOALS,
  DEFAULT_CARDIO_TYPE,
  DEFAULT_STRENGTH_TYPE,
  FLEXIBILITY_EXERCISE_TYPES,
  GP_VIGOROUS_EXERCISE_ADVICE,
  HEART_RISK_CONDITIONS,
  PLAN_PHASES,
  PLAN_WEEKS,
  STRENGTH_EXERCISE_TYPES,
  STRENGTH_FOCUS_GOALS,
  WEEKDAYS,
} from './choices.js';
import { splitSessionMinutes } from './progress.js';
import { collectLabelledSafetyRules, isExcludedExercise, SAFE_MOVEMENTS } from './safety.js';
import type {
  Activity,
  DailyTask,
  Equipment,
  ExercisePreferences,
  FitnessLevel,
  GenerateOptions,
  GeneratedExerciseProgram,
  RiskInput,
  Weekday,
  Workout,
} from './types.js';

type SessionKind = 'cardio' | 'strength';

/** Repetition guidance by level (§4 "Repetition guidance varies by level"). */
export const REPETITION_GUIDANCE: Readonly<Record<FitnessLevel, string>> = {
  beginner: '2 sets of 8-10 repetitions, resting 90 seconds between sets',
  intermediate: '3 sets of 10-12 repetitions, resting 60-90 seconds between sets',
  advanced: '4 sets of 12-15 repetitions, resting 45-60 seconds between sets',
};

/** Cardio effort by level, as the talk test describes it. */
export const CARDIO_INTENSITY: Readonly<Record<FitnessLevel, string>> = {
  beginner: 'light to moderate effort (you can talk in full sentences)',
  intermediate: 'moderate effort (you can talk, but not sing)',
  advanced: 'moderate to vigorous effort (only a few words at a time)',
};

const CAPPED_INTENSITY = 'moderate effort at most (you can always talk in full sentences)';

const INTENSITY_LEVEL: Readonly<Record<FitnessLevel, string>> = {
  beginner: 'Low to moderate',
  intermediate: 'Moderate',
  advanced: 'Moderate to vigorous',
};

/** Movements of a strength session by strength type; the first allowed four are used. */
const STRENGTH_MOVEMENTS: Readonly<
  Record<(typeof STRENGTH_EXERCISE_TYPES)[number], readonly string[]>
> = {
  'Home workouts': [
    'Bodyweight squats',
    'Push-ups',
    'Glute bridges',
    'Plank',
    'Step-ups',
    'Bird dog',
    'Lunges',
    'Dead bug',
  ],
  'Weight training': [
    'Goblet squats',
    'Dumbbell rows',
    'Chest press',
    'Overhead press',
    'Deadlifts',
    'Glute bridges',
    'Lunges',
    'Dead bug',
  ],
  'Resistance bands': [
    'Band squats',
    'Band rows',
    'Band chest press',
    'Band pull-aparts',
    'Glute bridges',
    'Band overhead press',
    'Bird dog',
    'Dead bug',
  ],
  'Bodyweight training': [
    'Bodyweight squats',
    'Push-ups',
    'Lunges',
    'Plank',
    'Glute bridges',
    'Superman holds',
    'Step-ups',
    'Dead bug',
  ],
};

/** Cardio choices after the preferred ones, lowest impact first. */
const FALLBACK_CARDIO = ['Cycling', 'Swimming', 'Walking/Jogging', 'Rowing'] as const;
const LAST_RESORT_CARDIO = 'Seated cardio (arm and leg marching)';

const CARDIO_BENEFITS = [
  'Heart and lung fitness',
  'Blood pressure and blood sugar control',
  'Mood and sleep',
];
const STRENGTH_BENEFITS = [
  'Muscle and bone strength',
  'Metabolic health',
  'Balance and fall prevention',
];

/** Conditions regular exercise helps (their names as the risk engine writes them). */
const EXERCISE_RESPONSIVE_CONDITIONS = [
  'Cardiovascular Disease',
  'Type 2 Diabetes',
  'Hypertension',
  'Stroke',
  'Depression',
  'Anxiety Disorders',
  "Alzheimer's Disease",
  'Osteoporosis',
  'Osteoarthritis',
  'Metabolic Syndrome',
  'Heart Failure',
  'Atrial Fibrillation',
  'Colorectal Cancer',
  'Breast Cancer',
  'Endometrial Cancer',
  'Sleep Apnea',
  'Chronic Kidney Disease',
  'Peripheral Artery Disease',
  'Deep Vein Thrombosis',
] as const;

const EQUIPMENT_USE: Readonly<Record<Equipment, { purpose: string; alternatives: string[] }>> = {
  'None / bodyweight': {
    purpose: 'Bodyweight strength and walking need no equipment',
    alternatives: [],
  },
  Dumbbells: {
    purpose: 'Squats, rows and presses with added load',
    alternatives: ['Filled water bottles', 'Resistance bands'],
  },
  Kettlebell: {
    purpose: 'Goblet squats and hip hinges',
    alternatives: ['A dumbbell', 'A backpack with books'],
  },
  'Resistance bands': {
    purpose: 'Rows, presses and leg work at any strength',
    alternatives: ['Light dumbbells'],
  },
  'Barbell and plates': {
    purpose: 'Heavier compound lifts once technique is sound',
    alternatives: ['Dumbbells'],
  },
  'Pull-up bar': {
    purpose: 'Upper-back and grip strength',
    alternatives: ['Band rows', 'Table rows'],
  },
  'Exercise mat': {
    purpose: 'Floor core work, stretching and yoga',
    alternatives: ['A folded towel on carpet'],
  },
  'Stability ball': { purpose: 'Core and balance work', alternatives: ['A sturdy chair'] },
  Treadmill: {
    purpose: 'Walking or running in any weather',
    alternatives: ['Walking outdoors', 'Shopping-centre walking'],
  },
  'Exercise bike': {
    purpose: 'Low-impact cardio',
    alternatives: ['An outdoor bike', 'Brisk walking'],
  },
  'Rowing machine': { purpose: 'Full-body cardio', alternatives: ['Exercise bike', 'Swimming'] },
  'Skipping rope': {
    purpose: 'Short, intense cardio bursts',
    alternatives: ['Marching on the spot with high knees'],
  },
  'Swimming pool': {
    purpose: 'Joint-friendly cardio and water exercise',
    alternatives: ['Exercise bike'],
  },
  'Full gym access': {
    purpose: 'Every option in this plan, with machines for guided strength work',
    alternatives: ['Home workouts'],
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hasAny(list: readonly string[], wanted: readonly string[]): boolean {
  return list.some((item) => wanted.includes(item));
}

/** §4: weight loss / cardiovascular → cardio first, alternating; muscle / strength → cardio every fifth day; else strength first. */
export function chooseSessionKind(goals: readonly string[], trainingDayIndex: number): SessionKind {
  if (hasAny(goals, CARDIO_FIRST_GOALS)) return trainingDayIndex % 2 === 0 ? 'cardio' : 'strength';
  if (hasAny(goals, STRENGTH_FOCUS_GOALS))
    return trainingDayIndex % 5 === 4 ? 'cardio' : 'strength';
  return trainingDayIndex % 2 === 0 ? 'strength' : 'cardio';
}

/** True when the engine reports a high (or existing) heart risk that calls for the GP advice. */
export function needsGpAdvice(risks: readonly RiskInput[]): boolean {
  return risks.some(
    (risk) =>
      (HEART_RISK_CONDITIONS as readonly string[]).includes(risk.condition) &&
      ['high', 'existing'].includes(risk.riskLevel.toLowerCase()),
  );
}

export function generateExercisePlan(
  preferences: ExercisePreferences,
  options: GenerateOptions = {},
): GeneratedExerciseProgram {
  const risks = options.risks ?? [];
  const level = preferences.currentFitnessLevel;
  const labelled = collectLabelledSafetyRules(preferences.injuries, preferences.medicalLimitations);
  const rules = labelled.map((entry) => entry.rule);
  const avoid = rules.flatMap((rule) => rule.avoid);
  const gpAdvice = needsGpAdvice(risks);
  const capped = gpAdvice || rules.some((rule) => rule.capIntensity === true);
  const allowed = (name: string) => !isExcludedExercise(name, avoid);

  const preferredCardio = preferences.exerciseTypes.filter((type) =>
    (CARDIO_EXERCISE_TYPES as readonly string[]).includes(type),
  );
  const cardioType =
    [...preferredCardio, DEFAULT_CARDIO_TYPE, ...FALLBACK_CARDIO].find(allowed) ??
    LAST_RESORT_CARDIO;
  const preferredStrength = preferences.exerciseTypes.filter(
    (type): type is (typeof STRENGTH_EXERCISE_TYPES)[number] =>
      (STRENGTH_EXERCISE_TYPES as readonly string[]).includes(type),
  );
  const strengthType = preferredStrength[0] ?? DEFAULT_STRENGTH_TYPE;
  const movements = [...STRENGTH_MOVEMENTS[strengthType], ...SAFE_MOVEMENTS]
    .filter(allowed)
    .filter((name, index, list) => list.indexOf(name) === index);
  const flexibility = preferences.exerciseTypes.find((type) =>
    (FLEXIBILITY_EXERCISE_TYPES as readonly string[]).includes(type),
  );
  const warmUpName =
    flexibility && allowed(flexibility)
      ? `Warm-up: gentle ${flexibility.toLowerCase()}`
      : 'Warm-up: gentle mobility';
  const cardioIntensity = capped ? CAPPED_INTENSITY : CARDIO_INTENSITY[level];
  const { warmUp, main, coolDown } = splitSessionMinutes(preferences.timeAvailable);

  const selected = new Set<Weekday>(preferences.selectedDays);
  let trainingIndex = 0;
  const kinds = new Map<Weekday, SessionKind>();
  const dailyTasks: DailyTask[] = WEEKDAYS.map((day) => {
    if (!selected.has(day)) return { day, restDay: true, activities: [] };
    const kind = chooseSessionKind(preferences.fitnessGoals, trainingIndex);
    const dayMovements = rotate(movements, trainingIndex).slice(0, 4);
    trainingIndex += 1;
    kinds.set(day, kind);
    const mainActivity: Activity =
      kind === 'cardio'
        ? {
            name: cardioType,
            type: 'cardio',
            duration: main,
            description: `${main} minutes of ${cardioType.toLowerCase()} at ${cardioIntensity}.`,
            difficulty: level,
            completed: false,
          }
        : {
            name: strengthType,
            type: 'strength',
            duration: main,
            description: `${dayMovements.join(', ')}: ${REPETITION_GUIDANCE[level]}.`,
            difficulty: level,
            completed: false,
          };
    return {
      day,
      restDay: false,
      activities: [
        {
          name: warmUpName,
          type: 'stretching',
          duration: warmUp,
          description: 'March in place, shoulder rolls and hip circles, building pace gradually.',
          difficulty: level,
          completed: false,
        },
        mainActivity,
        {
          name: 'Cool-down: stretching',
          type: 'stretching',
          duration: coolDown,
          description: 'Slow down gradually, then hold each stretch for 20-30 seconds.',
          difficulty: level,
          completed: false,
        },
      ],
    };
  });

  const trainingDays = dailyTasks.filter((task) => !task.restDay);
  const totalMinutes = trainingDays.length * preferences.timeAvailable;
  const weeklyPlan = PLAN_PHASES.map(({ week, phase }, phaseIndex) => ({
    week,
    phase,
    workouts: dailyTasks.map((task): Workout => {
      const kind = kinds.get(task.day);
      if (task.restDay || kind === undefined) {
        return {
          day: task.day,
          type: 'rest',
          name: 'Rest day',
          duration: 0,
          intensity: 'Rest',
          exercises: [],
          benefits: ['Recovery'],
        };
      }
      return {
        day: task.day,
        type: kind,
        name: kind === 'cardio' ? cardioType : strengthType,
        duration: preferences.timeAvailable,
        intensity: describePhaseIntensity(phaseIndex, capped),
        exercises: task.activities.map((activity) => activity.name),
        benefits: kind === 'cardio' ? CARDIO_BENEFITS : STRENGTH_BENEFITS,
      };
    }),
  }));

  const safetyGuidelines = [
    ...(gpAdvice ? [GP_VIGOROUS_EXERCISE_ADVICE] : []),
    'Stop and get medical help at once if you have chest pain or pressure, severe breathlessness, dizziness or palpitations.',
    'Warm up and cool down every session, and drink water before, during and after.',
    ...rules.map((rule) => rule.guideline),
  ];
  const modificationTips = [
    ...rules.map((rule) => rule.tip),
    'Too hard? Shorten the main session or slow down; too easy? Add 5 minutes or one set before adding speed or weight.',
    'Missed a day? Carry on with the next one; do not double up.',
  ];
  const keyRecommendations = [
    ...(gpAdvice ? [GP_VIGOROUS_EXERCISE_ADVICE] : []),
    'Aim for 150-300 minutes of moderate activity (or 75-150 minutes of vigorous activity) a week (WHO 2020; Australian guidelines).',
    'Do muscle-strengthening activities on at least 2 days a week.',
    totalMinutes >= 150
      ? `This plan gives ${totalMinutes} minutes a week.`
      : `This plan gives ${totalMinutes} minutes a week: build towards 150 by adding a day or a few minutes each week.`,
    'Break up long periods of sitting; any movement counts.',
  ];

  const goals =
    preferences.fitnessGoals.length > 0 ? [...preferences.fitnessGoals] : ['General fitness'];
  const plan = {
    name: `AI Exercise Plan - ${capitalize(level)}`,
    adaptedFor: labelled.map((entry) => entry.label),
    description: `${trainingDays.length} ${trainingDays.length === 1 ? 'session' : 'sessions'} a week of ${preferences.timeAvailable} minutes for ${goals.join(', ').toLowerCase()}, built by fixed rules from the WHO 2020 and Australian physical activity guidelines.`,
    duration: `${PLAN_WEEKS} weeks`,
    goals,
    targetedConditions: risks
      .filter(
        (risk) =>
          ['moderate', 'high', 'existing'].includes(risk.riskLevel.toLowerCase()) &&
          (EXERCISE_RESPONSIVE_CONDITIONS as readonly string[]).includes(risk.condition),
      )
      .map((risk) => risk.condition),
    intensityLevel: capped ? 'Low to moderate' : INTENSITY_LEVEL[level],
    weeklySchedule: {
      totalDays: trainingDays.length,
      totalMinutes,
      sessionsPerWeek: trainingDays.length,
    },
    keyRecommendations,
    weeklyPlan,
    equipment: preferences.equipmentAccess.map((name) => ({ name, ...EQUIPMENT_USE[name] })),
    progressTracking: [
      'Tick each exercise when it is done: the weekly percentage follows.',
      'Use the talk test to check the effort of each session.',
      'Every 4 weeks, note how far you walk or cycle in 10 minutes and how many repetitions you manage.',
    ],
    safetyGuidelines,
    modificationTips,
  };
  return { plan, dailyTasks };
}

function describePhaseIntensity(phaseIndex: number, capped: boolean): string {
  if (capped) return phaseIndex === 0 ? 'Light' : 'Moderate';
  return ['Light to moderate', 'Moderate', 'Moderate to vigorous'][phaseIndex] ?? 'Moderate';
}

function rotate<T>(list: readonly T[], by: number): T[] {
  if (list.length === 0) return [];
  const shift = by % list.length;
  return [...list.slice(shift), ...list.slice(0, shift)];
}
