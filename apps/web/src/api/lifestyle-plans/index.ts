import type {
  ChooseLibraryDietBody,
  CreateDietLifestylePlanBody,
  DietaryPreferencesBody,
  UpdateDietLifestylePlanBody,
} from '@healthscreen/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';

/**
 * The diet-lifestyle resource: diet, sleep, stress and aesthetic plans (and the AI exercise plan's
 * record, which the exercise routes write), the diet wizard's preferences and the biological
 * markers. Every change refetches the list (§4 General).
 */
export const lifestylePlanKeys = {
  all: ['lifestyle-plans'] as const,
  list: () => [...lifestylePlanKeys.all, 'list'] as const,
  dietaryPreferences: () => [...lifestylePlanKeys.all, 'dietary-preferences'] as const,
  libraryChecks: () => [...lifestylePlanKeys.all, 'diet-library-checks'] as const,
};

/** GET /api/diet-lifestyle-plans (the plan sections and the dashboard's Diet tile). */
export function getDietLifestylePlansQueryOptions() {
  return queryOptions({
    queryKey: lifestylePlanKeys.list(),
    queryFn: ({ signal }) => api.dietLifestylePlans.list({ signal }),
  });
}

export function useDietLifestylePlans() {
  return useQuery(getDietLifestylePlansQueryOptions());
}

/** GET /api/dietary-preferences: while the diet wizard is open. */
export function useDietaryPreferences(enabled: boolean) {
  return useQuery({
    queryKey: lifestylePlanKeys.dietaryPreferences(),
    queryFn: ({ signal }) => api.dietaryPreferences.get({ signal }),
    enabled,
  });
}

/** GET /api/diet-lifestyle-plans/diet-library: while the Diet Library is open (issue 31). */
export function useDietLibraryChecks(enabled: boolean) {
  return useQuery({
    queryKey: lifestylePlanKeys.libraryChecks(),
    queryFn: ({ signal }) => api.dietLifestylePlans.libraryChecks({ signal }),
    enabled,
  });
}

function useLifestyleMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifestylePlanKeys.all }),
  });
}

export function useCreateLifestylePlan() {
  return useLifestyleMutation((body: CreateDietLifestylePlanBody) =>
    api.dietLifestylePlans.create({ body }),
  );
}

export function useUpdateLifestylePlan() {
  return useLifestyleMutation(({ id, body }: { id: string; body: UpdateDietLifestylePlanBody }) =>
    api.dietLifestylePlans.update({ params: { id }, body }),
  );
}

export function useDeleteLifestylePlan() {
  return useLifestyleMutation((id: string) => api.dietLifestylePlans.delete({ params: { id } }));
}

export function useChooseLibraryDiet() {
  return useLifestyleMutation((body: ChooseLibraryDietBody) =>
    api.dietLifestylePlans.chooseLibraryDiet({ body }),
  );
}

/** POST /api/diet-plans/generate: saves the preferences and answers the plan (not yet a saved plan). */
export function useGenerateDietPlan() {
  return useLifestyleMutation((body: DietaryPreferencesBody) =>
    api.dietaryPreferences.generate({ body }),
  );
}
