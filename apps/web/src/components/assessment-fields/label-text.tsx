import type { ReactNode } from 'react';

/** A field's label with the red asterisk of a required answer (hidden from screen readers). */
export function LabelText({ label, required }: { label: ReactNode; required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </>
  );
}
