import { Button } from '@healthscreen/ui-kit/button';

interface WizardStepButtonsProps {
  /** The current step, 0-based; the last question step (2) shows 'Generate My Plan'. */
  step: number;
  /** The plan is being generated: Previous and Generate are off. */
  pending: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGenerate: () => void;
  nextDisabled?: boolean;
  /** Why Next is off (a tooltip). */
  nextTitle?: string | undefined;
}

const LAST_QUESTION_STEP = 2;

/** Previous / Next / 'Generate My Plan' ('Generating...') of the 4-step plan wizards. */
export function WizardStepButtons({
  step,
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
      {step < LAST_QUESTION_STEP ? (
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
