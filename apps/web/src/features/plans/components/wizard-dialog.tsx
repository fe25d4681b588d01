import { Alert } from '@healthscreen/ui-kit/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { StepProgress } from '@healthscreen/ui-kit/step-progress';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

import { WizardStepButtons, type WizardNavigation } from './wizard-step-buttons.tsx';

/** An alert of the wizard: a title and its message. */
export interface WizardNotice {
  title: string;
  message: ReactNode;
}

export interface WizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the wizard. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** The step names; the last one shows the generated plan. */
  steps: readonly string[];
  /** The current step, 0-based. */
  step: number;
  /** Accessible name of the progress bar. */
  progressLabel: string;
  /** A line under the progress (e.g. saved answers loading). */
  status?: ReactNode;
  /** When given, the steps scroll inside a focusable region of this name. */
  scrollRegionLabel?: string;
  /** The current question step's fields (not shown on the plan step). */
  children?: ReactNode;
  /** Generating failed: shown under the last question step. */
  generateError?: WizardNotice | null;
  /** The generated plan: the success alert and the plan, on the last step. */
  success?: (WizardNotice & { details: ReactNode }) | null;
  /** Previous / Next / Generate of the question steps. */
  navigation: WizardNavigation;
  /** The buttons on the plan step (start over, save). */
  planActions: ReactNode;
}

const BODY_CLASS = 'mt-6 space-y-6';
const SCROLL_BODY_CLASS =
  'mt-4 max-h-[60vh] space-y-5 overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The dialog of the 4-step plan wizards (exercise, diet): title, step progress, the step's
 * fields, the generate error, the generated plan, and the footer's step buttons or plan actions.
 * Radix gives the dialog role, its name (the title), the focus trap and Escape; a polite live
 * region says the step, and each new step's body takes focus so keyboard users start there.
 */
export function WizardDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  steps,
  step,
  progressLabel,
  status,
  scrollRegionLabel,
  children,
  generateError,
  success,
  navigation,
  planActions,
}: WizardDialogProps) {
  const planStep = steps.length - 1;
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // a new step (not the first one shown on opening) moves focus to its fields
  useEffect(() => {
    if (!open) {
      shownStep.current = step;
      return;
    }
    if (shownStep.current !== step) {
      shownStep.current = step;
      bodyRef.current?.focus();
    }
  }, [open, step]);

  const body =
    step === planStep ? (
      success ? (
        <>
          <Alert tone="success" title={success.title}>
            {success.message}
          </Alert>
          {success.details}
        </>
      ) : null
    ) : (
      <>
        {children}
        {generateError && step === planStep - 1 ? (
          <Alert tone="error" title={generateError.title}>
            {generateError.message}
          </Alert>
        ) : null}
      </>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <StepProgress steps={steps} currentStep={step} label={progressLabel} />
        <p className="sr-only" aria-live="polite">
          Step {step + 1} of {steps.length}: {steps[step]}
        </p>
        {status}
        {scrollRegionLabel === undefined ? (
          <div ref={bodyRef} tabIndex={-1} className={`${BODY_CLASS} outline-none`}>
            {body}
          </div>
        ) : (
          // scrollable, so it takes keyboard focus (axe: scrollable-region-focusable)
          <div
            ref={bodyRef}
            role="region"
            aria-label={scrollRegionLabel}
            tabIndex={0}
            className={SCROLL_BODY_CLASS}
          >
            {body}
          </div>
        )}
        <DialogFooter>
          {step === planStep ? (
            planActions
          ) : (
            <WizardStepButtons step={step} lastQuestionStep={planStep - 1} {...navigation} />
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
