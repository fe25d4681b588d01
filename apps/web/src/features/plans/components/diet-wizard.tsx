import type { DietLifestylePlan } from '@healthscreen/api-client';
import { DEFAULT_DIETARY_PREFERENCES, type GeneratedDietPlan } from '@healthscreen/diet-generator';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  useCreateLifestylePlan,
  useDietaryPreferences,
  useGenerateDietPlan,
  useUpdateLifestylePlan,
} from '../../../api/lifestyle-plans/index.ts';
import { toast } from '../../../lib/toast.ts';
import { DietPlanGuide } from './diet-plan-guide.tsx';
import { DietQuestions } from './diet-wizard-questions.tsx';
import {
  STEPS,
  toDietaryPreferencesBody,
  toDietWizardValues,
  toPlanFields,
  type DietWizardValues,
} from './diet-wizard-steps.ts';
import { WizardDialog } from './wizard-dialog.tsx';

const GENERATE_ERROR = 'There was an issue generating your personalized plan. Please try again.';

/**
 * The diet plan wizard (AI, Beta; 4 steps, spec §2 and §4): restrictions, preferences, habits,
 * then the plan, built on the server by @healthscreen/diet-generator from the answers and the
 * latest assessment. "Add" saves it as a diet plan; opened from a saved plan it updates that plan.
 */
export function DietWizard({ editPlan }: { editPlan?: DietLifestylePlan }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const form = useForm<DietWizardValues>({
    defaultValues: toDietWizardValues(DEFAULT_DIETARY_PREFERENCES),
  });
  const [prefilled, setPrefilled] = useState(false);
  const [plan, setPlan] = useState<GeneratedDietPlan | null>(null);
  const saved = useDietaryPreferences(open);
  const generate = useGenerateDietPlan();
  const create = useCreateLifestylePlan();
  const update = useUpdateLifestylePlan();

  // the saved preferences load once each time the wizard opens
  useEffect(() => {
    if (open && !prefilled && saved.data) {
      form.reset(toDietWizardValues(saved.data));
      setPrefilled(true);
    }
  }, [open, prefilled, saved.data, form]);

  function reset() {
    setStep(0);
    setPlan(null);
    setPrefilled(false);
    generate.reset();
    create.reset();
    update.reset();
  }

  function submit() {
    const body = toDietaryPreferencesBody(form.getValues());
    form.setValue('prepText', String(body.mealPrepTime));
    generate.mutate(body, {
      onSuccess: (answer) => {
        setPlan(answer.plan);
        setStep(3);
      },
      onError: () =>
        toast({
          title: 'Error Generating Plan',
          description: GENERATE_ERROR,
          variant: 'destructive',
        }),
    });
  }

  function savePlan() {
    if (!plan) return;
    const done = () => {
      setOpen(false);
      reset();
    };
    if (editPlan) {
      update.mutate(
        { id: editPlan.id, body: toPlanFields(plan) },
        {
          onSuccess: () => {
            toast({
              title: 'Plan Updated Successfully',
              description:
                'Your personalized nutrition plan has been updated with new preferences.',
            });
            done();
          },
        },
      );
      return;
    }
    create.mutate(
      { ...toPlanFields(plan), category: 'diet', progress: 0 },
      {
        onSuccess: () => {
          toast({
            title: 'Plan Created Successfully',
            description: 'Your personalized nutrition plan has been added to your diet plans.',
          });
          done();
        },
      },
    );
  }

  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;
  const title = (
    <>
      AI Diet Plan <Badge tone="brand">Beta</Badge>
    </>
  );

  return (
    <WizardDialog
      open={open}
      onOpenChange={(nextOpen) => {
        setOpen(nextOpen);
        if (!nextOpen) reset();
      }}
      trigger={
        editPlan ? (
          <Button variant="outline" size="sm">
            Edit Preferences
          </Button>
        ) : (
          <Button>{title}</Button>
        )
      }
      title={title}
      description={
        <>
          Built by fixed rules (the Australian Dietary Guidelines, your answers and your latest
          assessment). Allergies, intolerances, restrictions and dislikes are never in the plan.
        </>
      }
      steps={STEPS}
      step={step}
      progressLabel="AI diet plan progress"
      scrollRegionLabel="AI diet plan"
      generateError={
        generate.error ? { title: 'Error Generating Plan', message: GENERATE_ERROR } : null
      }
      success={
        plan
          ? {
              title: 'Your personalized nutrition plan is ready',
              message: 'Review it, then add it to your diet plans.',
              details: (
                <>
                  <DietPlanGuide plan={plan} headingLevel={3} />
                  {saveError ? (
                    <p role="alert" className="text-sm text-red-700">
                      The plan could not be saved: {saveError.message}
                    </p>
                  ) : null}
                </>
              ),
            }
          : null
      }
      navigation={{
        pending: generate.isPending,
        onPrevious: () => setStep(step - 1),
        onNext: () => setStep(step + 1),
        onGenerate: submit,
      }}
      planActions={
        <>
          <Button variant="outline" onClick={() => setStep(0)}>
            Edit Preferences
          </Button>
          <Button disabled={saving} onClick={savePlan}>
            {saving ? 'Saving...' : editPlan ? 'Update Plan' : 'Add to My Diet Plans'}
          </Button>
        </>
      }
    >
      <DietQuestions form={form} step={step} />
    </WizardDialog>
  );
}
