import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { EssentialForm, getEssentialFormStart } from '../../../components/essential-form/index.ts';
import { Page } from '../../../components/page.tsx';
import { getResultsDashboardHref } from '../../../config/paths.ts';
import { waitForAssessmentSaves } from '../../../lib/assessment-cache.ts';
import {
  assessmentKeys,
  getLatestAssessmentQueryOptions,
  useAssessmentDraft,
  useLatestAssessment,
} from '../../../api/assessments/index.ts';
import { AssessmentLoadError, AssessmentSkeleton } from './assessment-states.tsx';

/**
 * Reloads the latest assessment once every save in flight has settled (leaving the page sends the
 * form's last answers as it unmounts), so the form never starts from a copy older than what was
 * saved. A load started before that (the first load on mount) is cancelled and sent again.
 */
async function reloadAssessmentsAfterSaves(queryClient: QueryClient): Promise<void> {
  await waitForAssessmentSaves();
  const filters = { queryKey: getLatestAssessmentQueryOptions().queryKey, exact: true };
  await queryClient.cancelQueries(filters);
  await queryClient.refetchQueries(filters);
}

/** True once the latest assessment is as the server holds it after every save (see above). */
function useAssessmentsReloaded(): boolean {
  const queryClient = useQueryClient();
  const [reloaded, setReloaded] = useState(false);
  useEffect(() => {
    let active = true;
    void reloadAssessmentsAfterSaves(queryClient).finally(() => {
      if (active) setReloaded(true);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);
  return reloaded;
}

/** /assessment?variant=essential — the essential single-page questionnaire on its own. */
export function EssentialAssessment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latestQuery = useLatestAssessment();
  // a first-time user's answers are kept as an essential draft on the server (issue 31)
  const draftQuery = useAssessmentDraft('essential');
  const reloaded = useAssessmentsReloaded();
  let content;
  if (latestQuery.isPending || draftQuery.isPending || !reloaded) content = <AssessmentSkeleton />;
  else if (latestQuery.isError || draftQuery.isError)
    content = (
      <AssessmentLoadError
        onRetry={() => {
          void latestQuery.refetch();
          void draftQuery.refetch();
        }}
      />
    );
  else {
    const latest = latestQuery.data ?? undefined;
    const start = getEssentialFormStart(latest ?? draftQuery.data ?? undefined);
    content = (
      <EssentialForm
        key={start.assessmentId ?? 'new'}
        assessmentId={start.assessmentId}
        initialRevision={start.initialRevision}
        initialAnswers={start.initialAnswers}
        saveAsDraft={latest === undefined}
        sectionHeadingLevel="h2"
        onCompleted={(saved) => {
          void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
          void navigate(getResultsDashboardHref(saved.id));
        }}
      />
    );
  }
  return (
    <Page
      title="Health Assessment"
      lead="Answer what you can; you may skip questions and update your answers later. Your answers save automatically as you go."
      width="reading"
    >
      {content}
    </Page>
  );
}
