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
import { useForm } from 'react-hook-form';

import { ProfileFormSchema, type ProfileFormValues } from '../api/form-schemas.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Edits first name, last name and e-mail; saved with PATCH /api/auth/profile. */
export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    updateProfile.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
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
      <Button type="submit" disabled={updateProfile.isPending}>
        {updateProfile.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
