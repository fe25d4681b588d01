import {
  ExercisePreferencesSchema,
  FITNESS_GOALS_REQUIRED_MESSAGE,
  getErrorMessage,
  type ExercisePreferencesBody,
  type GenerateExercisePlanResponse,
} from '@healthscreen/api-client';
import {
  DEFAULT_EXERCISE_PREFERENCES,
  EQUIPMENT,
  EXERCISE_TYPES,
  FITNESS_GOALS,
  INJURIES,
  MOTIVATION_FACTORS,
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  SESSION_MINUTES,
  WEEKDAYS,
  type ExercisePreferences,
} from '@healthscreen/exercise-generator';
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
import { Select } from '@healthscreen/ui-kit/select';
import { StepProgress } from '@healthscreen/ui-kit/step-progress';
import { Textarea } from '@healthscreen/ui-kit/textarea';
import { useEffect, useId, useState } from 'react';

import {
  useExercisePreferences,
  useGenerateExercisePlan,
} from '../../../../api/exercise-plans/index.ts';
import { toast } from '../../../../lib/toast.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { GeneratedPlanDetails } from './generated-plan-details.tsx';
import { WizardStepButtons } from './wizard-step-buttons.tsx';

const STEPS = [
  'Goals and preferences',
  'Experience and schedule',
  'Equipment and limitations',
  'Your plan',
] as const;

const LEVEL_OPTIONS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];
const EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'some-experience', label: 'Some experience' },
  { value: 'experienced', label: 'Experienced' },
];
const HABIT_OPTIONS = [
  { value: 'never', label: 'Never exercised regularly' },
  { value: 'inconsistent', label: 'Inconsistent' },
  { value: 'consistent', label: 'Consistent' },
];
const TIME_OPTIONS = PREFERRED_TIMES.map((value) => ({
  value,
  label: PREFERRED_TIME_LABELS[value],
}));

type ListKey =
  | 'fitnessGoals'
  | 'exerciseTypes'
  | 'motivationFactors'
  | 'selectedDays'
  | 'equipmentAccess'
  | 'injuries';

/** The form's values: the preferences plus the free-text lines as typed. */
interface WizardValues extends ExercisePreferences {
  limitationsText: string;
}

function toValues(preferences: ExercisePreferences): WizardValues {
  return { ...preferences, limitationsText: preferences.medicalLimitations.join('\n') };
}

function toBody(values: WizardValues): ExercisePreferencesBody {
  const { limitationsText, ...preferences } = values;
  return {
    ...preferences,
    daysPerWeek: preferences.selectedDays.length,
    medicalLimitations: limitationsText
      .split(/[\n,]/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
}

/**
 * The AI Exercise Plan wizard (Beta, 4 steps, spec §2 and §5). The plan is built by fixed rules
 * (@healthscreen/exercise-generator) on the server, which saves the preferences, replaces the
 * exercise plans and stores the new plan in one transaction.
 */
export function AiPlanWizard() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(() => toValues(DEFAULT_EXERCISE_PREFERENCES));
  const [prefilled, setPrefilled] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<GenerateExercisePlanResponse | null>(null);
  const saved = useExercisePreferences(open);
  const generate = useGenerateExercisePlan();
  const ids = {
    level: useId(),
    experience: useId(),
    habits: useId(),
    time: useId(),
    minutes: useId(),
    limitations: useId(),
    concerns: useId(),
  };

  // saved preferences prefill the wizard once each time it opens
  useEffect(() => {
    if (open && !prefilled && saved.data) {
      setValues(toValues(saved.data));
      setPrefilled(true);
    }
  }, [open, prefilled, saved.data]);

  function toggle(key: ListKey, choice: string, checked: boolean) {
    setValues((current) => {
      const list = current[key] as readonly string[];
      const next = checked ? [...list, choice] : list.filter((item) => item !== choice);
      return { ...current, [key]: next };
    });
  }

  function startOver() {
    setResult(null);
    setErrors({});
    generate.reset();
    setStep(0);
  }

  function submit() {
    const body = toBody(values);
    const parsed = ExercisePreferencesSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
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

  const goalsMissing = values.fitnessGoals.length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPrefilled(false);
          if (result) startOver();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          AI Exercise Plan <Badge tone="brand">Beta</Badge>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            AI Exercise Plan <Badge tone="brand">Beta</Badge>
          </DialogTitle>
          <DialogDescription>
            Built by fixed, published rules (WHO 2020 and Australia&apos;s physical activity
            guidelines) from your answers. Generating replaces your current exercise plans.
          </DialogDescription>
        </DialogHeader>
        <StepProgress steps={STEPS} currentStep={step} label="AI exercise plan progress" />
        {saved.isFetching && !prefilled ? (
          <p className="mt-2 text-sm text-slate-600" role="status">
            Loading your saved preferences...
          </p>
        ) : null}

        <div className="mt-6 space-y-6">
          {step === 0 ? (
            <>
              <ChoiceGroup
                legend="Fitness goals (choose at least one)"
                choices={FITNESS_GOALS}
                selected={values.fitnessGoals}
                onToggle={(choice, checked) => toggle('fitnessGoals', choice, checked)}
                error={errors.fitnessGoals}
              />
              <ChoiceGroup
                legend="Exercise types you enjoy"
                choices={EXERCISE_TYPES}
                selected={values.exerciseTypes}
                onToggle={(choice, checked) => toggle('exerciseTypes', choice, checked)}
                columns={3}
              />
              <ChoiceGroup
                legend="What motivates you"
                choices={MOTIVATION_FACTORS}
                selected={values.motivationFactors}
                onToggle={(choice, checked) => toggle('motivationFactors', choice, checked)}
              />
              <Field id={ids.time} label="Preferred time">
                <Select
                  id={ids.time}
                  options={TIME_OPTIONS}
                  value={values.preferredTime}
                  onChange={(event) =>
                    setValues({
                      ...values,
                      preferredTime: event.target.value as WizardValues['preferredTime'],
                    })
                  }
                />
              </Field>
            </>
          ) : null}

          {step === 1 ? (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                <Field id={ids.level} label="Current fitness level">
                  <Select
                    id={ids.level}
                    options={LEVEL_OPTIONS}
                    value={values.currentFitnessLevel}
                    onChange={(event) =>
                      setValues({
                        ...values,
                        currentFitnessLevel: event.target
                          .value as WizardValues['currentFitnessLevel'],
                      })
                    }
                  />
                </Field>
                <Field id={ids.experience} label="Exercise experience">
                  <Select
                    id={ids.experience}
                    options={EXPERIENCE_OPTIONS}
                    value={values.exerciseExperience}
                    onChange={(event) =>
                      setValues({
                        ...values,
                        exerciseExperience: event.target
                          .value as WizardValues['exerciseExperience'],
                      })
                    }
                  />
                </Field>
                <Field id={ids.habits} label="Previous exercise habits">
                  <Select
                    id={ids.habits}
                    options={HABIT_OPTIONS}
                    value={values.previousExerciseHabits}
                    onChange={(event) =>
                      setValues({
                        ...values,
                        previousExerciseHabits: event.target
                          .value as WizardValues['previousExerciseHabits'],
                      })
                    }
                  />
                </Field>
              </div>
              <Field id={ids.minutes} label={`Time per session: ${values.timeAvailable} minutes`}>
                <input
                  id={ids.minutes}
                  type="range"
                  className="w-full accent-brand-700"
                  min={SESSION_MINUTES.min}
                  max={SESSION_MINUTES.max}
                  step={SESSION_MINUTES.step}
                  value={values.timeAvailable}
                  aria-valuetext={`${values.timeAvailable} minutes`}
                  onChange={(event) =>
                    setValues({ ...values, timeAvailable: Number(event.target.value) })
                  }
                />
              </Field>
              <ChoiceGroup
                legend="Training days"
                choices={WEEKDAYS}
                selected={values.selectedDays}
                onToggle={(choice, checked) => toggle('selectedDays', choice, checked)}
                error={errors.selectedDays}
                columns={3}
              />
            </>
          ) : null}

          {step === 2 ? (
            <>
              <ChoiceGroup
                legend="Equipment you can use"
                choices={EQUIPMENT}
                selected={values.equipmentAccess}
                onToggle={(choice, checked) => toggle('equipmentAccess', choice, checked)}
              />
              <ChoiceGroup
                legend="Injuries or pain"
                choices={INJURIES}
                selected={values.injuries}
                onToggle={(choice, checked) => toggle('injuries', choice, checked)}
              />
              <Field
                id={ids.limitations}
                label="Medical limitations"
                hint="One per line, e.g. asthma or high blood pressure. The plan leaves out or adapts the exercises they affect."
                error={errors.medicalLimitations}
              >
                <Textarea
                  id={ids.limitations}
                  rows={3}
                  value={values.limitationsText}
                  aria-describedby={`${ids.limitations}-hint`}
                  onChange={(event) =>
                    setValues({ ...values, limitationsText: event.target.value })
                  }
                />
              </Field>
              <Field
                id={ids.concerns}
                label="Anything else we should know"
                error={errors.specificConcerns}
              >
                <Textarea
                  id={ids.concerns}
                  rows={2}
                  maxLength={1000}
                  value={values.specificConcerns}
                  onChange={(event) =>
                    setValues({ ...values, specificConcerns: event.target.value })
                  }
                />
              </Field>
              {generate.error ? (
                <Alert tone="error" title="Your plan could not be generated">
                  {getErrorMessage(generate.error, generate.error.message)}
                </Alert>
              ) : null}
            </>
          ) : null}

          {step === 3 && result ? (
            <>
              <Alert tone="success" title="Your Personalized Exercise Plan is Ready & Saved!">
                Plan automatically saved to your Diet &amp; Lifestyle plans
              </Alert>
              <GeneratedPlanDetails plan={result.plan} />
            </>
          ) : null}
        </div>

        <DialogFooter>
          {step === 3 ? (
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
          ) : (
            <WizardStepButtons
              step={step}
              pending={generate.isPending}
              onPrevious={() => setStep(step - 1)}
              nextDisabled={step === 0 && goalsMissing}
              nextTitle={step === 0 && goalsMissing ? FITNESS_GOALS_REQUIRED_MESSAGE : undefined}
              onNext={() => {
                if (step === 1 && values.selectedDays.length === 0) {
                  setErrors({ selectedDays: 'Choose at least one day' });
                  return;
                }
                setErrors({});
                setStep(step + 1);
              }}
              onGenerate={submit}
            />
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
