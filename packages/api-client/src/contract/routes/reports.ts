import { defineApiRoute, type ApiRoute } from '../api-route.js';
import { AssessmentIdParamsSchema } from '../assessments.js';
import { AssessmentFhirQuerySchema, FhirBundleSchema } from '../fhir.js';
import { API_ROUTES } from '../paths.js';
import { ReportPdfSchema } from '../reports.js';
import {
  CreateShareBodySchema,
  ShareIdParamsSchema,
  ShareListItemSchema,
  ShareListSchema,
  ShareSchema,
  SharedReportParamsSchema,
  SharedReportResponseSchema,
} from '../shares.js';
import { TrendsResponseSchema } from '../trends.js';

/** The route table's rows for an assessment's exports, trends and shares (assembled into `ROUTES` in ../routes.ts). */
export const REPORT_ROUTES = {
  /** FHIR R4 export (issue 16): answered as application/fhir+json, which the client parses as JSON. */
  fhir: {
    assessmentBundle: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessmentFhir,
      access: 'user',
      params: AssessmentIdParamsSchema,
      query: AssessmentFhirQuerySchema,
      responses: { 200: FhirBundleSchema },
    }),
  },
  trends: {
    /** Premium only: trial, basic and expired users get 403 PREMIUM_REQUIRED. */
    get: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.trends,
      access: 'user',
      responses: { 200: TrendsResponseSchema },
    }),
  },
  reports: {
    /**
     * The report for a GP as a PDF (issue 16): `application/pdf` bytes, not JSON (the API sends a
     * Buffer, which Fastify never serializes; the client resolves with a `File` named by the
     * answer's `Content-Disposition`). Premium gets the detailed report, everyone else the
     * summary; rate-limited per user.
     */
    assessmentPdf: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.assessmentReport,
      access: 'user',
      params: AssessmentIdParamsSchema,
      responses: { 200: ReportPdfSchema },
      download: { accept: 'application/pdf', fallbackName: 'healthscreen-report.pdf' },
    }),
  },
  shares: {
    create: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.shares,
      access: 'user',
      body: CreateShareBodySchema,
      responses: { 201: ShareSchema },
    }),
    list: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.shares,
      access: 'user',
      responses: { 200: ShareListSchema },
    }),
    revoke: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.share,
      access: 'user',
      params: ShareIdParamsSchema,
      responses: { 200: ShareListItemSchema },
    }),
    /** The clinician's read: anyone holding the link (rate-limited per address). */
    sharedReport: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.sharedReport,
      access: 'anonymous',
      params: SharedReportParamsSchema,
      responses: { 200: SharedReportResponseSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
