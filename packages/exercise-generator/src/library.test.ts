import { describe, expect, it } from 'vitest';

import {
  EQUIPMENT,
  EXERCISE_TYPES,
  FITNESS_GOALS,
  INJURIES,
  MOTIVATION_FACTORS,
  WEEKDAYS,
} from './choices.js';
import { createCustomExercise, EXERCISE_LIBRARY, normalizeCustomDuration } from './library.js';
import { getLongevityProgram, LONGEVITY_PROGRAMS } from './longevity.js';

function weeklyMinutes(level: 'beginner' | 'intermediate' | 'advanced') {
  return LONGEVITY_PROGRAMS[level].dailyTasks
    .flatMap((task) => task.activities)
    .reduce((sum, activity) => sum + activity.duration, 0);
}

describe('the choice lists', () => {
  it('hold the numbers of the spec, each once', () => {
    const lists = { FITNESS_GOALS, EXERCISE_TYPES, EQUIPMENT, INJURIES, MOTIVATION_FACTORS };
    expect(Object.values(lists).map((list) => list.length)).toEqual([12, 16, 14, 11, 12]);
    for (const list of Object.values(lists)) expect(new Set(list).size).toBe(list.length);
  });
});

describe('the exercise library', () => {
  it('has 10 cardio, 10 strength and 10 stretching exercises, with unique names', () => {
    const count = (type: string) => EXERCISE_LIBRARY.filter((e) => e.type === type).length;
    expect([count('cardio'), count('strength'), count('stretching')]).toEqual([10, 10, 10]);
    expect(new Set(EXERCISE_LIBRARY.map((e) => e.name)).size).toBe(30);
    for (const exercise of EXERCISE_LIBRARY) {
      expect(exercise.duration).toBeGreaterThanOrEqual(5);
      expect(exercise.description.length).toBeGreaterThan(10);
    }
  });
});

describe('the custom exercise form', () => {
  it('keeps 5–120 whole minutes and falls back to 15 for anything else', () => {
    expect(normalizeCustomDuration(5)).toBe(5);
    expect(normalizeCustomDuration('120')).toBe(120);
    expect(normalizeCustomDuration(29.6)).toBe(30);
    for (const bad of [4, 121, '', 'abc', null, undefined, Number.NaN, Infinity, -10]) {
      expect(normalizeCustomDuration(bad), String(bad)).toBe(15);
    }
  });

  it('defaults type to stretching and difficulty to beginner, unticked', () => {
    expect(createCustomExercise({ name: '  Morning Walk ', duration: '' })).toEqual({
      name: 'Morning Walk',
      type: 'stretching',
      duration: 15,
      description: '',
      difficulty: 'beginner',
      completed: false,
    });
    expect(
      createCustomExercise({ name: 'Run', type: 'cardio', difficulty: 'advanced', duration: 40 }),
    ).toMatchObject({ type: 'cardio', difficulty: 'advanced', duration: 40 });
  });
});

describe('the longevity programs', () => {
  it('run Monday to Saturday with Sunday rest', () => {
    for (const program of Object.values(LONGEVITY_PROGRAMS)) {
      expect(program.dailyTasks.map((task) => task.day)).toEqual(WEEKDAYS);
      expect(program.dailyTasks.map((task) => task.restDay)).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
        true,
      ]);
      expect(program.dailyTasks[6]?.activities).toEqual([]);
    }
  });

  it('give about 180, 280 and 420 minutes a week', () => {
    expect(weeklyMinutes('beginner')).toBe(180);
    expect(weeklyMinutes('intermediate')).toBe(280);
    expect(weeklyMinutes('advanced')).toBe(420);
  });

  it('keep every activity between 5 and 40 minutes, starting with a warm-up and ending with a cool-down', () => {
    for (const program of Object.values(LONGEVITY_PROGRAMS)) {
      for (const task of program.dailyTasks.filter((day) => !day.restDay)) {
        for (const activity of task.activities) {
          expect(activity.duration).toBeGreaterThanOrEqual(5);
          expect(activity.duration).toBeLessThanOrEqual(40);
          expect(activity.difficulty).toBe(program.level);
          expect(activity.completed).toBe(false);
        }
        expect(task.activities[0]?.type).toBe('stretching');
        expect(task.activities.at(-1)?.type).toBe('stretching');
      }
    }
  });

  it('meets the guidelines: 150 minutes of cardio and two strength days from intermediate up', () => {
    for (const level of ['intermediate', 'advanced'] as const) {
      const activities = LONGEVITY_PROGRAMS[level].dailyTasks.flatMap((task) => task.activities);
      const cardio = activities.filter((a) => a.type === 'cardio');
      expect(cardio.reduce((sum, a) => sum + a.duration, 0)).toBeGreaterThanOrEqual(150);
      const strengthDays = LONGEVITY_PROGRAMS[level].dailyTasks.filter((task) =>
        task.activities.some((a) => a.type === 'strength'),
      );
      expect(strengthDays.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('hands out copies that can be changed without touching the program', () => {
    const copy = getLongevityProgram('beginner');
    const first = copy.dailyTasks[0]?.activities[0];
    if (first) first.completed = true;
    expect(LONGEVITY_PROGRAMS.beginner.dailyTasks[0]?.activities[0]?.completed).toBe(false);
    expect(copy.name).toBe('Beginner Longevity Program');
  });
});
