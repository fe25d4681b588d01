import type { PhysicalActivityPlan } from '@healthscreen/api-client';
import { generateDietPlan, DEFAULT_DIETARY_PREFERENCES } from '@healthscreen/diet-generator';
import { describe, expect, it } from 'vitest';

import { describeDietLoss, describeExerciseLoss } from './replace-plan.tsx';

function plan(change: Partial<PhysicalActivityPlan>): PhysicalActivityPlan {
  return {
    id: 'p1',
    name: 'Walk',
    description: '',
    goals: '',
    duration: '1 week',
    dailyTasks: [],
    progress: 0,
    source: 'custom',
    createdAt: '2026-11-27T00:00:00.000Z',
    updatedAt: '2026-11-27T00:00:00.000Z',
    ...change,
  };
}

const walk = {
  name: 'Walk',
  type: 'cardio' as const,
  duration: 20,
  description: '',
  difficulty: 'beginner' as const,
  completed: true,
};

describe('what replacing a plan loses', () => {
  it('names the AI plan by what it was adapted for, the exercises added and this week’s ticks', () => {
    const lines = describeExerciseLoss(
      [
        plan({ source: 'ai', dailyTasks: [{ day: 'Monday', restDay: false, activities: [walk] }] }),
        plan({
          source: 'custom',
          dailyTasks: [
            { day: 'Tuesday', restDay: false, activities: [{ ...walk, completed: false }] },
          ],
        }),
      ],
      {
        name: 'AI Exercise Plan - Beginner',
        adaptedFor: ['Knee pain or injury', 'High blood pressure'],
      },
    );
    expect(lines).toEqual([
      'Your plan adapted for knee pain or injury and high blood pressure (AI Exercise Plan - Beginner) will be replaced.',
      '1 exercise you added will be deleted.',
      "This week's 1 ticked exercise will be lost.",
    ]);
    expect(describeExerciseLoss([], null)).toEqual([]);
  });

  it('names a tailored diet by its restrictions and allergies', () => {
    const generated = generateDietPlan({
      ...DEFAULT_DIETARY_PREFERENCES,
      allergies: ['Peanuts'],
      dietaryRestrictions: ['Vegan'],
    });
    const diet = {
      id: 'd1',
      name: 'AI Nutrition Plan',
      category: 'diet' as const,
      description: '',
      goals: '',
      duration: '16 weeks',
      dailyTasks: [],
      progress: 0,
      planData: 'x',
      createdAt: '2026-11-27T00:00:00.000Z',
      updatedAt: '2026-11-27T00:00:00.000Z',
    };
    expect(describeDietLoss([diet], () => generated)).toEqual([
      'Your AI Nutrition Plan, tailored for peanuts allergy and vegan, will be replaced.',
    ]);
    expect(describeDietLoss([{ ...diet, name: 'DASH', planData: null }], () => null)).toEqual([
      'Your DASH diet plan will be replaced.',
    ]);
  });
});
