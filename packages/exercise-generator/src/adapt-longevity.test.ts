import { describe, expect, it } from 'vitest';

import { adaptLongevityProgram } from './adapt-longevity.js';
import { LONGEVITY_PROGRAMS } from './longevity.js';
import { INJURY_RULES, isExcludedExercise, MEDICAL_LIMITATION_RULES } from './safety.js';
import type { Activity, LongevityProgram } from './types.js';

const KNEE_AND_BP = {
  injuries: ['Knee pain or injury'] as const,
  medicalLimitations: ['High blood pressure'],
};

function activities(program: LongevityProgram): Activity[] {
  return program.dailyTasks.flatMap((task) => task.activities);
}

/** What an activity asks the person to do: its name and description, less the "in place of" note. */
function whatIsDone(activity: Activity): string {
  return `${activity.name} ${activity.description.replace(/\(in place of [^)]*\)/g, '')}`;
}

function minutes(program: LongevityProgram): number {
  return activities(program).reduce((sum, activity) => sum + activity.duration, 0);
}

describe('adaptLongevityProgram', () => {
  it('without injuries or conditions gives the program as it is', () => {
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      const adapted = adaptLongevityProgram(level);
      expect(adapted.program).toEqual(LONGEVITY_PROGRAMS[level]);
      expect(adapted).toMatchObject({ adaptedFor: [], changes: [], warnings: [] });
    }
  });

  it('knee pain and high blood pressure: no jogging, running, lunges, step-ups, squats, deadlifts, intervals or HIIT left', () => {
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      const { program, adaptedFor } = adaptLongevityProgram(level, KNEE_AND_BP);
      expect(adaptedFor).toEqual(['Knee pain or injury', 'High blood pressure']);
      for (const activity of activities(program)) {
        expect(whatIsDone(activity)).not.toMatch(
          /\bjog|\brun|lunges|step-ups|squats|deadlifts|overhead press|intervals|hiit|tempo|kettlebell/i,
        );
      }
      // the same time each day, only safer
      expect(minutes(program)).toBe(minutes(LONGEVITY_PROGRAMS[level]));
    }
  });

  it('lists every swap with its reason and keeps the swapped activity findable', () => {
    const { program, changes, warnings } = adaptLongevityProgram('intermediate', KNEE_AND_BP);
    expect(changes).toContainEqual({
      day: 'Monday',
      from: 'Brisk walk or jog',
      to: 'Brisk walk',
      because: 'Knee pain or injury',
    });
    expect(changes).toContainEqual({
      day: 'Wednesday',
      from: 'Cycling intervals',
      to: 'Steady cycling',
      because: 'High blood pressure',
    });
    expect(changes).toContainEqual({
      day: 'Tuesday',
      from: 'Lunges',
      to: expect.any(String) as string,
      because: 'Knee pain or injury',
    });
    expect(program.description).toMatch(
      /Adapted for knee pain or injury and high blood pressure: \d+ changes/,
    );
    expect(warnings).toEqual([
      INJURY_RULES['Knee pain or injury'].guideline,
      MEDICAL_LIMITATION_RULES.find((entry) => entry.label === 'High blood pressure')?.rule
        .guideline,
    ]);
  });

  it('every rule of safety.ts holds on every program (no activity left that a rule rules out)', () => {
    const rules = [
      ...Object.entries(INJURY_RULES).map(([injury, rule]) => ({
        options: { injuries: [injury] as never[] },
        rule,
      })),
      ...MEDICAL_LIMITATION_RULES.map(({ keywords, rule }) => ({
        options: { medicalLimitations: [keywords[0] ?? ''] },
        rule,
      })),
    ];
    for (const { options, rule } of rules) {
      for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
        const { program } = adaptLongevityProgram(level, options);
        for (const activity of activities(program)) {
          const movements =
            activity.type === 'strength' ? activity.description.split(/, | and |: /) : [];
          for (const word of [activity.name, ...movements]) {
            expect(isExcludedExercise(word, rule.avoid), `${level}: ${word}`).toBe(false);
          }
        }
      }
    }
  });

  it('a high heart risk caps the intensity and says to see the GP; Advanced warns about its load', () => {
    const { program, adaptedFor, warnings } = adaptLongevityProgram('advanced', {
      risks: [{ condition: 'Cardiovascular Disease', riskLevel: 'high' }],
    });
    expect(adaptedFor).toEqual(['High heart risk']);
    expect(warnings[0]).toMatch(/GP/);
    expect(warnings.at(-1)).toMatch(/Advanced program .* talk to your GP first/);
    const names = activities(program).map((activity) => activity.name);
    expect(names).not.toContain('HIIT');
    expect(names).not.toContain('Running intervals');
    expect(names).toContain('Steady rowing');
  });

  it('an ankle injury leaves no walking: the walks become cycling', () => {
    const { program } = adaptLongevityProgram('beginner', { injuries: ['Ankle or foot injury'] });
    expect(program.dailyTasks[0]?.activities[1]?.name).toBe('Cycling');
    expect(activities(program).map(whatIsDone).join(' ')).not.toMatch(/walk|step-ups/i);
  });
});
