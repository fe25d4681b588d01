import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { createReportBuilder } from './build-report.js';
import { reportRoutes } from './routes.js';

/** The report for a GP as a PDF (issue 16): summary, or detailed for Premium. */
export const reportsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  await app.register(reportRoutes, { builder: createReportBuilder({ db, now }) });
};

export { createReportBuilder } from './build-report.js';
