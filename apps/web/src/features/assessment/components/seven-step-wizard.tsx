import { getErrorMessage, type Assessment } from '@healthscreen/api-client';
import {
  canAdvanceWizardStep,
  computeWizardSectionProgress,
  createDefaultWizardDraft,
  getAutoSaveDelayMs,
  listWizardStepMissingFields,
  listWizardSubmitBlockers,
  WIZARD_NAVIGATION_DELAY_MS,
  WIZARD_RANGES,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  WizardDraftSchema,
  type WizardDraft,
  type WizardDraftInput,
  type WizardStep,
} from '@healthscreen/assessment-schema';
import { Button } from '@healthscreen/ui-kit/button';
import { StepProgress } from '@healthscreen/ui-kit/step-progress';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { AppleHealthButton } from '../../../components/assessment-fields/apple-health-button.tsx';
import { ClearAnswersDialog } from '../../../components/assessment-fields/assessment-dialogs.tsx';
import type { DeviceBloodPressureState } from '../../../components/assessment-fields/device-lab-results-fields.tsx';
import { createFieldBinding } from '../../../components/assessment-fields/field-binding.ts';
import {
  getFirstErrorMessage,
  showInvalidAnswersToast,
} from '../../../components/assessment-fields/invalid-answers-toast.ts';
import { useDraftSaver } from '../../../components/essential-form/use-draft-saver.ts';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { assessmentKeys } from '../../../api/assessments/index.ts';
import { CalculatingRiskProfile } from './assessment-states.tsx';
import { WizardStepCard, WizardStepNav } from './wizard-step-card.tsx';

export interface SevenStepWizardProps {
  /** The unfinished wizard restored from the server, or null. */
  draft: Assessment | null;
  /** Answers to start from when there is no draft (the latest saved wizard assessment). */
  previousAnswers: Record<string, unknown> | null;
}

const STEP_TITLES = WIZARD_STEPS.map((step) => step.title);

/** Read saved wizard answers; invalid saved data falls back to the defaults. */
export function restoreWizardDraft(
  responses: Record<string, unknown> | null | undefined,
): WizardDraft {
  const parsed = WizardDraftSchema.safeParse(responses ?? {});
  return parsed.success ? parsed.data : createDefaultWizardDraft();
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
  const [confirmRestart, setConfirmRestart] = useState(false);
  // the check-up blood pressure (step 6) is pre-filled from device data once (issue 15)
  const [deviceBp, setDeviceBp] = useState<DeviceBloodPressureState>({ status: 'pending' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const watched = form.watch();
  const parsed = WizardDraftSchema.safeParse(watched);
  const values = parsed.success ? parsed.data : (watched as WizardDraft);

  const binding = createFieldBinding({
    idPrefix: 'wizard',
    values,
    errors: form.formState.errors,
    biologicalSex: values.demographics.biologicalSex,
    write: (path, value) => {
      // a definition's path is a plain string (form-fields.test.ts in assessment-schema checks it)
      const name = path as Path<WizardDraftInput>;
      form.setValue(name, value, {
        shouldDirty: true,
        shouldValidate: false,
      });
      form.clearErrors(name);
      saver.schedule(form.getValues(), getAutoSaveDelayMs(value));
    },
    deviceBloodPressure: { state: deviceBp, setState: setDeviceBp },
  });

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
    // the step's answers checked against the schema; each invalid one shows its message
    // (react-hook-form's trigger() on a whole section reported the failure but kept no message)
    const checked = WizardDraftSchema.safeParse(form.getValues());
    const issues = checked.success
      ? []
      : checked.error.issues.filter((issue) => issue.path[0] === sectionOf(step));
    for (const issue of issues) {
      // a path zod reports at run time (of the step's section, so one of the form's paths)
      const name = issue.path.join('.') as Path<WizardDraftInput>;
      form.setError(name, { type: 'custom', message: issue.message });
    }
    if (issues.length > 0) return;
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
        await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
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
      showInvalidAnswersToast(getFirstErrorMessage(invalid, true));
    },
  );

  const startNew = async () => {
    setConfirmRestart(false);
    const blank = createDefaultWizardDraft();
    form.reset(blank);
    setResetKey((key) => key + 1);
    goTo(1);
    try {
      // a blank draft replaces the old one, so a reload starts blank too (not from saved answers)
      await saver.restart(blank);
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.drafts() });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not discard your saved draft',
        description: getErrorMessage(error, 'Please try again.'),
      });
    }
  };

  if (status !== 'idle') {
    return <CalculatingRiskProfile />;
  }

  const section = sectionOf(step);
  const progress = computeWizardSectionProgress(values, section);
  // nothing is pre-selected (issue 31): say which required answers keep Next disabled
  const stepMissing = listWizardStepMissingFields(step, values);
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
        <AppleHealthButton
          slots={[
            {
              key: 'sleepHoursPerNight',
              label: 'Sleep per night',
              unit: 'hours',
              range: WIZARD_RANGES.sleepHours,
              current: values.lifestyle.sleepHours,
              apply: (value) => {
                form.setValue('lifestyle.sleepHours', value, { shouldDirty: true });
                saver.schedule(form.getValues(), getAutoSaveDelayMs(value));
              },
            },
          ]}
        />
        <Button type="button" variant="outline" onClick={() => setConfirmRestart(true)}>
          <RotateCcw aria-hidden="true" />
          Start New Assessment
        </Button>
      </div>
      <ClearAnswersDialog
        open={confirmRestart}
        title="Start New Assessment"
        description="Every answer in these seven steps will be removed, here and in your saved draft. Your completed assessments and results are kept."
        confirmLabel="Start again"
        onCancel={() => setConfirmRestart(false)}
        onConfirm={() => void startNew()}
      />
      <StepProgress
        steps={STEP_TITLES}
        currentStep={step - 1}
        onStepClick={(index) => goTo(index + 1)}
        label="Assessment progress"
      />
      <p className="text-sm text-slate-600">
        You may skip questions and update your answers later via the Assessment page.
      </p>
      <WizardStepCard
        key={`${step}-${resetKey}`}
        step={step}
        progress={progress}
        binding={binding}
        blocked={blocked}
        headingRef={headingRef}
      />
      <WizardStepNav
        step={step}
        canAdvance={canAdvanceWizardStep(step, values)}
        missing={stepMissing}
        onPrevious={() => goTo(step - 1)}
      />
    </form>
  );
}
