import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  EQUIPMENT,
  EXERCISE_TYPES,
  FITNESS_GOALS,
  INJURIES,
  SESSION_MINUTES,
  WEEKDAYS,
} from './choices.js';
import { generateExercisePlan } from './generate.js';
import { splitSessionMinutes } from './progress.js';
import { collectSafetyRules, isExcludedExercise } from './safety.js';
import type { ExercisePreferences } from './types.js';

const sessionMinutes = fc
  .integer({ min: 1, max: SESSION_MINUTES.max / SESSION_MINUTES.step })
  .map((steps) => steps * SESSION_MINUTES.step);

const preferences: fc.Arbitrary<ExercisePreferences> = fc.record({
  fitnessGoals: fc.subarray([...FITNESS_GOALS]),
  exerciseTypes: fc.shuffledSubarray([...EXERCISE_TYPES]),
  currentFitnessLevel: fc.constantFrom('beginner', 'intermediate', 'advanced'),
  timeAvailable: sessionMinutes,
  selectedDays: fc.shuffledSubarray([...WEEKDAYS], { minLength: 1 }),
  daysPerWeek: fc.integer({ min: 1, max: 7 }),
  preferredTime: fc.constantFrom('morning', 'afternoon', 'evening', 'flexible'),
  injuries: fc.subarray([...INJURIES]),
  medicalLimitations: fc.array(
    fc.constantFrom('asthma', 'heart condition', 'high blood pressure', 'diabetes', 'none'),
    { maxLength: 3 },
  ),
  equipmentAccess: fc.subarray([...EQUIPMENT]),
  exerciseExperience: fc.constantFrom('beginner', 'some-experience', 'experienced'),
  motivationFactors: fc.constant([]),
  previousExerciseHabits: fc.constantFrom('never', 'inconsistent', 'consistent'),
  specificConcerns: fc.string({ maxLength: 20 }),
});

const risks = fc.array(
  fc.record({
    condition: fc.constantFrom('Cardiovascular Disease', 'Heart Failure', 'Type 2 Diabetes'),
    riskLevel: fc.constantFrom('low', 'moderate', 'high', 'existing'),
  }),
  { maxLength: 3 },
);

describe('generateExercisePlan, for any wizard answers', () => {
  it('trains only on the selected days', () => {
    fc.assert(
      fc.property(preferences, (input) => {
        const { dailyTasks, plan } = generateExercisePlan(input);
        const training = dailyTasks.filter((task) => !task.restDay).map((task) => task.day);
        expect(new Set(training)).toEqual(new Set(input.selectedDays));
        expect(plan.weeklySchedule.totalDays).toBe(input.selectedDays.length);
        for (const phase of plan.weeklyPlan) {
          for (const workout of phase.workouts) {
            expect(workout.type === 'rest').toBe(!input.selectedDays.includes(workout.day));
          }
        }
      }),
    );
  });

  it('fills every training day with exactly the chosen session time, split by the warm-up rule', () => {
    fc.assert(
      fc.property(preferences, (input) => {
        const edge = Math.max(3, Math.floor(input.timeAvailable * 0.15));
        expect(splitSessionMinutes(input.timeAvailable).warmUp).toBe(edge);
        for (const task of generateExercisePlan(input).dailyTasks) {
          if (task.restDay) continue;
          const minutes = task.activities.map((activity) => activity.duration);
          expect(minutes).toEqual([edge, input.timeAvailable - 2 * edge, edge]);
          expect(minutes.reduce((sum, value) => sum + value, 0)).toBe(input.timeAvailable);
        }
      }),
    );
  });

  it('never shows an exercise a stated injury or limitation rules out', () => {
    fc.assert(
      fc.property(preferences, risks, (input, riskList) => {
        const avoid = collectSafetyRules(input.injuries, input.medicalLimitations).flatMap(
          (rule) => rule.avoid,
        );
        const { dailyTasks, plan } = generateExercisePlan(input, { risks: riskList });
        for (const task of dailyTasks) {
          for (const activity of task.activities) {
            expect(isExcludedExercise(activity.name, avoid), activity.name).toBe(false);
            if (activity.type === 'strength') {
              const movements = activity.description.split(':')[0]?.split(', ') ?? [];
              expect(movements.length).toBeGreaterThan(0);
              for (const movement of movements) {
                expect(isExcludedExercise(movement, avoid), movement).toBe(false);
              }
            }
          }
        }
        for (const workout of plan.weeklyPlan.flatMap((phase) => phase.workouts)) {
          expect(isExcludedExercise(workout.name, avoid), workout.name).toBe(false);
        }
      }),
    );
  });

  it('gives the same plan for the same answers', () => {
    fc.assert(
      fc.property(preferences, risks, (input, riskList) => {
        expect(generateExercisePlan(input, { risks: riskList })).toEqual(
          generateExercisePlan(structuredClone(input), { risks: structuredClone(riskList) }),
        );
      }),
    );
  });
});
