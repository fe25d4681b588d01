import { defineApiRoute, type ApiRoute } from '../api-route.js';
import { OkResponseSchema } from '../auth.js';
import {
  BodyMeasurementSchema,
  DailyMetricSchema,
  FitnessActivitySchema,
  FitnessConnectResponseSchema,
  FitnessConnectionSchema,
  FitnessImportSchema,
  FitnessPrefillSchema,
  FitnessProviderParamsSchema,
  FitnessSummarySchema,
  HealthAveragesSchema,
  HeartRateRecordSchema,
  LatestFitnessImportSchema,
  SleepSessionSchema,
} from '../fitness.js';
import { APPLE_HEALTH_UPLOAD_FIELD } from '../constants.js';
import { API_ROUTES } from '../paths.js';

/** The route table's rows for fitness integrations and imports (assembled into `ROUTES` in ../routes.ts). */
export const FITNESS_ROUTES = {
  fitness: {
    connections: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.connections,
      access: 'user',
      responses: { 200: FitnessConnectionSchema.array() },
    }),
    disconnect: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.fitness.connection,
      access: 'user',
      params: FitnessProviderParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    activities: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.activities,
      access: 'user',
      responses: { 200: FitnessActivitySchema.array() },
    }),
    heartRate: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.heartRate,
      access: 'user',
      responses: { 200: HeartRateRecordSchema.array() },
    }),
    sleepSessions: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.sleepSessions,
      access: 'user',
      responses: { 200: SleepSessionSchema.array() },
    }),
    dailyMetrics: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.dailyMetrics,
      access: 'user',
      responses: { 200: DailyMetricSchema.array() },
    }),
    bodyMeasurements: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.bodyMeasurements,
      access: 'user',
      responses: { 200: BodyMeasurementSchema.array() },
    }),
    averages: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.averages,
      access: 'user',
      responses: { 200: HealthAveragesSchema },
    }),
    summary: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.summary,
      access: 'user',
      responses: { 200: FitnessSummarySchema },
    }),
    prefill: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.prefill,
      access: 'user',
      responses: { 200: FitnessPrefillSchema },
    }),
    connect: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.fitness.connect,
      access: 'user',
      params: FitnessProviderParamsSchema,
      responses: { 200: FitnessConnectResponseSchema },
    }),
    sync: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.fitness.sync,
      access: 'user',
      params: FitnessProviderParamsSchema,
      responses: { 200: FitnessConnectResponseSchema },
    }),
    /**
     * multipart/form-data with the export zip in the field `file` (not JSON: no body schema). The
     * web app sends the same request through XMLHttpRequest to show the upload's progress.
     */
    appleHealthImport: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.fitness.appleHealthImport,
      access: 'user',
      responses: { 200: FitnessImportSchema },
      upload: { field: APPLE_HEALTH_UPLOAD_FIELD, fileName: 'export.zip' },
    }),
    latestAppleHealthImport: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.fitness.appleHealthImport,
      access: 'user',
      responses: { 200: LatestFitnessImportSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
