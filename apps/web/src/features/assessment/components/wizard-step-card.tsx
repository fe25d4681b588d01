import {
  WIZARD_STEP_COUNT,
  WIZARD_STEP_FIELDS,
  WIZARD_STEPS,
  type WizardStep,
} from '@healthscreen/assessment-schema';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import type { RefObject } from 'react';

import type { FieldBinding } from '../../../components/assessment-fields/field-binding.ts';
import { FieldList } from '../../../components/assessment-fields/field-list.tsx';

export interface WizardStepCardProps {
  step: WizardStep;
  /** The section's completion (computeWizardSectionProgress). */
  progress: { percent: number; completed: number; total: number; isComplete: boolean };
  binding: FieldBinding;
  /** The required answers that kept Next from moving on. */
  blocked: readonly string[];
  /** The step's title, focused when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** One step of the seven-step wizard: its title, section completion, fields and what is missing. */
export function WizardStepCard({
  step,
  progress,
  binding,
  blocked,
  headingRef,
}: WizardStepCardProps) {
  return (
    <Card>
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
        <FieldList
          fields={WIZARD_STEP_FIELDS[step]}
          binding={binding}
          rowClassName="grid gap-4 sm:grid-cols-2"
        />
        {blocked.length > 0 && (
          <Alert tone="error" title="Please complete this step">
            Missing: {blocked.join(', ')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

export interface WizardStepNavProps {
  step: WizardStep;
  /** The step's required answers are there (Next Step is on). */
  canAdvance: boolean;
  /** The required answers still missing, said under Next Step. */
  missing: readonly string[];
  onPrevious: () => void;
}

/** Previous, then Next Step (a submit) or, on the last step, Complete Assessment. */
export function WizardStepNav({ step, canAdvance, missing, onPrevious }: WizardStepNavProps) {
  return (
    <>
      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" disabled={step === 1} onClick={onPrevious}>
          Previous
        </Button>
        {step === WIZARD_STEP_COUNT ? (
          <Button type="submit">Complete Assessment</Button>
        ) : (
          <Button
            type="submit"
            disabled={!canAdvance}
            aria-describedby={missing.length > 0 ? 'wizard-next-needs' : undefined}
          >
            Next Step
          </Button>
        )}
      </div>
      {step !== WIZARD_STEP_COUNT && missing.length > 0 && (
        <p id="wizard-next-needs" className="text-right text-sm text-slate-700">
          To go on, answer: {missing.join(', ')}
        </p>
      )}
    </>
  );
}
