import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import {
  BIOLOGICAL_SEXES,
  createEmptyEssentialForm,
  ESSENTIAL_RANGES,
  EssentialFormSchema,
  getAutoSaveDelayMs,
  getLowRiskDrinksPerWeek,
  getWaistRiskThresholdCm,
  HEALTH_REMINDERS,
  listMissingEssentialFields,
  type EssentialForm as EssentialFormValues,
  type EssentialFormInput,
} from '@healthscreen/assessment-schema';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { toast } from '../../lib/toast.ts';
import { AdditionalConditionsField } from './fields/additional-conditions-dialog.tsx';
import { RequiredFieldsDialog } from './fields/assessment-dialogs.tsx';
import { ChoiceField } from './fields/choice-field.tsx';
import {
  BREAST_DENSITY_CHOICES,
  DIET_CHOICES,
  ETHNICITY_OPTIONS,
  MENOPAUSE_CHOICES,
  SMOKING_CHOICES,
} from './fields/choices.ts';
import { FlagGroupField } from './fields/flag-group-field.tsx';
import {
  listFlagOptions,
  OTHER_MEDICAL_FLAG_NAMES,
  SYMPTOM_FLAG_NAMES,
  toFlagOptions,
} from './fields/flag-labels.ts';
import { LabResultsFields } from './fields/lab-results-fields.tsx';
import { SelectField } from './fields/select-field.tsx';
import { SkinTypeField } from './fields/skin-type-field.tsx';
import { SliderField } from './fields/slider-field.tsx';
import { WaistHelpDialog } from './fields/waist-help-dialog.tsx';
import { useDraftSaver } from './use-draft-saver.ts';

export interface EssentialFormProps {
  /**
   * The assessment being edited, of any variant (see `getEssentialFormStart`). Edits auto-save to
   * it (PUT, 3 s after a yes/no change, 1 s after any other) and the final submit updates it (the
   * server rescores it; a survey or wizard assessment becomes an essential one and keeps its
   * original answers); with none, the submit creates one.
   */
  assessmentId?: string | null;
  /** Its current revision (auto-saves count on from it); omit to let the server number them. */
  initialRevision?: number;
  /** The answers to start from (see `getEssentialFormStart`). */
  initialAnswers?: EssentialFormValues;
  /** Called with the saved, rescored assessment after the final submit. */
  onCompleted: (assessment: Assessment) => void;
  /** Text of the submit button. */
  submitLabel?: string;
}

const e = ESSENTIAL_RANGES;
const SEX_CHOICES = BIOLOGICAL_SEXES.map((value) => ({
  value,
  label: value === 'male' ? 'Male' : 'Female',
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `essential-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id} as="h3" className="text-lg">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </section>
  );
}

/**
 * The essential single-page questionnaire (2-assessment.md §2, §3.3, §4): every section on one
 * page, auto-save to an existing assessment, the missing-fields dialog, then save and
 * `onCompleted`. Used standalone at /assessment?variant=essential and embedded in the results
 * page as "Update your answers".
 */
export function EssentialForm({
  assessmentId = null,
  initialRevision,
  initialAnswers,
  onCompleted,
  submitLabel = 'Save and See My Results',
}: EssentialFormProps) {
  const saver = useDraftSaver(
    'essential',
    assessmentId === null ? null : { id: assessmentId, revision: initialRevision ?? 0 },
    { sendRevision: initialRevision !== undefined },
  );
  const form = useForm<EssentialFormInput, unknown, EssentialFormValues>({
    resolver: zodResolver(EssentialFormSchema),
    defaultValues: initialAnswers ?? createEmptyEssentialForm(),
  });
  const watched = form.watch();
  const parsed = EssentialFormSchema.safeParse(watched);
  const answers = parsed.success ? parsed.data : (watched as EssentialFormValues);
  const [missing, setMissing] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const setAnswer = <K extends keyof EssentialFormValues>(
    name: K,
    value: EssentialFormValues[K],
  ) => {
    form.setValue(name as never, value as never, { shouldDirty: true });
    // auto-save only when an assessment already exists (§4)
    if (assessmentId !== null) saver.schedule(form.getValues(), getAutoSaveDelayMs(value));
  };
  const flagProps = {
    isChecked: (name: string) => answers[name as keyof EssentialFormValues] === true,
    onToggle: (name: string, checked: boolean) =>
      setAnswer(name as keyof EssentialFormValues, checked as never),
  };

  const submit = form.handleSubmit(
    async (values) => {
      const required = listMissingEssentialFields(values);
      if (required.length > 0) return setMissing(required);
      setSaving(true);
      try {
        onCompleted(await saver.submit(values));
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Could not save your answers',
          description: getErrorMessage(error, 'Please check your connection and try again.'),
        });
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const first = Object.values(errors)[0];
      toast({
        variant: 'destructive',
        title: 'Please check your answers',
        description: typeof first?.message === 'string' ? first.message : undefined,
      });
    },
  );

  const smoker = answers.smokingStatus === 'current' || answers.smokingStatus === 'former';
  const waistLimit = getWaistRiskThresholdCm(answers.biologicalSex);
  const labErrors = form.formState.errors.labResults as
    Record<string, { message?: string } | undefined> | undefined;

  return (
    <form
      noValidate
      aria-label="Essential health questionnaire"
      className="space-y-6"
      onSubmit={(event) => void submit(event)}
    >
      <Section title="About You">
        <SliderField
          id="essential-age"
          label="Age"
          required
          unit="years"
          value={answers.age || undefined}
          onChange={(v) => setAnswer('age', v)}
          min={e.age.min}
          max={e.age.max}
          startAt={30}
        />
        <ChoiceField
          name="essential-sex"
          legend="Biological sex"
          required
          columns={2}
          choices={SEX_CHOICES}
          value={answers.biologicalSex}
          onChange={(v) => setAnswer('biologicalSex', v)}
        />
        <SliderField
          id="essential-height"
          label="Height"
          required
          unit="cm"
          value={answers.heightCm || undefined}
          onChange={(v) => setAnswer('heightCm', v)}
          min={e.heightCm.min}
          max={e.heightCm.max}
          startAt={170}
        />
        <SliderField
          id="essential-weight"
          label="Weight"
          required
          unit="kg"
          value={answers.weightKg || undefined}
          onChange={(v) => setAnswer('weightKg', v)}
          min={e.weightKg.min}
          max={e.weightKg.max}
          startAt={70}
        />
        <SliderField
          id="essential-waist"
          label="Waist circumference"
          unit="cm"
          value={answers.waistCircumferenceCm || undefined}
          onChange={(v) => setAnswer('waistCircumferenceCm', v)}
          min={e.waistCircumferenceCm.min}
          max={e.waistCircumferenceCm.max}
          startAt={85}
          action={<WaistHelpDialog />}
          hint={`A waist above ${waistLimit} cm is linked with higher health risk.`}
        />
        <SelectField
          id="essential-ethnicity"
          label="Ethnicity"
          required
          options={ETHNICITY_OPTIONS}
          value={answers.ethnicity}
          onChange={(v) => setAnswer('ethnicity', v as EssentialFormValues['ethnicity'])}
        />
      </Section>
      <Section title="Lifestyle">
        <ChoiceField
          name="essential-smoking"
          legend="Smoking status"
          required
          columns={4}
          choices={SMOKING_CHOICES}
          value={answers.smokingStatus}
          onChange={(v) => setAnswer('smokingStatus', v)}
        />
        {smoker && (
          <div className="grid gap-6 sm:grid-cols-2">
            <SliderField
              id="essential-packs"
              label="Packs per day"
              value={answers.packsPerDay}
              onChange={(v) => setAnswer('packsPerDay', v)}
              min={e.packsPerDay.min}
              max={e.packsPerDay.max}
              step={0.5}
              startAt={1}
            />
            <SliderField
              id="essential-years-smoked"
              label="Years smoked"
              unit="years"
              value={answers.yearsSmoked}
              onChange={(v) => setAnswer('yearsSmoked', v)}
              min={e.yearsSmoked.min}
              max={e.yearsSmoked.max}
            />
            {answers.smokingStatus === 'former' && (
              <SliderField
                id="essential-years-quit"
                label="Years since quitting"
                unit="years"
                value={answers.yearsSinceQuitting}
                onChange={(v) => setAnswer('yearsSinceQuitting', v)}
                min={e.yearsSinceQuitting.min}
                max={e.yearsSinceQuitting.max}
              />
            )}
          </div>
        )}
        <SliderField
          id="essential-exercise"
          label="Weekly exercise"
          unit="minutes"
          value={answers.weeklyExerciseMinutes}
          onChange={(v) => setAnswer('weeklyExerciseMinutes', v)}
          min={0}
          max={600}
          step={10}
          hint={`The WHO recommends ${HEALTH_REMINDERS.weeklyExerciseMinutes}+ minutes a week.`}
        />
        <SliderField
          id="essential-alcohol"
          label="Alcoholic drinks per week"
          unit="drinks"
          value={answers.alcoholDrinksPerWeek}
          onChange={(v) => setAnswer('alcoholDrinksPerWeek', v)}
          min={0}
          max={50}
          hint={`Low-risk drinking is at most ${getLowRiskDrinksPerWeek(answers.biologicalSex)} drinks a week.`}
        />
        <SliderField
          id="essential-sleep"
          label="Sleep per night"
          unit="hours"
          value={answers.sleepHoursPerNight}
          onChange={(v) => setAnswer('sleepHoursPerNight', v)}
          min={e.sleepHoursPerNight.min}
          max={e.sleepHoursPerNight.max}
          step={0.5}
        />
        <SliderField
          id="essential-stress"
          label="Stress level (1 low – 5 high)"
          value={answers.stressLevel}
          onChange={(v) => setAnswer('stressLevel', v)}
          min={e.stressLevel.min}
          max={e.stressLevel.max}
          startAt={3}
        />
        <ChoiceField
          name="essential-diet"
          legend="Diet quality"
          columns={4}
          choices={DIET_CHOICES}
          value={answers.dietQuality}
          onChange={(v) => setAnswer('dietQuality', v)}
        />
        <FlagGroupField
          idPrefix="essential-diet-flags"
          legend="Eating habits"
          flags={listFlagOptions('diet', ['dietaryHabitsPreferNotToSay'])}
          {...flagProps}
        />
      </Section>
      <Section title="Family History">
        <FlagGroupField
          idPrefix="essential-family"
          legend="Conditions in close family"
          flags={listFlagOptions('family')}
          {...flagProps}
        />
      </Section>
      <Section title="Medical History">
        <FlagGroupField
          idPrefix="essential-medical"
          legend="Has a doctor ever told you that you have…"
          flags={listFlagOptions('medical')}
          {...flagProps}
        />
        <FlagGroupField
          idPrefix="essential-other-medical"
          legend="Other diagnoses and treatment"
          flags={toFlagOptions(OTHER_MEDICAL_FLAG_NAMES)}
          {...flagProps}
        />
        <AdditionalConditionsField
          value={answers.additionalMedicalConditions}
          biologicalSex={answers.biologicalSex}
          onChange={(v) =>
            setAnswer(
              'additionalMedicalConditions',
              v as EssentialFormValues['additionalMedicalConditions'],
            )
          }
        />
        {answers.biologicalSex === 'female' ? (
          <>
            <ChoiceField
              name="essential-menopause"
              legend="Menopause status"
              columns={4}
              choices={MENOPAUSE_CHOICES}
              value={answers.menopauseStatus}
              onChange={(v) => setAnswer('menopauseStatus', v)}
            />
            <ChoiceField
              name="essential-breast-density"
              legend="Breast density"
              columns={3}
              choices={BREAST_DENSITY_CHOICES}
              value={answers.breastDensity}
              onChange={(v) => setAnswer('breastDensity', v)}
            />
            <FlagGroupField
              idPrefix="essential-womens"
              legend="Women's health factors"
              flags={listFlagOptions('womensHealth', ['womensHealthRiskFactorsPreferNotToSay'])}
              {...flagProps}
            />
          </>
        ) : (
          answers.biologicalSex === 'male' && (
            <FlagGroupField
              idPrefix="essential-mens"
              legend="Men's health factors"
              flags={listFlagOptions('mensHealth')}
              {...flagProps}
            />
          )
        )}
      </Section>
      <Section title="Symptoms">
        <FlagGroupField
          idPrefix="essential-symptoms"
          legend="Symptoms you have now"
          flags={toFlagOptions(SYMPTOM_FLAG_NAMES)}
          {...flagProps}
        />
        <SliderField
          id="essential-little-interest"
          label="Little interest or pleasure in doing things (last 2 weeks, 0–3)"
          value={answers.littleInterest}
          onChange={(v) => setAnswer('littleInterest', v)}
          min={0}
          max={3}
        />
        <SliderField
          id="essential-feeling-down"
          label="Feeling down, depressed or hopeless (last 2 weeks, 0–3)"
          value={answers.feelingDown}
          onChange={(v) => setAnswer('feelingDown', v)}
          min={0}
          max={3}
        />
      </Section>
      <Section title="Risk Factors">
        <FlagGroupField
          idPrefix="essential-work"
          legend="Work and physical risk factors"
          flags={listFlagOptions('work', ['workRiskFactorsPreferNotToSay'])}
          {...flagProps}
        />
        <FlagGroupField
          idPrefix="essential-exposure"
          legend="Occupational and environmental exposures"
          flags={listFlagOptions('exposure', ['occupationalExposuresPreferNotToSay'])}
          {...flagProps}
        />
        <FlagGroupField
          idPrefix="essential-mental"
          legend="Life experiences and social factors"
          flags={listFlagOptions('mental', ['mentalHealthRiskFactorsPreferNotToSay'])}
          {...flagProps}
        />
        <SkinTypeField
          name="essential-skin"
          value={
            answers.skinType === 'fair' || answers.skinType === 'white'
              ? undefined
              : answers.skinType
          }
          onChange={(v) => setAnswer('skinType', v)}
        />
        <SliderField
          id="essential-moles"
          label="Number of moles (estimate)"
          value={answers.numberOfMoles}
          onChange={(v) => setAnswer('numberOfMoles', v)}
          min={0}
          max={100}
        />
      </Section>
      <Section title="Laboratory Results (optional)">
        <LabResultsFields
          idPrefix="essential-lab"
          value={answers.labResults}
          onChange={(v) => setAnswer('labResults', v)}
          errors={Object.fromEntries(
            Object.entries(labErrors ?? {}).map(([key, value]) => [key, value?.message]),
          )}
        />
      </Section>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
      <RequiredFieldsDialog
        missing={missing}
        onClose={() => setMissing([])}
        description="Please answer these questions before saving:"
      />
    </form>
  );
}
