import type {
  DietLifestylePlan,
  PhysicalActivityPlan,
  ScreeningTest,
} from '@healthscreen/api-client';
import { checkLibraryDiets } from '@healthscreen/diet-generator';
import { http, HttpResponse } from 'msw';

/**
 * MSW stand-ins for the plan tab's lists: tracked screening tests, recommendations, exercise plans
 * and the AI wizard's records. Tests put data in with `storePlans` / `storeScreeningTests` / `storeLifestylePlans` and
 * start clean with `resetPlansApi`.
 */
let plans: PhysicalActivityPlan[] = [];
let screeningTests: ScreeningTest[] = [];
let lifestylePlans: DietLifestylePlan[] = [];

export function storePlans(...items: PhysicalActivityPlan[]): void {
  plans = [...plans, ...items];
}

export function storeScreeningTests(...items: ScreeningTest[]): void {
  screeningTests = [...screeningTests, ...items];
}

export function storeLifestylePlans(...items: DietLifestylePlan[]): void {
  lifestylePlans = [...lifestylePlans, ...items];
}

export function resetPlansApi(): void {
  plans = [];
  screeningTests = [];
  lifestylePlans = [];
}

export const plansHandlers = [
  http.get('/api/physical-activity-plans', () => HttpResponse.json(plans)),
  http.get('/api/diet-lifestyle-plans', () => HttpResponse.json(lifestylePlans)),
  http.get('/api/dietary-preferences', () => HttpResponse.json(null)),
  http.get('/api/diet-lifestyle-plans/diet-library', () =>
    HttpResponse.json(checkLibraryDiets({})),
  ),
  http.get('/api/exercise-preferences', () => HttpResponse.json(null)),
  http.get('/api/screening-tests', () => HttpResponse.json(screeningTests)),
  http.get('/api/screening-recommendations', () =>
    HttpResponse.json({ assessmentId: null, scope: 'selected', recommendations: [] }),
  ),
];
