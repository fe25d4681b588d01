import type { Assessment } from '@healthscreen/api-client';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { toast } from '../../../lib/toast.ts';
import { getAssessmentQueryOptions } from '../api/get-assessment.ts';

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
 * "Update your answers": the essential questionnaire embedded in the results page, for an
 * assessment of any variant (2-assessment.md §2, §4). It starts from this assessment's answers,
 * auto-saves edits to it, and on completion the scores refresh here, without leaving the page.
 * A survey or wizard assessment becomes an essential one on its first edit; the server keeps its
 * original answers (see `getEssentialFormStart`).
 */
export function UpdateAnswersSection({ assessment }: { assessment: Assessment }) {
  const [open, setOpen] = useState(false);
  // After each completion a new form starts from the saved assessment (its answers and its new
  // revision): the finished saver is done with it.
  const [completed, setCompleted] = useState<{ round: number; assessment: Assessment } | null>(
    null,
  );
  const queryClient = useQueryClient();

  const handleCompleted = async (updated: Assessment) => {
    queryClient.setQueryData(getAssessmentQueryOptions(updated.id).queryKey, updated);
    setCompleted((previous) => ({ round: (previous?.round ?? 0) + 1, assessment: updated }));
    toast({ title: 'Results Updated', description: 'Your risk scores were recalculated.' });
    // the detail (this page) and the list (/results/latest, the assessment pages) refetch
    await queryClient.invalidateQueries({ queryKey: ['assessments'] });
  };

  return (
    <section
      aria-labelledby="update-answers-heading"
      className="rounded-lg border border-slate-200 bg-white"
    >
      <h2 id="update-answers-heading" className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="update-answers-panel"
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-2 p-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? (
            <ChevronDown aria-hidden="true" className="size-5" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-5" />
          )}
          Update your answers
        </button>
      </h2>
      {open && (
        <div id="update-answers-panel" className="border-t border-slate-200 p-4">
          <p className="mb-4 text-sm text-slate-600">
            Changes are saved as you go; saving recalculates the scores on this page.
          </p>
          <Suspense fallback={<Spinner label="Loading the questionnaire" />}>
            <EmbeddedEssentialForm
              key={completed?.round ?? 0}
              assessment={completed?.assessment ?? assessment}
              onCompleted={(updated) => void handleCompleted(updated)}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
