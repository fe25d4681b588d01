import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import { getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import type { RegisterFormValues } from '../api/form-schemas.ts';

/** The sign-up form's "I agree to the Terms and Conditions and the Privacy Policy" checkbox. */
export function TermsAgreement({
  control,
  error,
}: {
  control: Control<RegisterFormValues>;
  error: string | undefined;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="agreeToTerms"
          render={({ field }) => (
            <Checkbox
              id="register-terms"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby={getFieldDescribedBy('register-terms', { error })}
            />
          )}
        />
        <label htmlFor="register-terms" className="text-sm text-slate-700">
          I agree to the{' '}
          <Link to={paths.terms} className="font-medium text-brand-700 underline">
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy} className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
        </label>
      </div>
      {error !== undefined && (
        <p id="register-terms-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
