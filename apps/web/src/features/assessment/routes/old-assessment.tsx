import { readAnswersOfVariant } from '@healthscreen/api-client';

import { useAssessmentDraft, useLatestAssessment } from '../../../api/assessments/index.ts';
import { Page } from '../../../components/page.tsx';
import { AssessmentLoadError, AssessmentSkeleton } from '../components/assessment-states.tsx';
import { SevenStepWizard } from '../components/seven-step-wizard.tsx';
import { NewAssessmentGate } from '../components/subscription-ended-notice.tsx';

function WizardScreen() {
  const draft = useAssessmentDraft('wizard');
  const previous = useLatestAssessment({ variant: 'wizard' });
  let content;
  if (draft.isPending || previous.isPending) content = <AssessmentSkeleton />;
  else if (draft.isError || previous.isError)
    content = (
      <AssessmentLoadError
        onRetry={() => {
          void draft.refetch();
          void previous.refetch();
        }}
      />
    );
  else {
    // with no draft, the latest saved wizard answers load into the wizard (§4)
    const previousAnswers = previous.data
      ? (readAnswersOfVariant(previous.data, 'wizard') ?? null)
      : null;
    content = <SevenStepWizard draft={draft.data} previousAnswers={previousAnswers} />;
  }
  return (
    <Page title="Health Assessment" lead="Seven short steps, about 15 minutes." width="reading">
      {content}
    </Page>
  );
}

/**
 * /old-assessment — the seven-step wizard (2-assessment.md §2); an ended trial or subscription
 * sees why it cannot start one instead (the API refuses its saves with 403).
 */
export function OldAssessmentPage() {
  return (
    <NewAssessmentGate pageTitle="Health Assessment">
      <WizardScreen />
    </NewAssessmentGate>
  );
}
