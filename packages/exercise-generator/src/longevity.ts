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

type Item = [name: string, type: ActivityType, minutes: number, description: string];

const WARM_UP: Item = [
  'Warm-up',
  'stretching',
  5,
  'March in place, arm swings and hip circles, building pace gradually.',
];
const COOL_DOWN: Item = [
  'Cool-down stretch',
  'stretching',
  5,
  'Hold calf, hamstring, hip and chest stretches for 20-30 seconds each.',
];

/** Monday to Saturday of each program (Sunday rests); warm-up and cool-down are added to each day. */
const DAYS: Readonly<Record<LongevityLevel, readonly (readonly Item[])[]>> = {
  beginner: [
    [['Brisk walk', 'cardio', 20, 'Walk fast enough to breathe harder but still talk.']],
    [
      [
        'Bodyweight strength',
        'strength',
        20,
        'Sit-to-stand, wall press, glute bridges and step-ups: 2 sets of 8-10.',
      ],
    ],
    [['Brisk walk', 'cardio', 20, 'A little faster or hillier than Monday.']],
    [
      [
        'Balance and strength',
        'strength',
        20,
        'Heel-to-toe walking, single-leg stands and band rows: 2 sets of 8-10.',
      ],
    ],
    [['Cycling or swimming', 'cardio', 20, 'Steady, easy effort on a bike or in the pool.']],
    [
      [
        'Gentle yoga',
        'stretching',
        20,
        'Slow standing and floor poses for flexibility and balance.',
      ],
    ],
  ],
  intermediate: [
    [['Brisk walk or jog', 'cardio', 35, 'Moderate effort: you can talk, but not sing.']],
    [
      [
        'Full-body strength',
        'strength',
        25,
        'Squats, push-ups, rows, lunges and plank: 3 sets of 10-12.',
      ],
      ['Cycling', 'cardio', 15, 'Easy spin to finish.'],
    ],
    [['Cycling intervals', 'cardio', 35, 'Alternate 3 minutes steady with 1 minute harder.']],
    [
      [
        'Lower body and core',
        'strength',
        25,
        'Goblet squats, glute bridges, step-ups and dead bug: 3 sets of 10-12.',
      ],
      ['Brisk walk', 'cardio', 15, 'Steady pace to finish.'],
    ],
    [['Swimming or rowing', 'cardio', 35, 'Continuous moderate effort.']],
    [
      ['Yoga or Pilates', 'stretching', 20, 'Mobility, core control and balance.'],
      ['Easy walk', 'cardio', 15, 'Relaxed pace outdoors.'],
    ],
  ],
  advanced: [
    [
      ['Running intervals', 'cardio', 30, '6 x 2 minutes hard, 2 minutes easy.'],
      [
        'Upper-body strength',
        'strength',
        30,
        'Presses, rows, pull-ups and carries: 4 sets of 8-12.',
      ],
    ],
    [
      ['Endurance ride', 'cardio', 40, 'Steady moderate cycling.'],
      ['Core and mobility', 'stretching', 20, 'Planks, dead bug, hip and thoracic mobility.'],
    ],
    [
      [
        'Lower-body strength',
        'strength',
        35,
        'Squats, deadlifts, lunges and calf raises: 4 sets of 8-12.',
      ],
      ['Rowing', 'cardio', 25, 'Moderate to vigorous effort.'],
    ],
    [
      ['Tempo run', 'cardio', 40, 'Comfortably hard pace you could hold for an hour.'],
      ['Yoga', 'stretching', 20, 'Flowing sequence for recovery and range of motion.'],
    ],
    [
      ['Full-body strength', 'strength', 35, 'Compound lifts and power moves: 4 sets of 6-10.'],
      ['HIIT', 'cardio', 25, '30 seconds hard, 30 seconds easy, in blocks of 5 minutes.'],
    ],
    [
      ['Long walk or hike', 'cardio', 40, 'Hills or trails at a brisk pace.'],
      ['Balance and flexibility', 'stretching', 20, 'Single-leg work and long stretches.'],
    ],
  ],
};

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

function toActivity([name, type, duration, description]: Item, difficulty: FitnessLevel): Activity {
  return { name, type, duration, description, difficulty, completed: false };
}

function buildProgram(level: LongevityLevel): LongevityProgram {
  const days = DAYS[level];
  const dailyTasks: DailyTask[] = WEEKDAYS.map((day, index) => {
    const items = days[index];
    if (!items) return { day, restDay: true, activities: [] };
    return {
      day,
      restDay: false,
      activities: [WARM_UP, ...items, COOL_DOWN].map((item) => toActivity(item, level)),
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
