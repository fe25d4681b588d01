import {
  getLowRiskDrinksPerWeek,
  getWaistRiskThresholdCm,
  HEALTH_REMINDERS,
  SURVEY_SLIDERS,
  WOMENS_HEALTH_RANGES,
  type SurveyAnswers,
} from '@healthscreen/assessment-schema';
import { useState } from 'react';

import { AdditionalConditionsField } from '../../../components/essential-form/fields/additional-conditions-dialog.tsx';
import { ChoiceField } from '../../../components/essential-form/fields/choice-field.tsx';
import {
  BREAST_DENSITY_CHOICES,
  DIET_CHOICES,
  ETHNICITY_OPTIONS,
  MENOPAUSE_CHOICES,
  SEX_CHOICES,
  SMOKING_CHOICES,
} from '../../../components/essential-form/fields/choices.ts';
import { FlagGroupField } from '../../../components/essential-form/fields/flag-group-field.tsx';
import {
  listFlagOptions,
  OTHER_MEDICAL_FLAG_NAMES,
  SYMPTOM_FLAG_NAMES,
  toFlagOptions,
} from '../../../components/essential-form/fields/flag-labels.ts';
import { SelectField } from '../../../components/essential-form/fields/select-field.tsx';
import { SkinTypeField } from '../../../components/essential-form/fields/skin-type-field.tsx';
import { SliderField } from '../../../components/essential-form/fields/slider-field.tsx';
import { WaistHelpDialog } from '../../../components/essential-form/fields/waist-help-dialog.tsx';
import { SurveyCard } from './survey-card.tsx';

/** Sets one answer (and schedules the auto-save). */
export type SetAnswer = <K extends keyof SurveyAnswers>(name: K, value: SurveyAnswers[K]) => void;

export interface SurveyCardsProps {
  answers: SurveyAnswers;
  setAnswer: SetAnswer;
}

const s = SURVEY_SLIDERS;

function buildFlagProps(answers: SurveyAnswers, setAnswer: SetAnswer) {
  return {
    isChecked: (name: string) => answers[name as keyof SurveyAnswers] === true,
    onToggle: (name: string, checked: boolean) =>
      setAnswer(name as keyof SurveyAnswers, checked as never),
  };
}

export function BasicInformationCard({ answers, setAnswer }: SurveyCardsProps) {
  const waistLimit = getWaistRiskThresholdCm(answers.biologicalSex);
  const waist = answers.waistCircumferenceCm;
  return (
    <SurveyCard title="Basic Information" description="Fields marked * are required.">
      <SliderField
        id="survey-age"
        label="Age"
        required
        unit="years"
        value={answers.age || undefined}
        onChange={(value) => setAnswer('age', value)}
        min={s.age.min}
        max={s.age.max}
        step={s.age.step}
        startAt={s.age.default}
      />
      <ChoiceField
        name="survey-sex"
        legend="Sex assigned at birth"
        required
        columns={4}
        choices={SEX_CHOICES}
        value={answers.biologicalSex}
        onChange={(value) => setAnswer('biologicalSex', value)}
      />
      <SliderField
        id="survey-height"
        label="Height"
        required
        unit="cm"
        value={answers.heightCm || undefined}
        onChange={(value) => setAnswer('heightCm', value)}
        min={s.heightCm.min}
        max={s.heightCm.max}
        startAt={s.heightCm.default}
      />
      <SliderField
        id="survey-weight"
        label="Weight"
        required
        unit="kg"
        value={answers.weightKg || undefined}
        onChange={(value) => setAnswer('weightKg', value)}
        min={s.weightKg.min}
        max={s.weightKg.max}
        startAt={s.weightKg.default}
      />
      <SliderField
        id="survey-waist"
        label="Waist circumference"
        unit="cm"
        value={waist || undefined}
        onChange={(value) => setAnswer('waistCircumferenceCm', value)}
        min={s.waistCircumferenceCm.min}
        max={s.waistCircumferenceCm.max}
        startAt={s.waistCircumferenceCm.default}
        action={<WaistHelpDialog />}
        hint={
          waist !== undefined && waist > waistLimit
            ? `Above ${waistLimit} cm is linked with a higher risk of heart disease and diabetes.`
            : `A waist above ${waistLimit} cm is linked with higher health risk.`
        }
      />
      <SelectField
        id="survey-ethnicity"
        label="Ethnicity"
        required
        options={ETHNICITY_OPTIONS}
        value={answers.ethnicity ?? ''}
        onChange={(value) =>
          setAnswer('ethnicity', value === '' ? undefined : (value as SurveyAnswers['ethnicity']))
        }
      />
    </SurveyCard>
  );
}

export function LifestyleCard({ answers, setAnswer }: SurveyCardsProps) {
  const smoker = answers.smokingStatus === 'current' || answers.smokingStatus === 'former';
  const flagProps = buildFlagProps(answers, setAnswer);
  return (
    <SurveyCard title="Lifestyle Factors" description="Smoking, activity, alcohol, sleep and work.">
      <ChoiceField
        name="survey-smoking"
        legend="Smoking status"
        required
        columns={4}
        choices={SMOKING_CHOICES}
        value={answers.smokingStatus}
        onChange={(value) => setAnswer('smokingStatus', value)}
      />
      {smoker && (
        <div className="grid gap-6 sm:grid-cols-2">
          <SliderField
            id="survey-packs"
            label="Packs per day"
            value={answers.packsPerDay}
            onChange={(value) => setAnswer('packsPerDay', value)}
            min={s.packsPerDay.min}
            max={s.packsPerDay.max}
            step={s.packsPerDay.step}
            startAt={s.packsPerDay.default}
          />
          <SliderField
            id="survey-years-smoked"
            label="Years smoked"
            unit="years"
            value={answers.yearsSmoked}
            onChange={(value) => setAnswer('yearsSmoked', value)}
            min={s.yearsSmoked.min}
            max={s.yearsSmoked.max}
          />
        </div>
      )}
      <SliderField
        id="survey-exercise"
        label="Weekly exercise"
        unit="minutes"
        value={answers.weeklyExerciseMinutes}
        onChange={(value) => setAnswer('weeklyExerciseMinutes', value)}
        min={s.weeklyExerciseMinutes.min}
        max={s.weeklyExerciseMinutes.max}
        step={s.weeklyExerciseMinutes.step}
        hint={`The WHO recommends ${HEALTH_REMINDERS.weeklyExerciseMinutes}+ minutes of moderate activity a week.`}
      />
      <SliderField
        id="survey-alcohol"
        label="Alcoholic drinks per week"
        unit="drinks"
        value={answers.alcoholDrinksPerWeek}
        onChange={(value) => setAnswer('alcoholDrinksPerWeek', value)}
        min={s.alcoholDrinksPerWeek.min}
        max={s.alcoholDrinksPerWeek.max}
        hint={`Low-risk drinking is at most ${getLowRiskDrinksPerWeek(answers.biologicalSex)} standard drinks a week.`}
      />
      <SliderField
        id="survey-sleep"
        label="Sleep per night"
        unit="hours"
        value={answers.sleepHoursPerNight}
        onChange={(value) => setAnswer('sleepHoursPerNight', value)}
        min={s.sleepHoursPerNight.min}
        max={s.sleepHoursPerNight.max}
        step={s.sleepHoursPerNight.step}
        hint={`Most adults need ${HEALTH_REMINDERS.sleepHours.min}–${HEALTH_REMINDERS.sleepHours.max} hours of sleep.`}
      />
      <SliderField
        id="survey-stress"
        label="Stress level (1 low – 5 high)"
        value={answers.stressLevel}
        onChange={(value) => setAnswer('stressLevel', value)}
        min={s.stressLevel.min}
        max={s.stressLevel.max}
        startAt={s.stressLevel.default}
      />
      <SliderField
        id="survey-moles"
        label="Number of moles on your body (estimate)"
        value={answers.numberOfMoles}
        onChange={(value) => setAnswer('numberOfMoles', value)}
        min={s.numberOfMoles.min}
        max={s.numberOfMoles.max}
      />
      <SkinTypeField
        name="survey-skin"
        value={answers.skinType}
        onChange={(value) => setAnswer('skinType', value)}
      />
      <AdditionalConditionsField
        value={answers.additionalMedicalConditions}
        biologicalSex={answers.biologicalSex}
        onChange={(value) =>
          setAnswer(
            'additionalMedicalConditions',
            value as SurveyAnswers['additionalMedicalConditions'],
          )
        }
      />
      <FlagGroupField
        idPrefix="survey-work"
        legend="Work and physical risk factors"
        flags={listFlagOptions('work')}
        {...flagProps}
      />
    </SurveyCard>
  );
}

export function FamilyHistoryCard({ answers, setAnswer }: SurveyCardsProps) {
  return (
    <SurveyCard
      title="Family History"
      description="Has a parent, brother, sister or child had any of these?"
    >
      <FlagGroupField
        idPrefix="survey-family"
        legend="Conditions in close family"
        flags={listFlagOptions('family')}
        {...buildFlagProps(answers, setAnswer)}
      />
    </SurveyCard>
  );
}

export function MedicalHistoryCard({ answers, setAnswer }: SurveyCardsProps) {
  const flagProps = buildFlagProps(answers, setAnswer);
  return (
    <SurveyCard
      title="Medical History and Exposures"
      description="Conditions and current symptoms."
    >
      <FlagGroupField
        idPrefix="survey-medical"
        legend="Has a doctor ever told you that you have…"
        flags={listFlagOptions('medical')}
        {...flagProps}
      />
      <FlagGroupField
        idPrefix="survey-other-medical"
        legend="Other diagnoses and treatment"
        flags={toFlagOptions(OTHER_MEDICAL_FLAG_NAMES)}
        {...flagProps}
      />
      <FlagGroupField
        idPrefix="survey-symptoms"
        legend="Symptoms you have now"
        flags={toFlagOptions(SYMPTOM_FLAG_NAMES)}
        {...flagProps}
      />
    </SurveyCard>
  );
}

export function ExposuresCard({ answers, setAnswer }: SurveyCardsProps) {
  return (
    <SurveyCard title="Occupational and Environmental Exposures">
      <FlagGroupField
        idPrefix="survey-exposure"
        legend="Have you been regularly exposed to…"
        flags={listFlagOptions('exposure')}
        {...buildFlagProps(answers, setAnswer)}
      />
    </SurveyCard>
  );
}

export function DietCard({ answers, setAnswer }: SurveyCardsProps) {
  return (
    <SurveyCard title="Diet and Nutrition">
      <ChoiceField
        name="survey-diet"
        legend="Overall diet quality"
        columns={4}
        choices={DIET_CHOICES}
        value={answers.dietQuality}
        onChange={(value) => setAnswer('dietQuality', value)}
      />
      <FlagGroupField
        idPrefix="survey-diet-flags"
        legend="Eating habits"
        flags={listFlagOptions('diet')}
        {...buildFlagProps(answers, setAnswer)}
      />
    </SurveyCard>
  );
}

const PHQ_HINT = '0 not at all · 1 several days · 2 more than half the days · 3 nearly every day';

export function MentalHealthCard({ answers, setAnswer }: SurveyCardsProps) {
  return (
    <SurveyCard title="Mental Health and Social Factors">
      <p className="text-sm text-slate-700">
        Over the last 2 weeks, how often have you been bothered by…
      </p>
      <SliderField
        id="survey-little-interest"
        label="Little interest or pleasure in doing things"
        value={answers.littleInterest}
        onChange={(value) => setAnswer('littleInterest', value)}
        min={s.littleInterest.min}
        max={s.littleInterest.max}
        hint={PHQ_HINT}
      />
      <SliderField
        id="survey-feeling-down"
        label="Feeling down, depressed or hopeless"
        value={answers.feelingDown}
        onChange={(value) => setAnswer('feelingDown', value)}
        min={s.feelingDown.min}
        max={s.feelingDown.max}
        hint={PHQ_HINT}
      />
      <FlagGroupField
        idPrefix="survey-mental"
        legend="Life experiences and social factors"
        flags={listFlagOptions('mental')}
        {...buildFlagProps(answers, setAnswer)}
      />
    </SurveyCard>
  );
}

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
const PREFER_NOT = { value: 'prefer_not_to_say' as const, label: 'Prefer not to say' };
const w = WOMENS_HEALTH_RANGES;

export function WomensHealthCard({ answers, setAnswer }: SurveyCardsProps) {
  const [menopauseChoice, setMenopauseChoice] = useState(
    answers.ageAtMenopause === undefined ? '' : String(answers.ageAtMenopause),
  );
  return (
    <SurveyCard title="Women's Health and Cancer Screening">
      <SelectField
        id="survey-first-period"
        label="Age at first period"
        options={[
          ...range(w.ageAtFirstPeriod.min, w.ageAtFirstPeriod.max).map((v) => ({
            value: v,
            label: v,
          })),
          PREFER_NOT,
        ]}
        value={answers.ageAtFirstPeriod === undefined ? '' : String(answers.ageAtFirstPeriod)}
        onChange={(value) =>
          setAnswer(
            'ageAtFirstPeriod',
            value === ''
              ? undefined
              : value === PREFER_NOT.value
                ? PREFER_NOT.value
                : Number(value),
          )
        }
      />
      <SelectField
        id="survey-pregnancies"
        label="Number of pregnancies"
        options={[
          ...range(w.numberOfPregnancies.min, w.numberOfPregnancies.max).map((v) => ({
            value: v,
            label: v,
          })),
          { value: '11+', label: '11 or more' },
          PREFER_NOT,
        ]}
        value={answers.numberOfPregnancies === undefined ? '' : String(answers.numberOfPregnancies)}
        onChange={(value) =>
          setAnswer(
            'numberOfPregnancies',
            value === ''
              ? undefined
              : value === '11+' || value === PREFER_NOT.value
                ? (value as '11+' | 'prefer_not_to_say')
                : Number(value),
          )
        }
      />
      <ChoiceField
        name="survey-menopause"
        legend="Menopause status"
        columns={4}
        choices={MENOPAUSE_CHOICES}
        value={answers.menopauseStatus}
        onChange={(value) => setAnswer('menopauseStatus', value)}
      />
      <SelectField
        id="survey-menopause-age"
        label="Age at menopause"
        options={[
          ...range(w.ageAtMenopause.min, w.ageAtMenopause.max).map((v) => ({ value: v, label: v })),
          { value: 'not_applicable', label: 'Not applicable' },
          PREFER_NOT,
        ]}
        value={menopauseChoice}
        onChange={(value) => {
          setMenopauseChoice(value);
          const age = Number(value);
          // 'not applicable' and 'prefer not to say' store nothing (§5)
          setAnswer('ageAtMenopause', value !== '' && Number.isInteger(age) ? age : undefined);
        }}
      />
      <ChoiceField
        name="survey-breast-density"
        legend="Breast density (from a mammogram report)"
        columns={3}
        choices={BREAST_DENSITY_CHOICES}
        value={answers.breastDensity}
        onChange={(value) => setAnswer('breastDensity', value)}
      />
      <FlagGroupField
        idPrefix="survey-womens"
        legend="Other women's health factors"
        flags={listFlagOptions('womensHealth')}
        {...buildFlagProps(answers, setAnswer)}
      />
    </SurveyCard>
  );
}

export function MensHealthCard({ answers, setAnswer }: SurveyCardsProps) {
  return (
    <SurveyCard title="Men's Health">
      <FlagGroupField
        idPrefix="survey-mens"
        legend="Men's health factors"
        flags={listFlagOptions('mensHealth')}
        {...buildFlagProps(answers, setAnswer)}
      />
    </SurveyCard>
  );
}
