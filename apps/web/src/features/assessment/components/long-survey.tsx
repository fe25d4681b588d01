import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import {
  computeSurveyProgress,
  createEmptySurveyAnswers,
  getAutoSaveDelayMs,
  listMissingSurveyRequiredFields,
  listRecommendedSurveyFields,
  readSurveyAnswersLeniently,
  SURVEY_SLIDERS,
  SurveyAnswersSchema,
  type SurveyAnswers,
  type SurveyAnswersInput,
} from '@healthscreen/assessment-schema';
import { Button } from '@healthscreen/ui-kit/button';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { AppleHealthButton } from '../../../components/assessment-fields/apple-health-button.tsx';
import { getResultsDashboardHref, paths } from '../../../config/paths.ts';
import {
  getFirstErrorMessage,
  showInvalidAnswersToast,
} from '../../../components/assessment-fields/invalid-answers-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { assessmentKeys } from '../../../api/assessments/index.ts';
import { useDraftSaver } from '../../../components/essential-form/use-draft-saver.ts';
import { SurveyCards, type SetAnswer } from './survey-cards.tsx';
import {
  ClearAnswersDialog,
  IncompleteInformationDialog,
  RequiredFieldsDialog,
} from '../../../components/assessment-fields/assessment-dialogs.tsx';
import { SurveyTracker, type TrackerTab } from './survey-tracker.tsx';

export interface LongSurveyProps {
  /** The unfinished survey restored from the server, or null. */
  draft: Assessment | null;
  /** The latest saved answers of any variant as survey answers, or null. */
  previousAnswers: Record<string, unknown> | null;
  /** The latest completed assessment's id (the tracker's results tabs open it), or null. */
  latestId: string | null;
}

/**
 * The long survey (Longevity Assessment, 2-assessment.md §2): tracker, sticky progress header,
 * cards, server-side draft auto-save, required / recommended checks, then the save and the move
 * to the results dashboard.
 */
export function LongSurvey({ draft, previousAnswers, latestId }: LongSurveyProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saver = useDraftSaver('survey', draft);
  const form = useForm<SurveyAnswersInput, unknown, SurveyAnswers>({
    resolver: zodResolver(SurveyAnswersSchema),
    // the draft, else the latest saved survey's answers, else blank
    // (field by field: anything invalid is dropped, never the whole draft)
    defaultValues: readSurveyAnswersLeniently(draft ? draft.responses : previousAnswers),
  });
  const watched = form.watch();
  const parsed = SurveyAnswersSchema.safeParse(watched);
  const answers = parsed.success ? parsed.data : (watched as SurveyAnswers);
  const progress = computeSurveyProgress(answers);
  const [requiredMissing, setRequiredMissing] = useState<string[]>([]);
  const [recommendedMissing, setRecommendedMissing] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  const setAnswer: SetAnswer = (name, value) => {
    form.setValue(name, value, { shouldDirty: true });
    saver.schedule(form.getValues(), getAutoSaveDelayMs(value));
  };

  const save = async (values: SurveyAnswers) => {
    setRecommendedMissing([]);
    setSubmitting(true);
    try {
      const saved = await saver.submit(values);
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      await navigate(getResultsDashboardHref(saved.id));
    } catch (error) {
      setSubmitting(false);
      toast({
        variant: 'destructive',
        title: 'Could not save your assessment',
        description: getErrorMessage(error, 'Please check your connection and try again.'),
      });
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      const required = listMissingSurveyRequiredFields(values);
      if (required.length > 0) return setRequiredMissing(required);
      const recommended = listRecommendedSurveyFields(values);
      if (recommended.length > 0) return setRecommendedMissing(recommended);
      await save(values);
    },
    (errors) => showInvalidAnswersToast(getFirstErrorMessage(errors)),
  );

  const goToTab = async (tab: TrackerTab) => {
    if (latestId === null) {
      await submit();
      return;
    }
    saver.schedule(form.getValues(), 0);
    await saver.flush();
    await navigate(`${paths.results}/${encodeURIComponent(latestId)}?tab=${tab}`);
  };

  const clearAll = async () => {
    setConfirmClear(false);
    const blank = createEmptySurveyAnswers();
    form.reset(blank);
    try {
      // a blank draft replaces the old one, so a reload starts blank too (not from saved answers)
      await saver.restart(blank);
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.drafts() });
      toast({ title: 'All data cleared', description: 'Your saved answers were removed.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not clear your saved answers',
        description: getErrorMessage(error, 'Please try again.'),
      });
    }
  };

  if (submitting) {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-center" role="status">
        <Spinner />
        <p className="text-lg font-semibold text-slate-900">Calculating Your Risk Profile</p>
        <p className="text-slate-600">Please wait while we analyze your responses...</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Health Assessment Survey"
      onSubmit={(event) => void submit(event)}
      className="space-y-6"
    >
      <SurveyTracker onStepClick={(tab) => void goToTab(tab)} />
      <div className="flex flex-wrap gap-2">
        <AppleHealthButton
          slots={[
            {
              key: 'weeklyExerciseMinutes',
              label: 'Weekly exercise',
              unit: 'minutes',
              range: SURVEY_SLIDERS.weeklyExerciseMinutes,
              current: answers.weeklyExerciseMinutes,
              apply: (value) => setAnswer('weeklyExerciseMinutes', value),
            },
            {
              key: 'sleepHoursPerNight',
              label: 'Sleep per night',
              unit: 'hours',
              range: SURVEY_SLIDERS.sleepHoursPerNight,
              current: answers.sleepHoursPerNight,
              apply: (value) => setAnswer('sleepHoursPerNight', value),
            },
          ]}
        />
        <Button type="button" variant="outline" onClick={() => setConfirmClear(true)}>
          <Trash2 aria-hidden="true" />
          Clear All Data
        </Button>
      </div>
      <div
        className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur"
        data-testid="survey-progress"
      >
        <div className="mb-2 flex justify-between text-sm">
          <span className="font-semibold text-slate-900">{progress.percent}% Complete</span>
          <span className="text-slate-600">
            {progress.completedQuestions} of {progress.totalQuestions} questions completed
          </span>
        </div>
        <ProgressBar value={progress.percent} label="Survey progress" />
      </div>
      <p className="text-sm text-slate-600">
        You may skip questions and update your answers later; they are saved as you go.
      </p>
      <SurveyCards answers={answers} setAnswer={setAnswer} />
      <div className="flex justify-end">
        <Button type="submit" size="lg">
          Calculate My Risk
        </Button>
      </div>
      <RequiredFieldsDialog missing={requiredMissing} onClose={() => setRequiredMissing([])} />
      <ClearAnswersDialog
        open={confirmClear}
        title="Clear All Data"
        description="Every answer on this survey will be removed, here and in your saved draft. Your completed assessments and results are kept."
        confirmLabel="Clear all answers"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => void clearAll()}
      />
      <IncompleteInformationDialog
        missing={recommendedMissing}
        onGoBack={() => setRecommendedMissing([])}
        onProceed={() => void save(SurveyAnswersSchema.parse(form.getValues()))}
      />
    </form>
  );
}
