import { ApiError, getErrorMessage } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardDescription, CardHeader } from '@healthscreen/ui-kit/card';
import { Field, getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '../api/form-schemas.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import { PasswordInput } from '../../../components/password-input.tsx';

/**
 * The token from the link's fragment (`#token=…`: never sent to a server or in a Referer), read
 * once; the address bar is then cleaned so the token does not stay in history.
 */
function takeTokenFromLocation(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash !== '') {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return token;
}

/** /reset-password#token=… — choose a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const [token] = useState(takeTokenFromLocation);
  const confirm = useConfirmPasswordReset();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(
      { token, newPassword: values.password },
      {
        onError: (error) => {
          const weak = error instanceof ApiError && error.code === 'WEAK_PASSWORD';
          form.setError(weak ? 'password' : 'root', {
            message: getErrorMessage(error, 'The password could not be changed. Please try again.'),
          });
        },
      },
    ),
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <title>Reset Password · HealthScreen</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
          <CardDescription>Setting a new password signs you out on every device.</CardDescription>
        </CardHeader>
        <CardContent>
          {token === '' ? (
            <Alert tone="error" title="This reset link is incomplete">
              Open the link from the email again, or{' '}
              <Link to={paths.forgotPassword} className="font-medium underline">
                request a new one
              </Link>
              .
            </Alert>
          ) : confirm.isSuccess ? (
            <Alert tone="success" title="Password Changed">
              Your password has been changed.{' '}
              <Link to={paths.login} className="font-medium underline">
                Log in with your new password
              </Link>
              .
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              className="space-y-4"
              aria-label="Choose a new password"
            >
              {errors.root?.message !== undefined && (
                <Alert tone="error">
                  {errors.root.message}{' '}
                  <Link to={paths.forgotPassword} className="font-medium underline">
                    Request a new link
                  </Link>
                </Alert>
              )}
              <Field id="reset-password" label="New password" error={errors.password?.message}>
                <PasswordInput
                  id="reset-password"
                  autoComplete="new-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={getFieldDescribedBy('reset-password', {
                    error: errors.password?.message,
                  })}
                  {...form.register('password')}
                />
              </Field>
              <Field
                id="reset-confirm"
                label="Confirm new password"
                error={errors.confirmPassword?.message}
              >
                <PasswordInput
                  id="reset-confirm"
                  autoComplete="new-password"
                  aria-invalid={errors.confirmPassword ? true : undefined}
                  aria-describedby={getFieldDescribedBy('reset-confirm', {
                    error: errors.confirmPassword?.message,
                  })}
                  {...form.register('confirmPassword')}
                />
              </Field>
              <Button type="submit" className="w-full" disabled={confirm.isPending}>
                {confirm.isPending ? 'Saving...' : 'Set New Password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
