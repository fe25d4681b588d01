import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@healthscreen/ui-kit/dialog';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { ASSESSMENT_STEPS } from './assessment-steps.ts';

/** The Learn More dialog; its code (Radix Dialog included) loads the first time it opens. */
export function LearnMoreDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How HealthScreen works</DialogTitle>
          <DialogDescription>
            A self-reported questionnaire that turns your answers into general risk information.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            You answer questions in seven sections: {ASSESSMENT_STEPS.join(', ')}. It takes about 15
            minutes.
          </p>
          <p>
            HealthScreen then estimates your risk for 35 chronic conditions, including
            cardiovascular disease, type 2 diabetes and several cancers, using published risk models
            where they exist. Each result says how strong the evidence behind it is.
          </p>
          <p>
            You receive recommended screenings and lifestyle suggestions to discuss with your
            doctor. HealthScreen is for adults aged 18 and over and does not diagnose any condition.
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.assessment}>Start Health Assessment</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
