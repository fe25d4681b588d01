import {
  ExercisePreferencesSchema,
  FITNESS_GOALS_REQUIRED_MESSAGE,
  getErrorMessage,
  type GenerateExercisePlanResponse,
} from '@healthscreen/api-client';
import {
  DEFAULT_EXERCISE_PREFERENCES,
  type ExercisePreferences,
} from '@healthscreen/exercise-generator';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  useExercisePreferences,
  useGenerateExercisePlan,
} from '../../../api/exercise-plans/index.ts';
import { toast } from '../../../lib/toast.ts';
import {
  ExerciseGoalsStep,
  ExerciseLimitationsStep,
  ExerciseScheduleStep,
} from './exercise-wizard-questions.tsx';
import {
  EXERCISE_WIZARD_STEPS,
  toExercisePreferencesBody,
  toExerciseWizardValues,
  type ExerciseWizardValues,
} from './exercise-wizard-values.ts';
import { GeneratedPlanDetails } from './generated-plan-details.tsx';
import { WizardDialog } from './wizard-dialog.tsx';

const QUESTION_STEPS = [ExerciseGoalsStep, ExerciseScheduleStep, ExerciseLimitationsStep];

/** A key of the request body that is also a form field (its error shows beside the field). */
function isPreferenceKey(key: PropertyKey | undefined): key is keyof ExercisePreferences {
  return typeof key === 'string' && key in DEFAULT_EXERCISE_PREFERENCES;
}

/**
 * The AI Exercise Plan wizard (Beta, 4 steps, spec §2 and §5). The plan is built by fixed rules
 * (@healthscreen/exercise-generator) on the server, which saves the preferences, replaces the
 * exercise plans and stores the new plan in one transaction.
 */
export function AiPlanWizard() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const form = useForm<ExerciseWizardValues>({
    defaultValues: toExerciseWizardValues(DEFAULT_EXERCISE_PREFERENCES),
  });
  const [prefilled, setPrefilled] = useState(false);
  const [result, setResult] = useState<GenerateExercisePlanResponse | null>(null);
  const saved = useExercisePreferences(open);
  const generate = useGenerateExercisePlan();

  // saved preferences prefill the wizard once each time it opens
  useEffect(() => {
    if (open && !prefilled && saved.data) {
      form.reset(toExerciseWizardValues(saved.data), { keepErrors: true });
      setPrefilled(true);
    }
  }, [open, prefilled, saved.data, form]);

  function startOver() {
    setResult(null);
    form.clearErrors();
    generate.reset();
    setStep(0);
  }

  function submit() {
    const body = toExercisePreferencesBody(form.getValues());
    const parsed = ExercisePreferencesSchema.safeParse(body);
    form.clearErrors();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isPreferenceKey(key)) form.setError(key, { type: 'custom', message: issue.message });
      }
      return;
    }
    generate.mutate(body, {
      onSuccess: (answer) => {
        setResult(answer);
        setStep(3);
        toast({
          title: 'Exercise Plan Created',
          description: 'Your personalized exercise plan has been generated successfully.',
        });
      },
    });
  }

  function next() {
    form.clearErrors();
    if (step === 1 && form.getValues('selectedDays').length === 0) {
      form.setError('selectedDays', { type: 'custom', message: 'Choose at least one day' });
      return;
    }
    setStep(step + 1);
  }

  const goalsMissing = form.watch('fitnessGoals').length === 0;
  const QuestionStep = QUESTION_STEPS[step];
  const title = (
    <>
      AI Exercise Plan <Badge tone="brand">Beta</Badge>
    </>
  );

  return (
    <WizardDialog
      open={open}
      onOpenChange={(nextOpen) => {
        setOpen(nextOpen);
        if (!nextOpen) {
          setPrefilled(false);
          if (result) startOver();
        }
      }}
      trigger={<Button>{title}</Button>}
      title={title}
      description={
        <>
          Built by fixed, published rules (WHO 2020 and Australia&apos;s physical activity
          guidelines) from your answers. Generating replaces your current exercise plans.
        </>
      }
      steps={EXERCISE_WIZARD_STEPS}
      step={step}
      progressLabel="AI exercise plan progress"
      status={
        saved.isFetching && !prefilled ? (
          <p className="mt-2 text-sm text-slate-600" role="status">
            Loading your saved preferences...
          </p>
        ) : null
      }
      generateError={
        generate.error
          ? {
              title: 'Your plan could not be generated',
              message: getErrorMessage(generate.error, generate.error.message),
            }
          : null
      }
      success={
        result
          ? {
              title: 'Your Personalized Exercise Plan is Ready & Saved!',
              message: <>Plan automatically saved to your Diet &amp; Lifestyle plans</>,
              details: <GeneratedPlanDetails plan={result.plan} />,
            }
          : null
      }
      navigation={{
        pending: generate.isPending,
        onPrevious: () => setStep(step - 1),
        nextDisabled: step === 0 && goalsMissing,
        nextTitle: step === 0 && goalsMissing ? FITNESS_GOALS_REQUIRED_MESSAGE : undefined,
        onNext: next,
        onGenerate: submit,
      }}
      planActions={
        <>
          <Button variant="outline" onClick={startOver}>
            Start Over
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              startOver();
              setPrefilled(false);
            }}
          >
            Complete &amp; Save Plan
          </Button>
        </>
      }
    >
      {QuestionStep ? <QuestionStep form={form} /> : null}
    </WizardDialog>
  );
}
