import { LoginBodySchema } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardDescription, CardHeader } from '@healthscreen/ui-kit/card';
import { Field, getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { LoginFormSchema, type LoginFormValues } from '../api/form-schemas.ts';
import { useLogin } from '../api/login.ts';
import { PasswordInput } from '../../../components/password-input.tsx';

/** /login — and the screen signed-out visitors see on protected paths. */
export function LoginPage() {
  const login = useLogin();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(LoginBodySchema.parse(values));
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <title>Log In · HealthScreen</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Log in to HealthScreen</h1>
          <CardDescription>
            Welcome back. Sign in to see your assessment and results.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="space-y-4"
            aria-label="Log in"
          >
            {errors.root?.message !== undefined && (
              <Alert tone="error">{errors.root.message}</Alert>
            )}
            <Field id="login-email" label="Email" error={errors.email?.message}>
              <Input
                id="login-email"
                type="email"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={getFieldDescribedBy('login-email', {
                  error: errors.email?.message,
                })}
                {...form.register('email')}
              />
            </Field>
            <Field id="login-password" label="Password" error={errors.password?.message}>
              <PasswordInput
                id="login-password"
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={getFieldDescribedBy('login-password', {
                  error: errors.password?.message,
                })}
                {...form.register('password')}
              />
            </Field>
            <p className="-mt-2 text-right text-sm">
              <Link
                to={paths.forgotPassword}
                className="font-medium text-brand-700 hover:underline"
              >
                Forgot password?
              </Link>
            </p>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            New to HealthScreen?{' '}
            <Link to={paths.register} className="font-medium text-brand-700 hover:underline">
              Sign up for free trial
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
