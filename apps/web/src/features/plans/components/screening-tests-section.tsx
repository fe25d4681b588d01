import { Alert } from '@healthscreen/ui-kit/alert';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Link } from 'react-router';

import {
  useScreeningRecommendations,
  useScreeningTests,
} from '../../../api/screening-tests/index.ts';
import { paths } from '../../../config/paths.ts';
import { Recommendation } from './screening-recommendation.tsx';
import { TrackedTest } from './tracked-screening-test.tsx';

/** 'Disease Screening Tests': My tests with a date each, then Additional Recommendations (§2, §4). */
export function ScreeningTestsPanel() {
  const tests = useScreeningTests();
  const recommendations = useScreeningRecommendations();

  if (tests.isPending || recommendations.isPending) {
    return <Spinner label="Loading screening tests" />;
  }
  if (tests.error) {
    return (
      <Alert tone="error" title="Failed to fetch screening tests">
        {tests.error.message}
      </Alert>
    );
  }
  const tracked = new Set(tests.data.map((test) => `${test.diseaseName}\u0000${test.testName}`));
  const recs = recommendations.data?.recommendations ?? [];

  return (
    <div className="space-y-6">
      <section aria-labelledby="my-tests-heading" className="space-y-3">
        <h3 id="my-tests-heading" className="text-lg font-semibold text-slate-900">
          My tests
        </h3>
        {tests.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            No screening tests have been added yet. Add a recommended test below, or see your{' '}
            <Link to={paths.results} className="text-brand-700 underline">
              Results page
            </Link>{' '}
            for your risks.
          </p>
        ) : (
          <ul className="space-y-3">
            {tests.data.map((test) => (
              <TrackedTest key={`${test.id}-${test.updatedAt}`} test={test} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recommendations-heading" className="space-y-3">
        <h3 id="recommendations-heading" className="text-lg font-semibold text-slate-900">
          Additional Recommendations
        </h3>
        {recommendations.error ? (
          <Alert tone="error" title="Recommendations could not be loaded">
            {recommendations.error.message}
          </Alert>
        ) : recs.length === 0 ? (
          <p className="text-sm text-slate-600">
            {recommendations.data?.assessmentId === null
              ? 'Complete an assessment to get screening recommendations.'
              : recommendations.data?.scope === 'selected'
                ? 'None of your selected diseases is at moderate or high risk, so no screening is recommended for them. Premium members see recommendations for all 35 conditions.'
                : 'None of your risks is moderate or high, so no extra screening is recommended.'}
          </p>
        ) : (
          <ul className="space-y-3">
            {recs.map((recommendation) => (
              <Recommendation
                key={recommendation.disease}
                recommendation={recommendation}
                tracked={tracked}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
