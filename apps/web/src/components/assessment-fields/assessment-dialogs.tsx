import {
  INCOMPLETE_INFORMATION_DIALOG,
  REQUIRED_FIELDS_DIALOG_TITLE,
} from '@healthscreen/assessment-schema';
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

export interface RequiredFieldsDialogProps {
  missing: readonly string[];
  onClose: () => void;
  /** Intro line above the list. */
  description?: string;
}

/** The blocking 'Required Fields Missing' dialog listing what must be answered. */
export function RequiredFieldsDialog({
  missing,
  onClose,
  description = 'Please answer these questions before we can calculate your results:',
}: RequiredFieldsDialogProps) {
  return (
    <Dialog open={missing.length > 0} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{REQUIRED_FIELDS_DIALOG_TITLE}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {missing.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export interface IncompleteInformationDialogProps {
  missing: readonly string[];
  onGoBack: () => void;
  onProceed: () => void;
}

/** The non-blocking 'Incomplete Information Detected' dialog: go back, or proceed anyway. */
export function IncompleteInformationDialog({
  missing,
  onGoBack,
  onProceed,
}: IncompleteInformationDialogProps) {
  const d = INCOMPLETE_INFORMATION_DIALOG;
  return (
    <Dialog open={missing.length > 0} onOpenChange={(open) => !open && onGoBack()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{d.title}</DialogTitle>
          <DialogDescription>These recommended answers are missing. {d.text}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {missing.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onGoBack}>
            {d.backButton}
          </Button>
          <Button type="button" onClick={onProceed}>
            {d.proceedButton}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export interface ClearAnswersDialogProps {
  open: boolean;
  /** The button that opened it, e.g. "Clear All Data". */
  title: string;
  /** What will be lost, in plain words. */
  description: string;
  /** The confirming button's text. */
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the answers on screen and the saved draft are cleared (issue 31). */
export function ClearAnswersDialog({
  open,
  title,
  description,
  confirmLabel,
  onCancel,
  onConfirm,
}: ClearAnswersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}?</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Keep my answers
          </Button>
          <Button type="button" variant="destructive" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
