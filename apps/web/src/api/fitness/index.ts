import {
  API_ROUTES,
  APPLE_HEALTH_UPLOAD_FIELD,
  ApiError,
  FitnessImportSchema,
  type FitnessImport,
  type FitnessProvider,
} from '@healthscreen/api-client';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { env } from '../../config/env.ts';
import { api } from '../../lib/api.ts';

/** Every fitness list shares the prefix, so a sync refetches them all (§4 Fitness provider). */
export const fitnessKeys = {
  all: ['fitness'] as const,
  connections: () => [...fitnessKeys.all, 'connections'] as const,
  activities: () => [...fitnessKeys.all, 'activities'] as const,
  heartRate: () => [...fitnessKeys.all, 'heart-rate'] as const,
  sleep: () => [...fitnessKeys.all, 'sleep'] as const,
  dailyMetrics: () => [...fitnessKeys.all, 'daily-metrics'] as const,
  bodyMeasurements: () => [...fitnessKeys.all, 'body-measurements'] as const,
  averages: () => [...fitnessKeys.all, 'averages'] as const,
  summary: () => [...fitnessKeys.all, 'summary'] as const,
  prefill: () => [...fitnessKeys.all, 'prefill'] as const,
};

const fitnessQueries = {
  connections: queryOptions({
    queryKey: fitnessKeys.connections(),
    queryFn: ({ signal }) => api.fitness.connections({ signal }),
  }),
  activities: queryOptions({
    queryKey: fitnessKeys.activities(),
    queryFn: ({ signal }) => api.fitness.activities({ signal }),
  }),
  heartRate: queryOptions({
    queryKey: fitnessKeys.heartRate(),
    queryFn: ({ signal }) => api.fitness.heartRate({ signal }),
  }),
  sleep: queryOptions({
    queryKey: fitnessKeys.sleep(),
    queryFn: ({ signal }) => api.fitness.sleepSessions({ signal }),
  }),
  dailyMetrics: queryOptions({
    queryKey: fitnessKeys.dailyMetrics(),
    queryFn: ({ signal }) => api.fitness.dailyMetrics({ signal }),
  }),
  bodyMeasurements: queryOptions({
    queryKey: fitnessKeys.bodyMeasurements(),
    queryFn: ({ signal }) => api.fitness.bodyMeasurements({ signal }),
  }),
  averages: queryOptions({
    queryKey: fitnessKeys.averages(),
    queryFn: ({ signal }) => api.fitness.averages({ signal }),
  }),
  summary: queryOptions({
    queryKey: fitnessKeys.summary(),
    queryFn: ({ signal }) => api.fitness.summary({ signal }),
  }),
};

/** §7's six lists and averages, plus the summary and body measurements the panel shows. */
export function useFitnessData() {
  return {
    connections: useQuery(fitnessQueries.connections),
    activities: useQuery(fitnessQueries.activities),
    heartRate: useQuery(fitnessQueries.heartRate),
    sleep: useQuery(fitnessQueries.sleep),
    dailyMetrics: useQuery(fitnessQueries.dailyMetrics),
    bodyMeasurements: useQuery(fitnessQueries.bodyMeasurements),
    averages: useQuery(fitnessQueries.averages),
    summary: useQuery(fitnessQueries.summary),
  };
}

/** GET /api/fitness-prefill: the assessment's suggested answers (none when nothing is connected). */
export function useFitnessPrefill() {
  return useQuery({
    queryKey: fitnessKeys.prefill(),
    queryFn: ({ signal }) => api.fitness.prefill({ signal }),
  });
}

/** After an import or a disconnect: every fitness list is refetched. */
export function invalidateFitness(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: fitnessKeys.all });
}

export function useInvalidateFitness() {
  const queryClient = useQueryClient();
  return () => invalidateFitness(queryClient);
}

/** Where an upload is: sending the file, then the server reading its export.xml. */
export type ImportProgress =
  | { phase: 'uploading'; percent: number }
  | { phase: 'reading'; percent: number }
  | { phase: 'saving'; percent: 100 };

const POLL_INTERVAL_MS = 1000;

/**
 * POST /api/fitness-import/apple-health through XMLHttpRequest (fetch cannot report an upload's
 * progress): `onProgress` hears the upload's share, then — polling the import's row once a second
 * — how much of the export.xml the server has read. Resolves with the finished import; a refused
 * file rejects with the API's error (its message says why).
 */
export function uploadAppleHealthExport(
  file: File,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<FitnessImport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;

    const poll = () => {
      pollTimer = setTimeout(() => {
        api.fitness
          .latestAppleHealthImport()
          .then((latest) => {
            if (finished) return;
            if (latest?.status === 'running' && latest.bytesTotal > 0) {
              const percent = Math.min(
                99,
                Math.floor((latest.bytesDone / latest.bytesTotal) * 100),
              );
              onProgress({ phase: 'reading', percent });
            }
            poll();
          })
          .catch(() => {
            if (!finished) poll();
          });
      }, POLL_INTERVAL_MS);
    };
    const finish = () => {
      finished = true;
      clearTimeout(pollTimer);
    };

    request.open('POST', `${env.VITE_API_BASE_URL}${API_ROUTES.fitness.appleHealthImport}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress({ phase: 'uploading', percent: Math.floor((event.loaded / event.total) * 100) });
      }
    };
    request.upload.onload = () => {
      onProgress({ phase: 'reading', percent: 0 });
      poll();
    };
    request.onload = () => {
      finish();
      if (request.status >= 200 && request.status < 300) {
        try {
          onProgress({ phase: 'saving', percent: 100 });
          resolve(FitnessImportSchema.parse(JSON.parse(request.responseText)));
        } catch (error) {
          reject(error instanceof Error ? error : new Error('The answer could not be read'));
        }
        return;
      }
      reject(
        new ApiError({
          status: request.status,
          statusText: request.statusText,
          bodyText: request.responseText,
        }),
      );
    };
    request.onerror = () => {
      finish();
      reject(new Error('The upload failed: check your connection and try again.'));
    };
    request.onabort = () => {
      finish();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append(APPLE_HEALTH_UPLOAD_FIELD, file, file.name);
    request.send(form);
  });
}

/** DELETE /api/fitness-connections/{provider}: the connection and all its data. */
export function disconnectProvider(provider: FitnessProvider) {
  return api.fitness.disconnect({ params: { provider } });
}
