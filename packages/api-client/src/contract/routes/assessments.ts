import { defineApiRoute, type ApiRoute } from '../api-route.js';
import {
  AssessmentIdParamsSchema,
  AssessmentListQuerySchema,
  AssessmentListResponseSchema,
  AssessmentSchema,
  DiseaseSelectionBodySchema,
  DiseaseSelectionResponseSchema,
  LatestAssessmentQuerySchema,
  LatestAssessmentResponseSchema,
} from '../assessments.js';
import { API_ROUTES } from '../paths.js';

/**
 * The route table's rows for reading assessments and for the disease selection (assembled into
 * `ROUTES` in ../routes.ts). The rows that save and delete assessments are in assessment-writes.ts.
 */
export const ASSESSMENT_ROUTES = {
  assessments: {
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessments,
      access: 'user',
      query: AssessmentListQuerySchema,
      responses: { 200: AssessmentListResponseSchema },
    }),
    latest: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.latestAssessment,
      access: 'user',
      query: LatestAssessmentQuerySchema,
      responses: { 200: LatestAssessmentResponseSchema },
    }),
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessment,
      access: 'user',
      params: AssessmentIdParamsSchema,
      responses: { 200: AssessmentSchema },
    }),
  },
  diseaseSelection: {
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.user.diseaseSelection,
      access: 'user',
      responses: { 200: DiseaseSelectionResponseSchema },
    }),
    save: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.user.diseaseSelection,
      access: 'user',
      body: DiseaseSelectionBodySchema,
      responses: { 200: DiseaseSelectionResponseSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
