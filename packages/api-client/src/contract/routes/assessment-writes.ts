import { defineApiRoute, type ApiRoute } from '../api-route.js';
import {
  CreateAssessmentRequestSchema,
  UpdateAssessmentRequestSchema,
} from '../assessment-saves.js';
import { AssessmentIdParamsSchema, AssessmentSchema } from '../assessments.js';
import { OkResponseSchema } from '../auth.js';
import { API_ROUTES } from '../paths.js';

/**
 * The route table's rows that save and delete assessments (assembled into `ROUTES.assessments` in
 * ../routes.ts). An area of their own: the saves' request schemas build every variant's answer
 * schemas, and the delete's answer is the session area's, none of which the pages that only read
 * assessments (the results page) load.
 */
export const ASSESSMENT_WRITE_ROUTES = {
  assessments: {
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.assessments,
      access: 'user',
      body: CreateAssessmentRequestSchema,
      // 201 a new assessment or draft; 200 the variant's draft updated in place
      responses: { 200: AssessmentSchema, 201: AssessmentSchema },
    }),
    update: defineApiRoute({
      method: 'PUT',
      path: API_ROUTES.assessment,
      access: 'user',
      params: AssessmentIdParamsSchema,
      body: UpdateAssessmentRequestSchema,
      responses: { 200: AssessmentSchema },
    }),
    delete: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.assessment,
      access: 'user',
      params: AssessmentIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
