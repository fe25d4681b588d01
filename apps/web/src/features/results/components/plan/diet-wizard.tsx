import type { DietLifestylePlan, DietaryPreferencesBody } from '@healthscreen/api-client';
import {
  DEFAULT_DIETARY_PREFERENCES,
  MEAL_PREP_MINUTES,
  normalizeMealPrepTime,
  type DietaryPreferences,
  type GeneratedDietPlan,
} from '@healthscreen/diet-generator';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';
import { StepProgress } from '@healthscreen/ui-kit/step-progress';
import { useEffect, useId, useState } from 'react';

import {
  useCreateLifestylePlan,
  useDietaryPreferences,
  useGenerateDietPlan,
  useUpdateLifestylePlan,
} from '../../../../api/lifestyle-plans/index.ts';
import { toast } from '../../../../lib/toast.ts';
import { ChoiceGroup } from './choice-group.tsx';
import {
  STEPS,
  SKILL_OPTIONS,
  BUDGET_OPTIONS,
  GROUPS,
  toPlanFields,
  type ListKey,
} from './diet-wizard-steps.ts';
import { DietPlanGuide } from './diet-plan-guide.tsx';
import { WizardStepButtons } from './wizard-step-buttons.tsx';

/**
 * The diet plan wizard (AI, Beta; 4 steps, spec §2 and §4): restrictions, preferences, habits,
 * then the plan, built on the server by @healthscreen/diet-generator from the answers and the
 * latest assessment. "Add" saves it as a diet plan; opened from a saved plan it updates that plan.
 */
export function DietWizard({ editPlan }: { editPlan?: DietLifestylePlan }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<DietaryPreferences>(DEFAULT_DIETARY_PREFERENCES);
  const [prepText, setPrepText] = useState(String(MEAL_PREP_MINUTES.default));
  const [prefilled, setPrefilled] = useState(false);
  const [plan, setPlan] = useState<GeneratedDietPlan | null>(null);
  const saved = useDietaryPreferences(open);
  const generate = useGenerateDietPlan();
  const create = useCreateLifestylePlan();
  const update = useUpdateLifestylePlan();
  const ids = { skill: useId(), prep: useId(), budget: useId() };

  // the saved preferences load once each time the wizard opens
  useEffect(() => {
    if (open && !prefilled && saved.data) {
      setValues(saved.data);
      setPrepText(String(saved.data.mealPrepTime));
      setPrefilled(true);
    }
  }, [open, prefilled, saved.data]);

  function reset() {
    setStep(0);
    setPlan(null);
    setPrefilled(false);
    generate.reset();
    create.reset();
    update.reset();
  }

  function toggle(key: ListKey, choice: string, checked: boolean) {
    setValues((current) => {
      const list = current[key] as readonly string[];
      return {
        ...current,
        [key]: checked ? [...list, choice] : list.filter((item) => item !== choice),
      };
    });
  }

  function submit() {
    const body: DietaryPreferencesBody = {
      ...values,
      mealPrepTime: normalizeMealPrepTime(prepText),
    };
    setPrepText(String(body.mealPrepTime));
    generate.mutate(body, {
      onSuccess: (answer) => {
        setPlan(answer.plan);
        setStep(3);
      },
      onError: () =>
        toast({
          title: 'Error Generating Plan',
          description: 'There was an issue generating your personalized plan. Please try again.',
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

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        {editPlan ? (
          <Button variant="outline" size="sm">
            Edit Preferences
          </Button>
        ) : (
          <Button>
            AI Diet Plan <Badge tone="brand">Beta</Badge>
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            AI Diet Plan <Badge tone="brand">Beta</Badge>
          </DialogTitle>
          <DialogDescription>
            Built by fixed rules (the Australian Dietary Guidelines, your answers and your latest
            assessment). Allergies, intolerances, restrictions and dislikes are never in the plan.
          </DialogDescription>
        </DialogHeader>
        <StepProgress steps={STEPS} currentStep={step} label="AI diet plan progress" />

        {/* scrollable, so it takes keyboard focus (axe: scrollable-region-focusable) */}
        <div
          role="region"
          aria-label="AI diet plan"
          tabIndex={0}
          className="mt-4 max-h-[60vh] space-y-5 overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {step < 3
            ? GROUPS[step]?.map((group) => (
                <ChoiceGroup
                  key={group.key}
                  legend={group.legend}
                  choices={group.choices}
                  selected={values[group.key]}
                  onToggle={(choice, checked) => toggle(group.key, choice, checked)}
                  columns={group.columns}
                  {...(group.labelOf ? { labelOf: group.labelOf } : {})}
                />
              ))
            : null}

          {step === 1 ? (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                <Field id={ids.skill} label="Cooking skill">
                  <Select
                    id={ids.skill}
                    options={SKILL_OPTIONS}
                    value={values.cookingSkillLevel}
                    onChange={(event) =>
                      setValues({
                        ...values,
                        cookingSkillLevel: event.target
                          .value as DietaryPreferences['cookingSkillLevel'],
                      })
                    }
                  />
                </Field>
                <Field
                  id={ids.prep}
                  label="Meal prep time (minutes)"
                  hint={`${MEAL_PREP_MINUTES.min} to ${MEAL_PREP_MINUTES.max}`}
                >
                  <Input
                    id={ids.prep}
                    type="number"
                    inputMode="numeric"
                    min={MEAL_PREP_MINUTES.min}
                    max={MEAL_PREP_MINUTES.max}
                    value={prepText}
                    aria-describedby={`${ids.prep}-hint`}
                    onChange={(event) => setPrepText(event.target.value)}
                    onBlur={() => setPrepText(String(normalizeMealPrepTime(prepText)))}
                  />
                </Field>
                <Field id={ids.budget} label="Budget">
                  <Select
                    id={ids.budget}
                    options={BUDGET_OPTIONS}
                    value={values.budgetLevel}
                    onChange={(event) =>
                      setValues({
                        ...values,
                        budgetLevel: event.target.value as DietaryPreferences['budgetLevel'],
                      })
                    }
                  />
                </Field>
              </div>
            </>
          ) : null}

          {step === 2 && generate.error ? (
            <Alert tone="error" title="Error Generating Plan">
              There was an issue generating your personalized plan. Please try again.
            </Alert>
          ) : null}

          {step === 3 && plan ? (
            <>
              <Alert tone="success" title="Your personalized nutrition plan is ready">
                Review it, then add it to your diet plans.
              </Alert>
              <DietPlanGuide plan={plan} headingLevel={3} />
              {saveError ? (
                <p role="alert" className="text-sm text-red-700">
                  The plan could not be saved: {saveError.message}
                </p>
              ) : null}
            </>
          ) : null}
        </div>

        <DialogFooter>
          {step === 3 ? (
            <>
              <Button variant="outline" onClick={() => setStep(0)}>
                Edit Preferences
              </Button>
              <Button disabled={saving} onClick={savePlan}>
                {saving ? 'Saving...' : editPlan ? 'Update Plan' : 'Add to My Diet Plans'}
              </Button>
            </>
          ) : (
            <WizardStepButtons
              step={step}
              pending={generate.isPending}
              onPrevious={() => setStep(step - 1)}
              onNext={() => setStep(step + 1)}
              onGenerate={submit}
            />
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
