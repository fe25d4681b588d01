import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { TrialNotice } from '../../../components/trial-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignedInUser } from '../../../lib/auth.ts';
import { useDiseaseSelection } from '../api/get-disease-selection.ts';
import { useSaveDiseaseSelection } from '../api/save-disease-selection.ts';
import { DiseaseSelectionForm } from '../components/disease-selection-form.tsx';
import { resolveAccessLevel } from '@healthscreen/api-client';

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
            <Link to={paths.subscription}>View plans</Link>
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
      {selection.isPending ? (
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
        <DiseaseSelectionForm
          initialDiseases={selection.data.selectedDiseases}
          isSaving={save.isPending}
          onSave={(body) => save.mutate(body)}
        />
      )}
    </Page>
  );
}
