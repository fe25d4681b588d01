import { useSearchParams } from 'react-router';

import { useAssessmentDraft, useAssessments } from '../../../api/assessments/index.ts';
import { Page } from '../../../components/page.tsx';
import { AssessmentLoadError, AssessmentSkeleton } from '../components/assessment-states.tsx';
import { EssentialAssessment } from '../components/essential-assessment.tsx';
import { LongSurvey } from '../components/long-survey.tsx';
import { NewAssessmentGate } from '../components/subscription-ended-notice.tsx';

function SurveyScreen() {
  const draft = useAssessmentDraft('survey');
  const completed = useAssessments();
  const retry = () => {
    void draft.refetch();
    void completed.refetch();
  };
  let content;
  if (draft.isPending || completed.isPending) content = <AssessmentSkeleton />;
  else if (draft.isError || completed.isError) content = <AssessmentLoadError onRetry={retry} />;
  else content = <LongSurvey draft={draft.data} completed={completed.data} />;
  return (
    <Page
      title="Health Assessment"
      lead="Longevity Assessment — Health Assessment Survey · about 5–7 minutes · calculates your risk for 35 diseases."
      width="reading"
    >
      {content}
    </Page>
  );
}

/**
 * /assessment — the long survey; `?variant=essential` shows the essential single-page
 * questionnaire instead (2-assessment.md §2).
 */
export function AssessmentPage() {
  const [params] = useSearchParams();
  if (params.get('variant') === 'essential') return <EssentialAssessment />;
  // an ended trial or subscription cannot start or save a survey (403): say so before the form
  return (
    <NewAssessmentGate pageTitle="Health Assessment">
      <SurveyScreen />
    </NewAssessmentGate>
  );
}
