import type {
  CreatePhysicalActivityPlanBody,
  ExercisePreferencesBody,
  FITNESS_LEVELS,
  PhysicalActivityPlan,
  PlanActivityTarget as ApiPlanActivityTarget,
} from '@healthscreen/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';
import { lifestylePlanKeys } from '../lifestyle-plans/index.ts';

/**
 * The exercise-plans resource: physical activity plans, the AI wizard's preferences and the
 * AI wizard's preferences. Every change refetches the plan lists (§4 General).
 */
export const exercisePlanKeys = {
  all: ['exercise-plans'] as const,
  plans: () => [...exercisePlanKeys.all, 'physical'] as const,
  preferences: () => [...exercisePlanKeys.all, 'preferences'] as const,
};

/** GET /api/physical-activity-plans (the planner and the dashboard's Exercise tile). */
export function getPhysicalActivityPlansQueryOptions() {
  return queryOptions({
    queryKey: exercisePlanKeys.plans(),
    queryFn: ({ signal }) => api.physicalActivityPlans.list({ signal }),
  });
}

export function usePhysicalActivityPlans() {
  return useQuery(getPhysicalActivityPlansQueryOptions());
}

/** GET /api/exercise-preferences: only while the AI dialog is open (§7), no retry. */
export function useExercisePreferences(enabled: boolean) {
  return useQuery({
    queryKey: exercisePlanKeys.preferences(),
    queryFn: ({ signal }) => api.exercisePreferences.get({ signal }),
    enabled,
  });
}

/**
 * A mutation that refetches every plan list (and the saved preferences) when it settles. `apply`
 * puts the server's answer into the cached list first, so a tick does not flicker back off while
 * the refetch is on its way.
 */
function usePlanMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  apply?: (
    plans: PhysicalActivityPlan[],
    result: TResult,
    variables: TVariables,
  ) => PhysicalActivityPlan[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      if (!apply) return;
      queryClient.setQueryData<PhysicalActivityPlan[]>(exercisePlanKeys.plans(), (plans) =>
        plans ? apply(plans, result, variables) : plans,
      );
    },
    // the AI wizard and Clear All also change the exercise record of the diet/lifestyle list
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exercisePlanKeys.all }),
        queryClient.invalidateQueries({ queryKey: lifestylePlanKeys.all }),
      ]),
  });
}

function replacePlan(
  plans: PhysicalActivityPlan[],
  planId: string,
  next: PhysicalActivityPlan | null,
) {
  return next
    ? plans.map((plan) => (plan.id === planId ? next : plan))
    : plans.filter((plan) => plan.id !== planId);
}

export function useCreatePhysicalActivityPlan() {
  return usePlanMutation((body: CreatePhysicalActivityPlanBody) =>
    api.physicalActivityPlans.create({ body }),
  );
}

export function useClearPhysicalActivityPlans() {
  return usePlanMutation(() => api.physicalActivityPlans.clear());
}

export function useLoadLongevityProgram() {
  return usePlanMutation((level: (typeof FITNESS_LEVELS)[number]) =>
    api.physicalActivityPlans.loadLongevityProgram({ body: { level } }),
  );
}

export function useGenerateExercisePlan() {
  return usePlanMutation((body: ExercisePreferencesBody) =>
    api.physicalActivityPlans.generate({ body }),
  );
}

/** One exercise of a saved plan, as the planner addresses it (with the name it showed). */
export type PlanActivityTarget = Required<ApiPlanActivityTarget>;

/** The path of one exercise: …/{id}/days/{day}/activities/{index}. */
function toActivityParams({ planId, day, index }: PlanActivityTarget) {
  return { id: planId, day, index };
}

export function useSetPlanActivityCompleted() {
  return usePlanMutation(
    ({ target, completed }: { target: PlanActivityTarget; completed: boolean }) =>
      api.physicalActivityPlans.updateActivity({
        params: toActivityParams(target),
        body: { completed, name: target.name },
      }),
    (plans, plan, { target }) => replacePlan(plans, target.planId, plan),
  );
}

export function useRemovePlanActivity() {
  return usePlanMutation(
    (target: PlanActivityTarget) =>
      api.physicalActivityPlans.removeActivity({
        params: toActivityParams(target),
        body: { name: target.name },
      }),
    (plans, { plan }, target) => replacePlan(plans, target.planId, plan),
  );
}
