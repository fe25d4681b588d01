import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type UpdateProfileBody,
  type User,
} from '@healthscreen/api-client';
import { Button } from '@healthscreen/ui-kit/button';
import { Field, getFieldDescribedBy } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, getErrorMessage } from '@healthscreen/api-client';
import { useForm } from 'react-hook-form';

import { PasswordInput } from '../../../components/password-input.tsx';

import { ProfileFormSchema, type ProfileFormValues } from '../api/form-schemas.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * Edits first name, last name and e-mail; saved with PATCH /api/auth/profile. A new e-mail
 * address asks for the current password (and signs out the other sessions).
 */
export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      currentPassword: '',
    },
  });
  const { errors } = form.formState;
  const typedEmail = form.watch('email') ?? '';
  const emailChanges = typedEmail.trim().toLowerCase() !== user.email;
  const onSubmit = form.handleSubmit((values) => {
    const { currentPassword, ...profile } = values;
    const body = emailChanges ? { ...profile, currentPassword } : profile;
    updateProfile.mutate(body, {
      onSuccess: (saved) => {
        form.reset({
          firstName: saved.firstName,
          lastName: saved.lastName,
          email: saved.email,
          currentPassword: '',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
          form.setError('currentPassword', {
            message: getErrorMessage(error, 'Current password is incorrect'),
          });
        }
      },
    });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      aria-label="Profile"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-first-name" label="First name" error={errors.firstName?.message}>
          <Input
            id="profile-first-name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={getFieldDescribedBy('profile-first-name', {
              error: errors.firstName?.message,
            })}
            {...form.register('firstName')}
          />
        </Field>
        <Field id="profile-last-name" label="Last name" error={errors.lastName?.message}>
          <Input
            id="profile-last-name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={getFieldDescribedBy('profile-last-name', {
              error: errors.lastName?.message,
            })}
            {...form.register('lastName')}
          />
        </Field>
      </div>
      <Field id="profile-email" label="Email" error={errors.email?.message}>
        <Input
          id="profile-email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={getFieldDescribedBy('profile-email', { error: errors.email?.message })}
          {...form.register('email')}
        />
      </Field>
      {emailChanges ? (
        <Field
          id="profile-current-password"
          label="Current password"
          hint="Needed to change your email address. Your other sessions will be signed out."
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            id="profile-current-password"
            autoComplete="current-password"
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={getFieldDescribedBy('profile-current-password', {
              error: errors.currentPassword?.message,
              hint: true,
            })}
            {...form.register('currentPassword')}
          />
        </Field>
      ) : null}
      <Button type="submit" disabled={updateProfile.isPending}>
        {updateProfile.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
