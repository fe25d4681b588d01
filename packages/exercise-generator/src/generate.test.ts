import { describe, expect, it } from 'vitest';

import { GP_VIGOROUS_EXERCISE_ADVICE, PLAN_PHASES, WEEKDAYS } from './choices.js';
import { DEFAULT_EXERCISE_PREFERENCES } from './defaults.js';
import { chooseSessionKind, generateExercisePlan, REPETITION_GUIDANCE } from './generate.js';
import { calculateWeeklyProgress, splitSessionMinutes } from './progress.js';
import type { ExercisePreferences, FitnessGoal } from './types.js';

function prefs(change: Partial<ExercisePreferences> = {}): ExercisePreferences {
  return { ...DEFAULT_EXERCISE_PREFERENCES, ...change };
}

/** The kind of main session per training day, in week order. */
function mainKinds(change: Partial<ExercisePreferences>) {
  return generateExercisePlan(prefs(change))
    .dailyTasks.filter((task) => !task.restDay)
    .map((task) => task.activities[1]?.type);
}

const ALL_DAYS = [...WEEKDAYS];

describe('generateExercisePlan', () => {
  it('trains on the selected days only and rests on the others', () => {
    const { dailyTasks } = generateExercisePlan(
      prefs({ selectedDays: ['Friday', 'Monday', 'Wednesday'] }),
    );
    expect(dailyTasks.map((task) => task.day)).toEqual(WEEKDAYS);
    expect(dailyTasks.filter((task) => !task.restDay).map((task) => task.day)).toEqual([
      'Monday',
      'Wednesday',
      'Friday',
    ]);
    for (const task of dailyTasks.filter((day) => day.restDay)) {
      expect(task.activities).toEqual([]);
    }
  });

  it('gives three activities a training day: warm-up, main session, cool-down', () => {
    const { dailyTasks } = generateExercisePlan(prefs({ timeAvailable: 30 }));
    const monday = dailyTasks[0];
    expect(monday?.activities.map((a) => [a.name, a.duration])).toEqual([
      ['Warm-up: gentle mobility', 4],
      ['Home workouts', 22],
      ['Cool-down: stretching', 4],
    ]);
    expect(monday?.activities.every((a) => a.completed === false)).toBe(true);
  });

  it('splits a session as max(3, floor(15 %)) each side, the rest in the middle', () => {
    expect(splitSessionMinutes(15)).toEqual({ warmUp: 3, main: 9, coolDown: 3 });
    expect(splitSessionMinutes(30)).toEqual({ warmUp: 4, main: 22, coolDown: 4 });
    expect(splitSessionMinutes(45)).toEqual({ warmUp: 6, main: 33, coolDown: 6 });
    expect(splitSessionMinutes(60)).toEqual({ warmUp: 9, main: 42, coolDown: 9 });
    expect(splitSessionMinutes(120)).toEqual({ warmUp: 18, main: 84, coolDown: 18 });
  });

  it('alternates cardio first for weight loss or cardiovascular health', () => {
    for (const goal of ['Weight loss', 'Cardiovascular health'] as const) {
      expect(mainKinds({ fitnessGoals: [goal], selectedDays: ALL_DAYS })).toEqual([
        'cardio',
        'strength',
        'cardio',
        'strength',
        'cardio',
        'strength',
        'cardio',
      ]);
    }
  });

  it('gives cardio only every fifth training day for muscle building or strength', () => {
    for (const goal of ['Muscle building', 'Strength'] as const) {
      expect(mainKinds({ fitnessGoals: [goal], selectedDays: ALL_DAYS })).toEqual([
        'strength',
        'strength',
        'strength',
        'strength',
        'cardio',
        'strength',
        'strength',
      ]);
    }
  });

  it('starts with strength and alternates for any other goal (or none)', () => {
    for (const goals of [[], ['Flexibility'], ['Better sleep', 'More energy']] as FitnessGoal[][]) {
      expect(mainKinds({ fitnessGoals: goals, selectedDays: ALL_DAYS })).toEqual([
        'strength',
        'cardio',
        'strength',
        'cardio',
        'strength',
        'cardio',
        'strength',
      ]);
    }
    // a cardio-first goal wins over a strength goal picked with it
    expect(chooseSessionKind(['Strength', 'Weight loss'], 0)).toBe('cardio');
  });

  it('uses the first preferred cardio and strength types, else Walking/Jogging and Home workouts', () => {
    const chosen = generateExercisePlan(
      prefs({
        fitnessGoals: ['Weight loss'],
        exerciseTypes: ['Yoga', 'Swimming', 'Cycling', 'Resistance bands', 'Weight training'],
        selectedDays: ['Monday', 'Tuesday'],
      }),
    ).dailyTasks;
    expect(chosen[0]?.activities[1]?.name).toBe('Swimming');
    expect(chosen[1]?.activities[1]?.name).toBe('Resistance bands');
    expect(chosen[0]?.activities[0]?.name).toBe('Warm-up: gentle yoga');

    const defaults = generateExercisePlan(
      prefs({ fitnessGoals: ['Weight loss'], selectedDays: ['Monday', 'Tuesday'] }),
    ).dailyTasks;
    expect(defaults[0]?.activities[1]?.name).toBe('Walking/Jogging');
    expect(defaults[1]?.activities[1]?.name).toBe('Home workouts');
  });

  it('writes the level’s repetition guidance into strength sessions', () => {
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      const strength = generateExercisePlan(
        prefs({ currentFitnessLevel: level, fitnessGoals: ['Strength'] }),
      ).dailyTasks[0]?.activities[1];
      expect(strength?.type).toBe('strength');
      expect(strength?.description).toContain(REPETITION_GUIDANCE[level]);
      expect(strength?.difficulty).toBe(level);
    }
    expect(new Set(Object.values(REPETITION_GUIDANCE)).size).toBe(3);
  });

  it('names the plan by level and spans 12 weeks in the three named phases', () => {
    const { plan } = generateExercisePlan(prefs({ currentFitnessLevel: 'intermediate' }));
    expect(plan.name).toBe('AI Exercise Plan - Intermediate');
    expect(plan.duration).toBe('12 weeks');
    expect(plan.weeklyPlan.map(({ week, phase }) => `${week} ${phase}`)).toEqual([
      'Weeks 1-2 Foundation Building',
      'Weeks 3-6 Strength Development',
      'Weeks 7-12 Performance Enhancement',
    ]);
    expect(PLAN_PHASES).toHaveLength(3);
    for (const phase of plan.weeklyPlan) {
      expect(phase.workouts.map((w) => w.day)).toEqual(WEEKDAYS);
      expect(phase.workouts.filter((w) => w.type === 'rest').map((w) => w.day)).toEqual([
        'Tuesday',
        'Thursday',
        'Saturday',
        'Sunday',
      ]);
    }
  });

  it('fills the whole plan shape: schedule, equipment, tracking, guidance', () => {
    const { plan } = generateExercisePlan(
      prefs({
        timeAvailable: 45,
        selectedDays: ['Monday', 'Tuesday', 'Thursday', 'Saturday'],
        equipmentAccess: ['Dumbbells', 'Exercise mat'],
        fitnessGoals: ['Better posture'],
      }),
    );
    expect(plan.weeklySchedule).toEqual({ totalDays: 4, totalMinutes: 180, sessionsPerWeek: 4 });
    expect(plan.goals).toEqual(['Better posture']);
    expect(plan.equipment.map((item) => item.name)).toEqual(['Dumbbells', 'Exercise mat']);
    expect(plan.equipment[0]?.alternatives.length).toBeGreaterThan(0);
    expect(plan.keyRecommendations).toContain('This plan gives 180 minutes a week.');
    expect(plan.progressTracking.length).toBeGreaterThan(0);
    expect(plan.safetyGuidelines.length).toBeGreaterThan(0);
    expect(plan.modificationTips.length).toBeGreaterThan(0);
    expect(plan.safetyGuidelines).not.toContain(GP_VIGOROUS_EXERCISE_ADVICE);
  });

  it('says how to build up when the week is under the 150 minutes of the guidelines', () => {
    const { plan } = generateExercisePlan(prefs({ timeAvailable: 15, selectedDays: ['Monday'] }));
    expect(plan.keyRecommendations).toContain(
      'This plan gives 15 minutes a week: build towards 150 by adding a day or a few minutes each week.',
    );
  });

  it('is deterministic and leaves its input alone', () => {
    const input = prefs({ injuries: ['Knee pain or injury'], fitnessGoals: ['Weight loss'] });
    const copy = structuredClone(input);
    expect(generateExercisePlan(input)).toEqual(generateExercisePlan(copy));
    expect(input).toEqual(copy);
  });
});

describe('safety', () => {
  it('adds the GP advice first when a heart risk is high or existing, and caps the intensity', () => {
    for (const condition of ['Cardiovascular Disease', 'Heart Failure', 'Atrial Fibrillation']) {
      for (const riskLevel of ['high', 'existing']) {
        const { plan, dailyTasks } = generateExercisePlan(
          prefs({ currentFitnessLevel: 'advanced', fitnessGoals: ['Weight loss'] }),
          { risks: [{ condition, riskLevel }] },
        );
        expect(plan.safetyGuidelines[0]).toBe(GP_VIGOROUS_EXERCISE_ADVICE);
        expect(plan.keyRecommendations[0]).toBe(GP_VIGOROUS_EXERCISE_ADVICE);
        expect(plan.intensityLevel).toBe('Low to moderate');
        expect(dailyTasks[0]?.activities[1]?.description).not.toContain('vigorous');
        expect(plan.targetedConditions).toEqual([condition]);
      }
    }
  });

  it('gives no GP advice for moderate heart risk or high risk of something else', () => {
    const { plan } = generateExercisePlan(prefs(), {
      risks: [
        { condition: 'Cardiovascular Disease', riskLevel: 'moderate' },
        { condition: 'Type 2 Diabetes', riskLevel: 'high' },
      ],
    });
    expect(plan.safetyGuidelines).not.toContain(GP_VIGOROUS_EXERCISE_ADVICE);
    expect(plan.targetedConditions).toEqual(['Cardiovascular Disease', 'Type 2 Diabetes']);
  });

  it('replaces jogging and squats for knee pain, and says so', () => {
    const { plan, dailyTasks } = generateExercisePlan(
      prefs({
        injuries: ['Knee pain or injury'],
        fitnessGoals: ['Weight loss'],
        selectedDays: ['Monday', 'Tuesday'],
      }),
    );
    expect(dailyTasks[0]?.activities[1]?.name).toBe('Cycling');
    const strength = dailyTasks[1]?.activities[1]?.description ?? '';
    expect(strength).not.toMatch(/squats|lunges|step-ups/i);
    expect(plan.safetyGuidelines.some((line) => line.startsWith('Knee pain:'))).toBe(true);
    expect(plan.modificationTips.some((line) => line.startsWith('Knee pain:'))).toBe(true);
  });

  it('names what the plan was adapted for, so a screen can say what replacing it would lose', () => {
    const adapted = generateExercisePlan(
      prefs({ injuries: ['Knee pain or injury'], medicalLimitations: ['high blood pressure'] }),
    );
    expect(adapted.plan.adaptedFor).toEqual(['Knee pain or injury', 'High blood pressure']);
    expect(generateExercisePlan(prefs({})).plan.adaptedFor).toEqual([]);
  });

  it('drops a preferred type the injury rules out (rowing with lower back pain)', () => {
    const { dailyTasks } = generateExercisePlan(
      prefs({
        injuries: ['Lower back pain'],
        exerciseTypes: ['Rowing', 'Swimming'],
        fitnessGoals: ['Weight loss'],
      }),
    );
    expect(dailyTasks[0]?.activities[1]?.name).toBe('Swimming');
  });

  it('reads medical limitations written in free text', () => {
    const { plan } = generateExercisePlan(
      prefs({ medicalLimitations: ['Mild ASTHMA, use an inhaler', 'high blood pressure'] }),
    );
    expect(plan.safetyGuidelines.some((line) => line.startsWith('Asthma:'))).toBe(true);
    expect(plan.safetyGuidelines.some((line) => line.startsWith('High blood pressure:'))).toBe(
      true,
    );
    expect(plan.intensityLevel).toBe('Low to moderate');
  });
});

describe('calculateWeeklyProgress', () => {
  it('is completed over all exercises, rounded; an empty week is 0 %', () => {
    const { dailyTasks } = generateExercisePlan(prefs());
    expect(calculateWeeklyProgress(dailyTasks)).toBe(0);
    const firstDone = dailyTasks.map((task, index) => ({
      ...task,
      activities: task.activities.map((a, i) => ({ ...a, completed: index === 0 && i === 0 })),
    }));
    // 1 of 9 exercises
    expect(calculateWeeklyProgress(firstDone)).toBe(11);
    expect(calculateWeeklyProgress([])).toBe(0);
  });
});
