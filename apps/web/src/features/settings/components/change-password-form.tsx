import { PASSWORD_MAX_LENGTH } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Field, getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { useChangePassword } from '../api/change-password.ts';
import { ChangePasswordFormSchema, type ChangePasswordFormValues } from '../api/form-schemas.ts';

const fields = [
  {
    name: 'currentPassword',
    id: 'current-password',
    label: 'Current password',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', id: 'new-password', label: 'New password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    id: 'confirm-new-password',
    label: 'Confirm new password',
    autoComplete: 'new-password',
  },
] as const;

/** Changes the password with PATCH /api/auth/password; the form is cleared on success. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: () => form.reset() },
    );
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      aria-label="Change password"
    >
      {errors.root?.message !== undefined && <Alert tone="error">{errors.root.message}</Alert>}
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        return (
          <Field key={field.name} id={field.id} label={field.label} error={error}>
            <Input
              id={field.id}
              type="password"
              autoComplete={field.autoComplete}
              maxLength={PASSWORD_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={getFieldDescribedBy(field.id, { error })}
              {...form.register(field.name)}
            />
          </Field>
        );
      })}
      <Button type="submit" disabled={changePassword.isPending}>
        {changePassword.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
