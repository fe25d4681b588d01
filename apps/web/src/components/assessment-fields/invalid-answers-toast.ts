import type { FieldErrors } from 'react-hook-form';

import { toast } from '../../lib/toast.ts';

/** The message of the first answer that failed validation (only top-level answers unless `deep`). */
export function getFirstErrorMessage(errors: FieldErrors, deep = false): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value) continue;
    if (typeof value.message === 'string') return value.message;
    if (!deep) return undefined;
    const nested = getFirstErrorMessage(value as FieldErrors, true);
    if (nested) return nested;
  }
  return undefined;
}

/** The 'Please check your answers' toast a form shows when its answers do not validate. */
export function showInvalidAnswersToast(description: string | undefined) {
  toast({ variant: 'destructive', title: 'Please check your answers', description });
}
