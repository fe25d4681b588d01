/**
 * The Exercise Library (3-results-and-plans.md §2, §9): 10 cardio, 10 strength and 10 stretching
 * exercises, each with a name, a description, a duration in minutes and a difficulty; and the
 * Custom Exercise form's rules (§5).
 */
import { CUSTOM_EXERCISE_MINUTES } from './choices.js';
import type { Activity, ActivityType, FitnessLevel, LibraryExercise } from './types.js';

export const EXERCISE_LIBRARY: readonly LibraryExercise[] = [
  // cardio
  {
    type: 'cardio',
    name: 'Brisk Walking',
    duration: 30,
    difficulty: 'beginner',
    description: 'Walk fast enough to breathe harder but still hold a conversation.',
  },
  {
    type: 'cardio',
    name: 'Cycling',
    duration: 30,
    difficulty: 'beginner',
    description: 'Outdoor or stationary bike at a steady, comfortable effort.',
  },
  {
    type: 'cardio',
    name: 'Swimming Laps',
    duration: 30,
    difficulty: 'intermediate',
    description: 'Continuous laps in any stroke; rest at the wall as needed.',
  },
  {
    type: 'cardio',
    name: 'Jogging',
    duration: 25,
    difficulty: 'intermediate',
    description: 'An easy run at a pace you could keep talking at.',
  },
  {
    type: 'cardio',
    name: 'Stair Climbing',
    duration: 15,
    difficulty: 'intermediate',
    description: 'Climb stairs at a steady pace, using the rail for balance.',
  },
  {
    type: 'cardio',
    name: 'Dancing',
    duration: 30,
    difficulty: 'beginner',
    description: 'Any style, to music, keeping moving the whole time.',
  },
  {
    type: 'cardio',
    name: 'Rowing Machine',
    duration: 20,
    difficulty: 'intermediate',
    description: 'Push with the legs first, then pull with the arms; keep the back tall.',
  },
  {
    type: 'cardio',
    name: 'Water Aerobics',
    duration: 30,
    difficulty: 'beginner',
    description: 'Low-impact aerobic moves in chest-deep water.',
  },
  {
    type: 'cardio',
    name: 'Skipping Rope',
    duration: 10,
    difficulty: 'advanced',
    description: 'Short rounds of skipping with rests in between.',
  },
  {
    type: 'cardio',
    name: 'Interval Running',
    duration: 25,
    difficulty: 'advanced',
    description: 'Alternate 1 minute fast with 2 minutes easy running.',
  },
  // strength
  {
    type: 'strength',
    name: 'Sit-to-Stand',
    duration: 10,
    difficulty: 'beginner',
    description: 'Stand up from a chair and sit back down slowly, without using your hands.',
  },
  {
    type: 'strength',
    name: 'Wall Press',
    duration: 10,
    difficulty: 'beginner',
    description: 'Hands on a wall at shoulder height; bend and straighten the elbows.',
  },
  {
    type: 'strength',
    name: 'Bodyweight Squats',
    duration: 15,
    difficulty: 'intermediate',
    description: 'Feet shoulder-width apart, sit back and down, knees over toes.',
  },
  {
    type: 'strength',
    name: 'Push-ups',
    duration: 10,
    difficulty: 'intermediate',
    description: 'From the knees or toes; keep a straight line from head to heels.',
  },
  {
    type: 'strength',
    name: 'Glute Bridges',
    duration: 10,
    difficulty: 'beginner',
    description: 'Lying on your back, lift the hips until knees, hips and shoulders line up.',
  },
  {
    type: 'strength',
    name: 'Plank',
    duration: 5,
    difficulty: 'intermediate',
    description: 'Hold a straight body on forearms and toes; breathe steadily.',
  },
  {
    type: 'strength',
    name: 'Dumbbell Rows',
    duration: 15,
    difficulty: 'intermediate',
    description: 'Hinge forward with a flat back and pull the weight to your hip.',
  },
  {
    type: 'strength',
    name: 'Resistance Band Workout',
    duration: 20,
    difficulty: 'beginner',
    description: 'Rows, presses and leg moves with a light band.',
  },
  {
    type: 'strength',
    name: 'Walking Lunges',
    duration: 15,
    difficulty: 'advanced',
    description: 'Step forward into a lunge, alternating legs, torso upright.',
  },
  {
    type: 'strength',
    name: 'Kettlebell Swings',
    duration: 15,
    difficulty: 'advanced',
    description: 'Hinge at the hips and drive the bell to chest height with the glutes.',
  },
  // stretching
  {
    type: 'stretching',
    name: 'Hamstring Stretch',
    duration: 5,
    difficulty: 'beginner',
    description: 'Heel on a low step, lean forward from the hips; hold 30 seconds each side.',
  },
  {
    type: 'stretching',
    name: 'Hip Flexor Stretch',
    duration: 5,
    difficulty: 'beginner',
    description: 'Half-kneeling, tuck the pelvis and shift forward; hold 30 seconds each side.',
  },
  {
    type: 'stretching',
    name: 'Cat-Cow',
    duration: 5,
    difficulty: 'beginner',
    description: 'On hands and knees, round then arch the back slowly with your breath.',
  },
  {
    type: 'stretching',
    name: 'Chest Opener',
    duration: 5,
    difficulty: 'beginner',
    description: 'Hands clasped behind you, lift the chest and squeeze the shoulder blades.',
  },
  {
    type: 'stretching',
    name: 'Calf Stretch',
    duration: 5,
    difficulty: 'beginner',
    description: 'Hands on a wall, back leg straight, heel down; hold 30 seconds each side.',
  },
  {
    type: 'stretching',
    name: 'Gentle Yoga Flow',
    duration: 20,
    difficulty: 'beginner',
    description: 'Slow sequence of standing and floor poses, moving with the breath.',
  },
  {
    type: 'stretching',
    name: 'Tai Chi',
    duration: 20,
    difficulty: 'beginner',
    description: 'Slow, flowing movements that train balance and calm.',
  },
  {
    type: 'stretching',
    name: 'Pilates Mat Session',
    duration: 25,
    difficulty: 'intermediate',
    description: 'Controlled core and mobility work on a mat.',
  },
  {
    type: 'stretching',
    name: 'Full-Body Stretch Routine',
    duration: 15,
    difficulty: 'intermediate',
    description: 'Neck, shoulders, back, hips and legs, 30 seconds per stretch.',
  },
  {
    type: 'stretching',
    name: 'Deep Stretch and Mobility',
    duration: 30,
    difficulty: 'advanced',
    description: 'Longer holds and end-range mobility for every major joint.',
  },
];

const ACTIVITY_TYPES: readonly ActivityType[] = ['stretching', 'strength', 'cardio'];
const FITNESS_LEVELS: readonly FitnessLevel[] = ['beginner', 'intermediate', 'advanced'];

/** What the Custom Exercise form holds; every field but the name may be missing or invalid. */
export type CustomExerciseInput = {
  name: string;
  type?: string | undefined;
  duration?: unknown;
  difficulty?: string | undefined;
  description?: string | undefined;
};

/**
 * The duration rule of the custom form (§5): a whole number of minutes from 5 to 120; anything
 * else (empty, not a number, out of range) falls back to 15. Decimals are rounded first.
 */
export function normalizeCustomDuration(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number))
    return CUSTOM_EXERCISE_MINUTES.default;
  const minutes = Math.round(number);
  return minutes >= CUSTOM_EXERCISE_MINUTES.min && minutes <= CUSTOM_EXERCISE_MINUTES.max
    ? minutes
    : CUSTOM_EXERCISE_MINUTES.default;
}

/** An exercise from the custom form: type stretching and difficulty beginner unless chosen (§5). */
export function createCustomExercise(input: CustomExerciseInput): Activity {
  const type = ACTIVITY_TYPES.find((value) => value === input.type) ?? 'stretching';
  const difficulty = FITNESS_LEVELS.find((value) => value === input.difficulty) ?? 'beginner';
  return {
    name: input.name.trim(),
    type,
    duration: normalizeCustomDuration(input.duration),
    description: (input.description ?? '').trim(),
    difficulty,
    completed: false,
  };
}
