import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { HelpCircle } from 'lucide-react';

/** The five measuring steps of the waist help dialog. */
export const WAIST_MEASUREMENT_STEPS = [
  'Stand up straight with your feet together and your arms relaxed at your sides.',
  'Find the top of your hip bone and the bottom of your lowest rib.',
  'Place the tape measure midway between them, usually just above your belly button.',
  'Wrap the tape around your waist so it is level all the way round and snug, without pressing into your skin.',
  'Breathe out normally and read the measurement at the end of the breath.',
] as const;

/** A help button that opens 'How to measure your waist' (5 steps and a clothing caution). */
export function WaistHelpDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className="rounded-full p-1 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="How to measure your waist"
        >
          <HelpCircle aria-hidden="true" className="size-4" />
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How to measure your waist</DialogTitle>
          <DialogDescription>
            Use a flexible tape measure and follow these 5 steps.
          </DialogDescription>
        </DialogHeader>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-800">
          {WAIST_MEASUREMENT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Caution: do not measure over clothing — measure against bare skin.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
