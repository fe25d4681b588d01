/**
 * The three complete longevity programs (3-results-and-plans.md §9 "Exercise"): seven days each,
 * Sunday a rest day, every activity 5–40 minutes. The spec's daily ranges (15–30, 30–45, 45–60)
 * are the main training time; a 5-minute warm-up and cool-down come on top, which is how the
 * weekly totals reach ≈180, ≈280 and ≈420 minutes over six training days.
 */
import { WEEKDAYS } from './choices.js';
import type {
  Activity,
  ActivityType,
  DailyTask,
  FitnessLevel,
  LongevityLevel,
  LongevityProgram,
} from './types.js';

/**
 * One activity of a program. `involves` names what it is made of, in the words of safety.ts's
 * avoid lists (a cardio activity's options, a strength session's movements), so that
 * adapt-longevity.ts can swap what a person's injuries or conditions rule out. `vigorous` marks
 * hard efforts (intervals, tempo, heavy sets) that a capped intensity replaces with steady work.
 */
export type ProgramItem = {
  name: string;
  type: ActivityType;
  minutes: number;
  /** Cardio and stretching: the description as shown. */
  description?: string;
  /** Cardio: the options it offers (e.g. walking or jogging), as safety words. */
  options?: readonly string[];
  /** Strength: the movements, in order, and the sets that follow them in the description. */
  movements?: readonly string[];
  sets?: string;
  vigorous?: boolean;
};

const WARM_UP: ProgramItem = {
  name: 'Warm-up',
  type: 'stretching',
  minutes: 5,
  description: 'March in place, arm swings and hip circles, building pace gradually.',
};
const COOL_DOWN: ProgramItem = {
  name: 'Cool-down stretch',
  type: 'stretching',
  minutes: 5,
  description: 'Hold calf, hamstring, hip and chest stretches for 20-30 seconds each.',
};

const cardio = (
  name: string,
  minutes: number,
  description: string,
  options: readonly string[],
  vigorous = false,
): ProgramItem => ({ name, type: 'cardio', minutes, description, options, vigorous });
const strength = (
  name: string,
  minutes: number,
  movements: readonly string[],
  sets: string,
  vigorous = false,
): ProgramItem => ({ name, type: 'strength', minutes, movements, sets, vigorous });
const stretching = (name: string, minutes: number, description: string): ProgramItem => ({
  name,
  type: 'stretching',
  minutes,
  description,
});

/** Monday to Saturday of each program (Sunday rests); warm-up and cool-down are added to each day. */
const DAYS: Readonly<Record<LongevityLevel, readonly (readonly ProgramItem[])[]>> = {
  beginner: [
    [cardio('Brisk walk', 20, 'Walk fast enough to breathe harder but still talk.', ['walking'])],
    [
      strength(
        'Bodyweight strength',
        20,
        ['Sit-to-stand', 'Wall press', 'Glute bridges', 'Step-ups'],
        '2 sets of 8-10',
      ),
    ],
    [cardio('Brisk walk', 20, 'A little faster or hillier than Monday.', ['walking'])],
    [
      strength(
        'Balance and strength',
        20,
        ['Heel-to-toe walking', 'Single-leg stands', 'Band rows'],
        '2 sets of 8-10',
      ),
    ],
    [
      cardio('Cycling or swimming', 20, 'Steady, easy effort on a bike or in the pool.', [
        'cycling',
        'swimming',
      ]),
    ],
    [stretching('Gentle yoga', 20, 'Slow standing and floor poses for flexibility and balance.')],
  ],
  intermediate: [
    [
      cardio('Brisk walk or jog', 35, 'Moderate effort: you can talk, but not sing.', [
        'walking',
        'jogging',
      ]),
    ],
    [
      strength(
        'Full-body strength',
        25,
        ['Squats', 'Push-ups', 'Rows', 'Lunges', 'Plank'],
        '3 sets of 10-12',
      ),
      cardio('Cycling', 15, 'Easy spin to finish.', ['cycling']),
    ],
    [
      cardio(
        'Cycling intervals',
        35,
        'Alternate 3 minutes steady with 1 minute harder.',
        ['cycling', 'intervals'],
        true,
      ),
    ],
    [
      strength(
        'Lower body and core',
        25,
        ['Goblet squats', 'Glute bridges', 'Step-ups', 'Dead bug'],
        '3 sets of 10-12',
      ),
      cardio('Brisk walk', 15, 'Steady pace to finish.', ['walking']),
    ],
    [cardio('Swimming or rowing', 35, 'Continuous moderate effort.', ['swimming', 'rowing'])],
    [
      stretching('Yoga or Pilates', 20, 'Mobility, core control and balance.'),
      cardio('Easy walk', 15, 'Relaxed pace outdoors.', ['walking']),
    ],
  ],
  advanced: [
    [
      cardio(
        'Running intervals',
        30,
        '6 x 2 minutes hard, 2 minutes easy.',
        ['running', 'intervals', 'interval running'],
        true,
      ),
      strength(
        'Upper-body strength',
        30,
        ['Overhead press', 'Rows', 'Pull-ups', 'Carries'],
        '4 sets of 8-12',
      ),
    ],
    [
      cardio('Endurance ride', 40, 'Steady moderate cycling.', ['cycling']),
      stretching('Core and mobility', 20, 'Planks, dead bug, hip and thoracic mobility.'),
    ],
    [
      strength(
        'Lower-body strength',
        35,
        ['Squats', 'Deadlifts', 'Lunges', 'Calf raises'],
        '4 sets of 8-12',
      ),
      cardio('Rowing', 25, 'Moderate to vigorous effort.', ['rowing'], true),
    ],
    [
      cardio(
        'Tempo run',
        40,
        'Comfortably hard pace you could hold for an hour.',
        ['running'],
        true,
      ),
      stretching('Yoga', 20, 'Flowing sequence for recovery and range of motion.'),
    ],
    [
      strength(
        'Full-body strength',
        35,
        ['Deadlifts', 'Squats', 'Push-ups', 'Kettlebell swings'],
        '4 sets of 6-10, the last reps fast',
        true,
      ),
      cardio(
        'HIIT',
        25,
        '30 seconds hard, 30 seconds easy, in blocks of 5 minutes.',
        ['hiit'],
        true,
      ),
    ],
    [
      cardio('Long walk or hike', 40, 'Hills or trails at a brisk pace.', ['walking']),
      stretching('Balance and flexibility', 20, 'Single-leg work and long stretches.'),
    ],
  ],
};

/** "Squats, push-ups and rows: 3 sets of 10-12." */
export function describeMovements(movements: readonly string[], sets: string): string {
  const words = movements.map((movement, index) =>
    index === 0 ? movement : movement.charAt(0).toLowerCase() + movement.slice(1),
  );
  const list =
    words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `${list}: ${sets}.`;
}

const PROGRAM_TEXT: Readonly<Record<LongevityLevel, { description: string; goals: string }>> = {
  beginner: {
    description:
      'About 180 minutes a week over six days (15-30 minutes of training a day), Sunday rest.',
    goals: 'Build a daily movement habit; walk briskly, start strength and balance work.',
  },
  intermediate: {
    description:
      'About 280 minutes a week over six days (30-45 minutes of training a day), Sunday rest; 150+ minutes of cardio and 2 strength sessions, as WHO advises.',
    goals:
      'Meet and exceed WHO guidance: 150+ minutes of moderate cardio and 2 strength sessions a week.',
  },
  advanced: {
    description:
      'About 420 minutes a week over six days (45-60 minutes of training a day), Sunday rest.',
    goals: 'Longevity-level fitness: endurance, strength, power and mobility.',
  },
};

export function toActivity(item: ProgramItem, difficulty: FitnessLevel): Activity {
  const description =
    item.movements && item.sets
      ? describeMovements(item.movements, item.sets)
      : (item.description ?? '');
  return {
    name: item.name,
    type: item.type,
    duration: item.minutes,
    description,
    difficulty,
    completed: false,
  };
}

/** The items of each training day, warm-up and cool-down included (Monday first). */
export function programItems(level: LongevityLevel): readonly (readonly ProgramItem[])[] {
  return DAYS[level].map((items) => [WARM_UP, ...items, COOL_DOWN]);
}

function buildProgram(level: LongevityLevel): LongevityProgram {
  const days = programItems(level);
  const dailyTasks: DailyTask[] = WEEKDAYS.map((day, index) => {
    const items = days[index];
    if (!items) return { day, restDay: true, activities: [] };
    return {
      day,
      restDay: false,
      activities: items.map((item) => toActivity(item, level)),
    };
  });
  return {
    level,
    name: `${level.charAt(0).toUpperCase()}${level.slice(1)} Longevity Program`,
    description: PROGRAM_TEXT[level].description,
    goals: PROGRAM_TEXT[level].goals,
    duration: '12 weeks',
    dailyTasks,
  };
}

export const LONGEVITY_PROGRAMS: Readonly<Record<LongevityLevel, LongevityProgram>> = {
  beginner: buildProgram('beginner'),
  intermediate: buildProgram('intermediate'),
  advanced: buildProgram('advanced'),
};

/** A fresh copy of a program (safe to change, e.g. to tick exercises). */
export function getLongevityProgram(level: LongevityLevel): LongevityProgram {
  const program = LONGEVITY_PROGRAMS[level];
  return {
    ...program,
    dailyTasks: program.dailyTasks.map((task) => ({
      ...task,
      activities: task.activities.map((activity) => ({ ...activity })),
    })),
  };
}
