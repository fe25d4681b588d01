import type { DietLifestylePlan, PhysicalActivityPlan } from '@healthscreen/api-client';
import type { GeneratedDietPlan } from '@healthscreen/diet-generator';
import type { GeneratedExercisePlan } from '@healthscreen/exercise-generator';
import { joinSafetyLabels } from '@healthscreen/exercise-generator';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@healthscreen/ui-kit/dialog';

/**
 * Replacing a plan asks first and says what will be lost (issue 31): the lines below name the
 * plans that go, what they were adapted or tailored for, and the ticks of this week.
 */

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What loading a longevity program deletes: the AI plan (and what it was adapted for), the others, the ticks. */
export function describeExerciseLoss(
  plans: readonly PhysicalActivityPlan[],
  aiPlan: Pick<GeneratedExercisePlan, 'name' | 'adaptedFor'> | null,
): string[] {
  const lines: string[] = [];
  if (aiPlan) {
    lines.push(
      aiPlan.adaptedFor.length > 0
        ? `Your plan adapted for ${joinSafetyLabels(aiPlan.adaptedFor)} (${aiPlan.name}) will be replaced.`
        : `Your ${aiPlan.name} will be replaced.`,
    );
  }
  for (const plan of plans.filter((entry) => entry.source === 'longevity')) {
    const adapted = /Adapted for ([^:]+):/.exec(plan.description)?.[1];
    lines.push(
      adapted
        ? `Your ${plan.name}, adapted for ${adapted}, will be replaced.`
        : `Your ${plan.name} will be replaced.`,
    );
  }
  const own = plans
    .filter((entry) => entry.source === 'custom' || entry.source === 'library')
    .flatMap((entry) => entry.dailyTasks.flatMap((task) => task.activities)).length;
  if (own > 0) lines.push(`${plural(own, 'exercise', 'exercises')} you added will be deleted.`);
  const ticked = plans
    .flatMap((entry) => entry.dailyTasks.flatMap((task) => task.activities))
    .filter((activity) => activity.completed).length;
  if (ticked > 0) {
    lines.push(
      `This week's ${plural(ticked, 'ticked exercise', 'ticked exercises')} will be lost.`,
    );
  }
  return lines;
}

/** What a tailored diet plan was tailored for: its exclusions' reasons ("vegan and peanuts allergy"). */
export function describeDietTailoring(plan: Pick<GeneratedDietPlan, 'exclusions'>): string[] {
  const reasons = plan.exclusions.flatMap((item) =>
    item.because.map((reason) => reason.split(':')[0] ?? reason),
  );
  return [...new Set(reasons)];
}

/** What choosing a library diet deletes: every diet plan, with what each was tailored for. */
export function describeDietLoss(
  plans: readonly DietLifestylePlan[],
  readPlan: (planData: string | null) => Pick<GeneratedDietPlan, 'exclusions'> | null,
): string[] {
  return plans.map((plan) => {
    const generated = readPlan(plan.planData);
    const tailored = generated ? describeDietTailoring(generated) : [];
    return tailored.length > 0
      ? `Your ${plan.name}, tailored for ${joinSafetyLabels(tailored)}, will be replaced.`
      : `Your ${plan.name} diet plan will be replaced.`;
  });
}

interface ConfirmReplaceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The lines of describeExerciseLoss / describeDietLoss. */
  lost: readonly string[];
  /** What the new plan keeps (e.g. the injuries it is adapted for). */
  keeps?: string | undefined;
  confirmLabel: string;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
}

/** "Replace your plan?" with what will be lost, Cancel (first, the safe choice) and the replace button. */
export function ConfirmReplaceDialog({
  open,
  onOpenChange,
  title,
  lost,
  keeps,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: ConfirmReplaceProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {lost.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {keeps ? <p className="text-sm text-slate-700">{keeps}</p> : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Nothing was replaced: {error.message}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Replacing...' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
