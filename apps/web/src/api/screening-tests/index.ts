import type { ScreeningTest, UpdateScreeningTestBody } from '@healthscreen/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';

/**
 * The screening-tests resource: the tracked tests ("My tests") and the recommendations derived on
 * the server from the latest assessment. Features import this file only.
 */
export const screeningKeys = {
  all: ['screening'] as const,
  tests: () => [...screeningKeys.all, 'tests'] as const,
  recommendations: () => [...screeningKeys.all, 'recommendations'] as const,
};

/** GET /api/screening-tests (the panel and the dashboard's Tests tile). */
export function getScreeningTestsQueryOptions() {
  return queryOptions({
    queryKey: screeningKeys.tests(),
    queryFn: ({ signal }) => api.screeningTests.list({ signal }),
  });
}

export function useScreeningTests() {
  return useQuery(getScreeningTestsQueryOptions());
}

/** GET /api/screening-recommendations. */
export function useScreeningRecommendations() {
  return useQuery({
    queryKey: screeningKeys.recommendations(),
    queryFn: ({ signal }) => api.screeningTests.recommendations({ signal }),
  });
}

/** POST /api/screening-tests: adds a recommended test to "My tests". */
export function useAddScreeningTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { diseaseName: string; testName: string }) =>
      api.screeningTests.add({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screeningKeys.tests() }),
  });
}

/** PUT /api/screening-tests/{testId}: the date rule is the server's (§4). */
export function useUpdateScreeningTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string;
      body: UpdateScreeningTestBody;
    }): Promise<ScreeningTest> => api.screeningTests.update({ params: { testId: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screeningKeys.tests() }),
  });
}

/** DELETE /api/screening-tests/{testId}. */
export function useRemoveScreeningTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.screeningTests.remove({ params: { testId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screeningKeys.tests() }),
  });
}
