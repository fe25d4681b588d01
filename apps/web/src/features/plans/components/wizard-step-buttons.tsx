import { Button } from '@healthscreen/ui-kit/button';

/** What the step buttons do; the wizard dialog adds the step. */
export interface WizardNavigation {
  /** The plan is being generated: Previous and Generate are off. */
  pending: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGenerate: () => void;
  nextDisabled?: boolean;
  /** Why Next is off (a tooltip). */
  nextTitle?: string | undefined;
}

interface WizardStepButtonsProps extends WizardNavigation {
  /** The current step, 0-based. */
  step: number;
  /** The last question step, which shows 'Generate My Plan' instead of Next. */
  lastQuestionStep: number;
}

/** Previous / Next / 'Generate My Plan' ('Generating...') of the plan wizards. */
export function WizardStepButtons({
  step,
  lastQuestionStep,
  pending,
  onPrevious,
  onNext,
  onGenerate,
  nextDisabled = false,
  nextTitle,
}: WizardStepButtonsProps) {
  return (
    <>
      <Button variant="outline" disabled={step === 0 || pending} onClick={onPrevious}>
        Previous
      </Button>
      {step < lastQuestionStep ? (
        <Button disabled={nextDisabled} title={nextTitle} onClick={onNext}>
          Next
        </Button>
      ) : (
        <Button disabled={pending} onClick={onGenerate}>
          {pending ? 'Generating...' : 'Generate My Plan'}
        </Button>
      )}
    </>
  );
}
