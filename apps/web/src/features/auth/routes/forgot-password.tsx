import { PasswordResetRequestBodySchema } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardDescription, CardHeader } from '@healthscreen/ui-kit/card';
import { Field, getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { ForgotPasswordFormSchema, type ForgotPasswordFormValues } from '../api/form-schemas.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

/** /forgot-password — asks for the e-mail; the answer never tells whether it has an account. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(PasswordResetRequestBodySchema.parse(values)),
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <title>Forgot Password · HealthScreen</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Forgot your password?</h1>
          <CardDescription>
            Enter the email address of your account and we will send you a link to choose a new
            password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {request.data ? (
            <Alert tone="success" title="Check your email">
              {request.data.message}
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              className="space-y-4"
              aria-label="Request a password reset link"
            >
              <Field id="forgot-email" label="Email" error={errors.email?.message}>
                <Input
                  id="forgot-email"
                  type="email"
                  autoComplete="email"
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={getFieldDescribedBy('forgot-email', {
                    error: errors.email?.message,
                  })}
                  {...form.register('email')}
                />
              </Field>
              <Button type="submit" className="w-full" disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </form>
          )}
          <p className="mt-6 text-center text-sm text-slate-600">
            <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
              Back to log in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
