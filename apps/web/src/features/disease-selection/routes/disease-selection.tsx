import { mapStoredResponsesToProfile } from '@healthscreen/assessment-schema';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Link } from 'react-router';

import { useLatestAssessment } from '../../../api/assessments/index.ts';
import { Page } from '../../../components/page.tsx';
import { TrialNotice } from '../../../components/trial-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignedInUser } from '../../../lib/auth.ts';
import { useDiseaseSelection } from '../api/get-disease-selection.ts';
import { useSaveDiseaseSelection } from '../api/save-disease-selection.ts';
import { DiseaseSelectionForm } from '../components/disease-selection-form.tsx';
import { listOfferedConditions } from '../components/offered-conditions.ts';
import { resolveAccessLevel } from '@healthscreen/domain-policy';

const PAGE_TITLE = 'Select Diseases to Assess';

function BackToDashboard() {
  return (
    <Button asChild variant="outline" className="mt-6">
      <Link to={paths.dashboard}>Back</Link>
    </Button>
  );
}

/** /disease-selection (1-product.md §2 "Disease selection", §4 access levels). */
export function DiseaseSelectionPage() {
  const user = useSignedInUser();
  const level = user ? resolveAccessLevel(user, Date.now()) : 'expired';
  const canSelect = level === 'trial' || level === 'basic';
  const selection = useDiseaseSelection({ enabled: canSelect });
  // the biological sex of the latest assessment decides which conditions apply (none yet: all)
  const latest = useLatestAssessment({ enabled: canSelect });
  const sex = latest.data ? mapStoredResponsesToProfile(latest.data).sex : undefined;
  const save = useSaveDiseaseSelection();

  if (level === 'premium') {
    return (
      <Page title={PAGE_TITLE} width="reading">
        <Alert tone="success" title="No selection needed">
          Your Premium plan assesses all 35 diseases.
        </Alert>
        <BackToDashboard />
      </Page>
    );
  }
  if (level === 'expired') {
    return (
      <Page title={PAGE_TITLE} width="reading">
        <Alert tone="warning" title="Your trial or subscription has ended">
          Your free trial or subscription has ended. Please subscribe to continue choosing diseases
          to assess.
        </Alert>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            {user &&
            user.subscriptionPlan !== 'trial' &&
            user.subscriptionStatus !== 'suspended' ? (
              // an ended paid plan comes back by renewing it (preselected on the plans page)
              <Link to={`${paths.subscription}?plan=${user.subscriptionPlan}`}>Renew</Link>
            ) : (
              <Link to={paths.subscription}>View plans</Link>
            )}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Back</Link>
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page
      title={PAGE_TITLE}
      lead="Your plan shows full results for 5 diseases. Red flags and any high risk are always shown."
    >
      {level === 'trial' && user ? <TrialNotice user={user} className="mb-6" /> : null}
      {selection.isPending || latest.isPending ? (
        <Spinner label="Loading your selection" />
      ) : selection.error ? (
        <>
          <Alert tone="error" title="Your selection could not be loaded">
            {selection.error.message}
          </Alert>
          <Button variant="outline" className="mt-6" onClick={() => void selection.refetch()}>
            Try again
          </Button>
        </>
      ) : (
        <>
          {sex && (
            <p className="mb-4 text-sm text-slate-700">
              Showing the conditions that apply to {sex === 'male' ? 'men' : 'women'}, as your
              latest assessment gives your biological sex.
            </p>
          )}
          <DiseaseSelectionForm
            initialDiseases={selection.data.selectedDiseases}
            offered={listOfferedConditions(sex, selection.data.selectedDiseases)}
            isSaving={save.isPending}
            onSave={(body) => save.mutate(body)}
          />
        </>
      )}
    </Page>
  );
}
