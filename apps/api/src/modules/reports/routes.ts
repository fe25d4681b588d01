import { formatReportFileName, ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import type { ReportBuilder } from './build-report.js';
import { formatCalendarDate, renderReportPdf } from './pdf.js';

export interface ReportRoutesOptions {
  builder: ReportBuilder;
}

/**
 * PDF reports per signed-in user: drawing one takes tens of milliseconds of CPU, so a user (not an
 * address: many people share one behind a NAT) gets 20 in 10 minutes, then 429 with Retry-After.
 * Counted after the access check (a signed-out caller gets 401, not 429).
 */
export const REPORT_RATE_LIMIT = {
  max: 20,
  timeWindow: 10 * 60 * 1000,
  hook: 'preHandler',
  keyGenerator: (request: { sessionUser?: { id: string } | undefined; ip: string }) =>
    request.sessionUser ? `user:${request.sessionUser.id}` : `ip:${request.ip}`,
} as const;

/** GET /api/assessments/{id}/report.pdf: the user's own completed assessment as a GP report. */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  const { builder } = options;

  registerRoute(
    app,
    ROUTES.reports.assessmentPdf,
    async (request, reply) => {
      // 'latest' is for the share page; this route takes a real id (another user's, a draft or
      // an unknown one answers the assessments' 404)
      const id = request.params.id === 'latest' ? '' : request.params.id;
      const report = await builder.buildReport(requireSessionUser(request), id);
      const pdf = await renderReportPdf(report);
      const fileName = formatReportFileName(formatCalendarDate(report.assessment.completedAt));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
    { config: { rateLimit: REPORT_RATE_LIMIT } },
  );
};
