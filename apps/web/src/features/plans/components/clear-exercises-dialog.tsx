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
import { useState } from 'react';

import { useClearPhysicalActivityPlans } from '../../../api/exercise-plans/index.ts';

/** 'Clear All Exercises', after a confirmation: every exercise plan is deleted. */
export function ClearAllButton({ disabled }: { disabled: boolean }) {
  const clear = useClearPhysicalActivityPlans();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={disabled || clear.isPending}>
          {clear.isPending ? 'Clearing...' : 'Clear All Exercises'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear all exercises?</DialogTitle>
          <DialogDescription>
            Every exercise plan, including a generated AI plan, is deleted. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {clear.error ? (
          <p role="alert" className="text-sm text-red-700">
            Nothing was deleted: {clear.error.message}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            Clear All Exercises
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
