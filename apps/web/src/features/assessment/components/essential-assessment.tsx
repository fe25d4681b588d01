import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { EssentialForm, getEssentialFormStart } from '../../../components/essential-form/index.ts';
import { Page } from '../../../components/page.tsx';
import { getResultsDashboardHref } from '../../../config/paths.ts';
import {
  ASSESSMENTS_QUERY_KEY,
  pickLatestAssessment,
  useAssessments,
} from '../api/get-assessments.ts';
import { AssessmentLoadError, AssessmentSkeleton } from './assessment-states.tsx';

/** /assessment?variant=essential — the essential single-page questionnaire on its own. */
export function EssentialAssessment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const assessments = useAssessments();
  let content;
  if (assessments.isPending) content = <AssessmentSkeleton />;
  else if (assessments.isError)
    content = <AssessmentLoadError onRetry={() => void assessments.refetch()} />;
  else {
    const latest = pickLatestAssessment(assessments.data);
    const start = getEssentialFormStart(latest);
    content = (
      <EssentialForm
        key={start.assessmentId ?? 'new'}
        assessmentId={start.assessmentId}
        initialRevision={start.initialRevision}
        initialAnswers={start.initialAnswers}
        onCompleted={(saved) => {
          void queryClient.invalidateQueries({ queryKey: ASSESSMENTS_QUERY_KEY });
          void navigate(getResultsDashboardHref(saved.id));
        }}
      />
    );
  }
  return (
    <Page
      title="Health Assessment"
      lead="Answer what you can; you may skip questions and update your answers later. Changes save automatically once you have an assessment."
      width="reading"
    >
      {content}
    </Page>
  );
}
