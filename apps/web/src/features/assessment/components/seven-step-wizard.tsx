import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import {
  BIOLOGICAL_SEXES,
  canAdvanceWizardStep,
  computeWizardSectionProgress,
  createDefaultWizardDraft,
  getAutoSaveDelayMs,
  listWizardStepMissingFields,
  listWizardSubmitBlockers,
  WIZARD_CURRENT_CONDITIONS,
  WIZARD_NAVIGATION_DELAY_MS,
  WIZARD_RANGES,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  WizardDraftSchema,
  type WizardDraft,
  type WizardDraftInput,
  type WizardStep,
} from '@healthscreen/assessment-schema';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { StepProgress } from '@healthscreen/ui-kit/step-progress';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { AdditionalConditionsField } from '../../../components/essential-form/fields/additional-conditions-dialog.tsx';
import { AppleHealthButton } from '../../../components/essential-form/fields/apple-health-button.tsx';
import { ChoiceField } from '../../../components/essential-form/fields/choice-field.tsx';
import { FlagGroupField } from '../../../components/essential-form/fields/flag-group-field.tsx';
import { LabResultsFields } from '../../../components/essential-form/fields/lab-results-fields.tsx';
import { SelectField } from '../../../components/essential-form/fields/select-field.tsx';
import { SkinTypeField } from '../../../components/essential-form/fields/skin-type-field.tsx';
import { SliderField } from '../../../components/essential-form/fields/slider-field.tsx';
import { useDraftSaver } from '../../../components/essential-form/use-draft-saver.ts';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { ASSESSMENTS_QUERY_KEY } from '../api/get-assessments.ts';
import {
  toOptions,
  WIZARD_ACTIVITY_CHOICES,
  WIZARD_ALCOHOL_CHOICES,
  WIZARD_DIET_CHOICES,
  WIZARD_ETHNICITY_OPTIONS,
  WIZARD_FAMILY_LABELS,
  WIZARD_RISK_FACTOR_LABELS,
  WIZARD_SMOKING_CHOICES,
  WIZARD_SYMPTOM_LABELS,
} from './wizard-labels.ts';
import { NumberField, TextListField } from './wizard-fields.tsx';

export interface SevenStepWizardProps {
  /** The unfinished wizard restored from the server, or null. */
  draft: Assessment | null;
  /** Answers to start from when there is no draft (the latest saved wizard assessment). */
  previousAnswers: Record<string, unknown> | null;
}

const r = WIZARD_RANGES;
const STEP_TITLES = WIZARD_STEPS.map((step) => step.title);

/** Read saved wizard answers; invalid saved data falls back to the defaults. */
export function restoreWizardDraft(
  responses: Record<string, unknown> | null | undefined,
): WizardDraft {
  const parsed = WizardDraftSchema.safeParse(responses ?? {});
  return parsed.success ? parsed.data : createDefaultWizardDraft();
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value) continue;
    if (typeof value.message === 'string') return value.message;
    const nested = firstMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The seven-step wizard (2-assessment.md §2, §4, §5): gated steps 1 and 3, clickable progress
 * steps, section cards with their completion, server-side draft auto-save, 'Start New Assessment',
 * the 'Calculating Your Risk Profile' screen and the move to /results/{id} 100 ms after saving.
 */
export function SevenStepWizard({ draft, previousAnswers }: SevenStepWizardProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saver = useDraftSaver('wizard', draft);
  const form = useForm<WizardDraftInput, unknown, WizardDraft>({
    resolver: zodResolver(WizardDraftSchema),
    defaultValues: restoreWizardDraft(draft?.responses ?? previousAnswers),
  });
  const [step, setStep] = useState<WizardStep>(1);
  const [blocked, setBlocked] = useState<string[]>([]);
  const [status, setStatus] = useState<'idle' | 'pending' | 'success'>('idle');
  const [resetKey, setResetKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const watched = form.watch();
  const parsed = WizardDraftSchema.safeParse(watched);
  const values = parsed.success ? parsed.data : (watched as WizardDraft);
  const errors = form.formState.errors;

  const setField = (path: string, value: unknown) => {
    form.setValue(path as never, value as never, { shouldDirty: true, shouldValidate: false });
    saver.schedule(form.getValues(), getAutoSaveDelayMs(value));
  };

  const goTo = (next: number) => {
    setBlocked([]);
    setStep(Math.min(Math.max(next, 1), WIZARD_STEP_COUNT) as WizardStep);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const sectionOf = (s: WizardStep) => WIZARD_STEPS[s - 1]?.section ?? 'demographics';

  const next = async () => {
    const missing = listWizardStepMissingFields(step, values);
    if (missing.length > 0) return setBlocked(missing);
    if (!(await form.trigger(sectionOf(step)))) return;
    goTo(step + 1);
  };

  const complete = form.handleSubmit(
    async (answers) => {
      const blockers = listWizardSubmitBlockers(answers);
      const first = blockers[0];
      if (first) {
        goTo(first.step);
        setBlocked(first.missing);
        return;
      }
      setStatus('pending');
      try {
        const saved = await saver.submit(answers);
        setStatus('success');
        await queryClient.invalidateQueries({ queryKey: ASSESSMENTS_QUERY_KEY });
        setTimeout(() => {
          void navigate(`${paths.results}/${encodeURIComponent(saved.id)}`);
        }, WIZARD_NAVIGATION_DELAY_MS);
      } catch (error) {
        setStatus('idle');
        toast({
          variant: 'destructive',
          title: 'Could not save your assessment',
          description: getErrorMessage(error, 'Please check your connection and try again.'),
        });
      }
    },
    (invalid) => {
      const section = WIZARD_STEPS.find((s) => invalid[s.section] !== undefined);
      if (section) goTo(section.step);
      toast({
        variant: 'destructive',
        title: 'Please check your answers',
        description: firstMessage(invalid),
      });
    },
  );

  const startNew = async () => {
    form.reset(createDefaultWizardDraft());
    setResetKey((key) => key + 1);
    goTo(1);
    try {
      await saver.discard();
      await queryClient.invalidateQueries({ queryKey: [...ASSESSMENTS_QUERY_KEY, 'draft'] });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not discard your saved draft',
        description: getErrorMessage(error, 'Please try again.'),
      });
    }
  };

  if (status !== 'idle') {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-center" role="status">
        <Spinner label="Calculating" />
        <p className="text-lg font-semibold text-slate-900">Calculating Your Risk Profile</p>
        <p className="text-slate-600">Please wait while we analyze your responses...</p>
      </div>
    );
  }

  const section = sectionOf(step);
  const progress = computeWizardSectionProgress(values, section);
  const d = values.demographics;
  const l = values.lifestyle;
  const demographicsErrors = errors.demographics;
  const flagProps = (group: 'familyHistory' | 'symptoms' | 'riskFactors') => ({
    isChecked: (name: string) => (values[group] as Record<string, unknown>)[name] === true,
    onToggle: (name: string, checked: boolean) => setField(`${group}.${name}`, checked),
  });

  return (
    <form
      noValidate
      aria-label="Health assessment wizard"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === WIZARD_STEP_COUNT) void complete(event);
        else void next();
      }}
    >
      <div className="flex flex-wrap gap-2">
        <AppleHealthButton />
        <Button type="button" variant="outline" onClick={() => void startNew()}>
          <RotateCcw aria-hidden="true" />
          Start New Assessment
        </Button>
      </div>
      <StepProgress
        steps={STEP_TITLES}
        currentStep={step - 1}
        onStepClick={(index) => goTo(index + 1)}
        label="Assessment progress"
      />
      <p className="text-sm text-slate-600">
        You may skip questions and update your answers later via the Assessment page.
      </p>
      <Card key={`${step}-${resetKey}`}>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <span ref={headingRef} tabIndex={-1} className="outline-none">
                {WIZARD_STEPS[step - 1]?.title}
              </span>
            </CardTitle>
            {progress.isComplete && <Badge tone="success">Complete</Badge>}
          </div>
          <div className="space-y-1 pt-2">
            <div className="flex justify-between text-xs text-slate-600">
              <span>{progress.percent}% Complete</span>
              <span>
                {progress.completed} of {progress.total} fields
              </span>
            </div>
            <ProgressBar value={progress.percent} label="Section progress" />
          </div>
        </CardHeader>
        <CardContent className="space-y-6">
          {step === 1 && (
            <>
              <NumberField
                id="wizard-age"
                label="Age"
                required
                value={d.age}
                onChange={(v) => setField('demographics.age', v)}
                min={r.age.min}
                max={r.age.max}
                unit="years"
                error={demographicsErrors?.age?.message}
              />
              <ChoiceField
                name="wizard-sex"
                legend="Biological sex"
                required
                columns={2}
                choices={BIOLOGICAL_SEXES.map((value) => ({
                  value,
                  label: value === 'male' ? 'Male' : 'Female',
                }))}
                value={d.biologicalSex}
                onChange={(v) => setField('demographics.biologicalSex', v)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id="wizard-height"
                  label="Height"
                  required
                  value={d.heightCm}
                  onChange={(v) => setField('demographics.heightCm', v)}
                  min={r.heightCm.min}
                  max={r.heightCm.max}
                  unit="cm"
                  error={demographicsErrors?.heightCm?.message}
                />
                <NumberField
                  id="wizard-weight"
                  label="Weight"
                  required
                  value={d.weightKg}
                  onChange={(v) => setField('demographics.weightKg', v)}
                  min={r.weightKg.min}
                  max={r.weightKg.max}
                  step={r.weightKg.step}
                  unit="kg"
                  error={demographicsErrors?.weightKg?.message}
                />
              </div>
              <SelectField
                id="wizard-ethnicity"
                label="Ethnicity"
                required
                options={WIZARD_ETHNICITY_OPTIONS}
                value={d.ethnicity}
                onChange={(v) => setField('demographics.ethnicity', v)}
              />
            </>
          )}
          {step === 2 && (
            <>
              <FlagGroupField
                idPrefix="wizard-conditions"
                legend="Current conditions (diagnosed by a doctor)"
                flags={WIZARD_CURRENT_CONDITIONS.map((name) => ({ name, label: name }))}
                isChecked={(name) =>
                  (values.medicalHistory.currentConditions as readonly string[]).includes(name)
                }
                onToggle={(name, checked) => {
                  const current = values.medicalHistory.currentConditions;
                  setField(
                    'medicalHistory.currentConditions',
                    checked ? [...current, name] : current.filter((item) => item !== name),
                  );
                }}
              />
              <AdditionalConditionsField
                value={values.medicalHistory.additionalConditions}
                biologicalSex={d.biologicalSex}
                onChange={(v) => setField('medicalHistory.additionalConditions', v)}
              />
              <TextListField
                id="wizard-medications"
                label="Current medications"
                value={values.medicalHistory.currentMedications}
                onChange={(v) => setField('medicalHistory.currentMedications', v)}
              />
              <TextListField
                id="wizard-allergies"
                label="Allergies"
                value={values.medicalHistory.allergies}
                onChange={(v) => setField('medicalHistory.allergies', v)}
              />
              <TextListField
                id="wizard-surgeries"
                label="Surgeries"
                value={values.medicalHistory.surgeries}
                onChange={(v) => setField('medicalHistory.surgeries', v)}
              />
              <TextListField
                id="wizard-hospitalizations"
                label="Hospitalizations"
                value={values.medicalHistory.hospitalizations}
                onChange={(v) => setField('medicalHistory.hospitalizations', v)}
              />
            </>
          )}
          {step === 3 && (
            <>
              <ChoiceField
                name="wizard-smoking"
                legend="Smoking status"
                required
                columns={3}
                choices={WIZARD_SMOKING_CHOICES}
                value={l.smokingStatus}
                onChange={(v) => setField('lifestyle.smokingStatus', v)}
              />
              <ChoiceField
                name="wizard-alcohol"
                legend="Alcohol consumption"
                required
                columns={4}
                choices={WIZARD_ALCOHOL_CHOICES}
                value={l.alcoholConsumption}
                onChange={(v) => setField('lifestyle.alcoholConsumption', v)}
              />
              <ChoiceField
                name="wizard-activity"
                legend="Physical activity level"
                columns={3}
                choices={WIZARD_ACTIVITY_CHOICES}
                value={l.physicalActivityLevel}
                onChange={(v) => setField('lifestyle.physicalActivityLevel', v)}
              />
              <ChoiceField
                name="wizard-diet"
                legend="Diet"
                columns={4}
                choices={WIZARD_DIET_CHOICES}
                value={l.diet}
                onChange={(v) => setField('lifestyle.diet', v)}
              />
              <SliderField
                id="wizard-stress"
                label="Stress level (1–5)"
                required
                value={l.stressLevel}
                onChange={(v) => setField('lifestyle.stressLevel', v)}
                min={r.stressLevel.min}
                max={r.stressLevel.max}
              />
              <SliderField
                id="wizard-sleep"
                label="Sleep per night"
                unit="hours"
                value={l.sleepHours}
                onChange={(v) => setField('lifestyle.sleepHours', v)}
                min={r.sleepHours.min}
                max={r.sleepHours.max}
                step={r.sleepHours.step}
              />
              <SliderField
                id="wizard-social"
                label="Satisfaction with social support (1–5)"
                value={l.socialSupportSatisfaction}
                onChange={(v) => setField('lifestyle.socialSupportSatisfaction', v)}
                min={r.socialSupportSatisfaction.min}
                max={r.socialSupportSatisfaction.max}
              />
              <SliderField
                id="wizard-financial"
                label="Financial stress (1–5)"
                value={l.financialStressLevel}
                onChange={(v) => setField('lifestyle.financialStressLevel', v)}
                min={r.financialStressLevel.min}
                max={r.financialStressLevel.max}
              />
              <SliderField
                id="wizard-pain"
                label="Pain level (0–10)"
                value={l.painLevel}
                onChange={(v) => setField('lifestyle.painLevel', v)}
                min={r.painLevel.min}
                max={r.painLevel.max}
              />
              <SliderField
                id="wizard-little-interest"
                label="Little interest or pleasure in doing things (last 2 weeks, 0–3)"
                value={l.depressionScreening.littleInterest}
                onChange={(v) => setField('lifestyle.depressionScreening.littleInterest', v)}
                min={r.phq2Item.min}
                max={r.phq2Item.max}
              />
              <SliderField
                id="wizard-feeling-down"
                label="Feeling down, depressed or hopeless (last 2 weeks, 0–3)"
                value={l.depressionScreening.feelingDown}
                onChange={(v) => setField('lifestyle.depressionScreening.feelingDown', v)}
                min={r.phq2Item.min}
                max={r.phq2Item.max}
              />
              <SkinTypeField
                name="wizard-skin"
                value={l.skinType}
                onChange={(v) => setField('lifestyle.skinType', v)}
              />
            </>
          )}
          {step === 4 && (
            <>
              <FlagGroupField
                idPrefix="wizard-family"
                legend="Has a parent, brother or sister had…"
                flags={toOptions(WIZARD_FAMILY_LABELS)}
                {...flagProps('familyHistory')}
              />
              <TextListField
                id="wizard-other-cancers"
                label="Other cancers in the family"
                value={values.familyHistory.otherCancers}
                onChange={(v) => setField('familyHistory.otherCancers', v)}
              />
            </>
          )}
          {step === 5 && (
            <FlagGroupField
              idPrefix="wizard-symptoms"
              legend="Symptoms you have now"
              flags={toOptions(WIZARD_SYMPTOM_LABELS)}
              {...flagProps('symptoms')}
            />
          )}
          {step === 6 && (
            <LabResultsFields
              idPrefix="wizard-lab"
              value={values.labResults}
              onChange={(v) => setField('labResults', v)}
              errors={Object.fromEntries(
                Object.entries(
                  (errors.labResults ?? {}) as Record<string, { message?: string } | undefined>,
                ).map(([key, value]) => [key, value?.message]),
              )}
            />
          )}
          {step === 7 && (
            <FlagGroupField
              idPrefix="wizard-risk"
              legend="Do any of these apply to you?"
              flags={toOptions(WIZARD_RISK_FACTOR_LABELS)}
              {...flagProps('riskFactors')}
            />
          )}
          {blocked.length > 0 && (
            <Alert tone="error" title="Please complete this step">
              Missing: {blocked.join(', ')}
            </Alert>
          )}
        </CardContent>
      </Card>
      <div className="flex justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={step === 1}
          onClick={() => goTo(step - 1)}
        >
          Previous
        </Button>
        {step === WIZARD_STEP_COUNT ? (
          <Button type="submit">Complete Assessment</Button>
        ) : (
          <Button type="submit" disabled={!canAdvanceWizardStep(step, values)}>
            Next Step
          </Button>
        )}
      </div>
    </form>
  );
}
