import type { Assessment } from '@healthscreen/api-client';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { assessmentKeys } from '../../../api/assessments/index.ts';
import { CollapsibleSection } from '../../../components/collapsible-section.tsx';
import { updateCachedAssessment } from '../../../lib/assessment-cache.ts';
import { toast } from '../../../lib/toast.ts';
import { useFreshAssessment } from '../api/use-fresh-assessment.ts';

// The form (fields, zod schemas, auto-save) loads only when the section is opened.
const EmbeddedEssentialForm = lazy(async () => {
  const module = await import('../../../components/essential-form/index.ts');
  function EssentialFormForAssessment({
    assessment,
    onCompleted,
  }: {
    assessment: Assessment;
    onCompleted: (updated: Assessment) => void;
  }) {
    const start = module.getEssentialFormStart(assessment);
    return (
      <module.EssentialForm
        assessmentId={start.assessmentId}
        initialRevision={start.initialRevision}
        initialAnswers={start.initialAnswers}
        onCompleted={onCompleted}
        submitLabel="Save and Update My Results"
      />
    );
  }
  return { default: EssentialFormForAssessment };
});

/**
 * The form, started from the assessment as the server holds it once every save in flight has
 * settled (never from an older cached copy: a form that starts stale would show saved edits as
 * gone and send its old answers again over them).
 */
function FreshEssentialForm({
  assessment,
  onCompleted,
}: {
  assessment: Assessment;
  onCompleted: (updated: Assessment) => void;
}) {
  const fresh = useFreshAssessment(assessment);
  if (fresh === undefined) return <Spinner label="Loading your latest answers" />;
  return <EmbeddedEssentialForm assessment={fresh} onCompleted={onCompleted} />;
}

/**
 * "Update your answers": the essential questionnaire embedded in the results page, for an
 * assessment of any variant (2-assessment.md §2, §4). It starts from this assessment's answers,
 * auto-saves edits to it, and on completion the scores refresh here, without leaving the page.
 * A survey or wizard assessment becomes an essential one on its first edit; the server keeps its
 * original answers (see `getEssentialFormStart`).
 */
export function UpdateAnswersSection({ assessment }: { assessment: Assessment }) {
  // After each completion a new form starts from the saved assessment (its answers and its new
  // revision): the finished saver is done with it. Every auto-save already updates the cached
  // assessment (this page's scores included); opening the section again starts a new form too.
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();

  const handleCompleted = async (updated: Assessment) => {
    updateCachedAssessment(queryClient, updated);
    setRound((previous) => previous + 1);
    toast({ title: 'Results Updated', description: 'Your risk scores were recalculated.' });
    // the detail (this page) and the list (/results/latest, the assessment pages) refetch
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
  };

  return (
    <CollapsibleSection id="update-answers" title="Update your answers">
      <p className="mb-4 text-sm text-slate-600">
        Changes are saved as you go; saving recalculates the scores on this page.
      </p>
      <Suspense fallback={<Spinner label="Loading the questionnaire" />}>
        <FreshEssentialForm
          key={round}
          assessment={assessment}
          onCompleted={(updated) => void handleCompleted(updated)}
        />
      </Suspense>
    </CollapsibleSection>
  );
}
