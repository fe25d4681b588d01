import { getErrorMessage, type UpdateProfileBody } from '@healthscreen/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { storeCurrentUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';

/** PATCH /api/auth/profile (really saves; ARCHITECTURE §9.1), then refreshes the current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      api.auth.updateProfile({ body }).then(({ user }) => user),
    onSuccess: async (user) => {
      await storeCurrentUser(queryClient, user);
      toast({ variant: 'success', title: 'Profile Updated' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description: getErrorMessage(error, 'Failed to update profile'),
      });
    },
  });
}
