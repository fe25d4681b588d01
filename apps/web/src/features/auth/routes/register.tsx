import {
  ApiError,
  getErrorMessage,
  NAME_MAX_LENGTH,
  RegisterBodySchema,
} from '@healthscreen/api-client';
import { TRIAL_DAYS } from '@healthscreen/domain-policy';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardDescription, CardHeader } from '@healthscreen/ui-kit/card';
import { Field, getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { RegisterFormSchema, type RegisterFormValues } from '../api/form-schemas.ts';
import { useRegister } from '../api/register.ts';
import { TermsAgreement } from '../components/terms-agreement.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';

/** /register — create an account that starts a free trial. */
export function RegisterPage() {
  const registerAccount = useRegister();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
    },
  });
  const { errors } = form.formState;
  const agreed = form.watch('agreeToTerms');

  const onSubmit = form.handleSubmit((values) => {
    registerAccount.mutate(
      RegisterBodySchema.parse({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
      }),
      {
        // a password the server finds too easy to guess: its reason stays next to the field
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            form.setError('password', {
              message: getErrorMessage(error, 'Choose a stronger password'),
            });
          }
        },
      },
    );
  });

  function describedBy(id: string, error: string | undefined) {
    return getFieldDescribedBy(id, { error });
  }

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <title>Sign Up · HealthScreen</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Create your account</h1>
          <CardDescription>
            Start a {TRIAL_DAYS}-day free trial on the Basic plan. No credit card needed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="space-y-4"
            aria-label="Create account"
          >
            {errors.root?.message !== undefined && (
              <Alert tone="error">{errors.root.message}</Alert>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="register-first-name" label="First name" error={errors.firstName?.message}>
                <Input
                  id="register-first-name"
                  autoComplete="given-name"
                  maxLength={NAME_MAX_LENGTH}
                  aria-invalid={errors.firstName ? true : undefined}
                  aria-describedby={describedBy('register-first-name', errors.firstName?.message)}
                  {...form.register('firstName')}
                />
              </Field>
              <Field id="register-last-name" label="Last name" error={errors.lastName?.message}>
                <Input
                  id="register-last-name"
                  autoComplete="family-name"
                  maxLength={NAME_MAX_LENGTH}
                  aria-invalid={errors.lastName ? true : undefined}
                  aria-describedby={describedBy('register-last-name', errors.lastName?.message)}
                  {...form.register('lastName')}
                />
              </Field>
            </div>
            <Field id="register-email" label="Email" error={errors.email?.message}>
              <Input
                id="register-email"
                type="email"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('register-email', errors.email?.message)}
                {...form.register('email')}
              />
            </Field>
            <Field id="register-password" label="Password" error={errors.password?.message}>
              <PasswordInput
                id="register-password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy('register-password', errors.password?.message)}
                {...form.register('password')}
              />
            </Field>
            <Field
              id="register-confirm-password"
              label="Confirm password"
              error={errors.confirmPassword?.message}
            >
              <PasswordInput
                id="register-confirm-password"
                autoComplete="new-password"
                aria-invalid={errors.confirmPassword ? true : undefined}
                aria-describedby={describedBy(
                  'register-confirm-password',
                  errors.confirmPassword?.message,
                )}
                {...form.register('confirmPassword')}
              />
            </Field>
            <TermsAgreement control={form.control} error={errors.agreeToTerms?.message} />
            <Button
              type="submit"
              className="w-full"
              disabled={!agreed || registerAccount.isPending}
            >
              {registerAccount.isPending ? 'Creating Account...' : 'Start Free Trial'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            Already have an account?{' '}
            <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
              Log in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
