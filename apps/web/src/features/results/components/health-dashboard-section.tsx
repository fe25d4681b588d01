import type { Assessment } from '@healthscreen/api-client';

import {
  HealthByCategoryCard,
  HealthScoresCard,
  KeyMetricsCard,
} from '../../../components/health-summary-cards.tsx';
import { summarizeHealth } from '../../../lib/health-summary.ts';

/** The Health Dashboard section of the results page (anchor `health-dashboard`). */
export function HealthDashboardSection({ assessment }: { assessment: Assessment }) {
  const summary = summarizeHealth(assessment);
  return (
    <section
      id="health-dashboard"
      aria-labelledby="health-dashboard-heading"
      className="scroll-mt-20"
    >
      <h2 id="health-dashboard-heading" className="text-2xl font-bold text-slate-900">
        Health Dashboard
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <HealthScoresCard summary={summary} />
        <HealthByCategoryCard summary={summary} />
        <KeyMetricsCard summary={summary} />
      </div>
    </section>
  );
}
