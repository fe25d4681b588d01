import { useSearchParams } from 'react-router';

import { mapAssessmentToSurveyAnswers } from '@healthscreen/assessment-schema';
import {
  pickLatestAssessment,
  useAssessmentDraft,
  useAssessments,
  useLatestAssessment,
} from '../../../api/assessments/index.ts';
import { Page } from '../../../components/page.tsx';
import { AssessmentLoadError, AssessmentSkeleton } from '../components/assessment-states.tsx';
import { EssentialAssessment } from '../components/essential-assessment.tsx';
import { LongSurvey } from '../components/long-survey.tsx';
import { NewAssessmentGate } from '../components/subscription-ended-notice.tsx';

function SurveyScreen() {
  const draft = useAssessmentDraft('survey');
  // with no draft, the latest saved answers load into the survey (§4), whichever form gave them
  // (issue 31: "Update Responses" after the wizard or the essential form is prefilled too)
  const previous = useLatestAssessment();
  const completed = useAssessments();
  const queries = [draft, previous, completed];
  const retry = () => {
    for (const query of queries) void query.refetch();
  };
  let content;
  if (queries.some((query) => query.isPending)) content = <AssessmentSkeleton />;
  else if (queries.some((query) => query.isError))
    content = <AssessmentLoadError onRetry={retry} />;
  else {
    const previousAnswers = previous.data ? mapAssessmentToSurveyAnswers(previous.data) : undefined;
    content = (
      <LongSurvey
        draft={draft.data ?? null}
        previousAnswers={previousAnswers ?? null}
        latestId={pickLatestAssessment(completed.data ?? [])?.id ?? null}
      />
    );
  }
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
