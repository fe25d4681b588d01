import { getErrorMessage, type ChangePasswordBody } from '@healthscreen/api-client';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

/** PATCH /api/auth/password (needs the current password). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.auth.changePassword({ body }),
    onSuccess: () => {
      toast({ variant: 'success', title: 'Password Changed' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Password Change Failed',
        description: getErrorMessage(error, 'Failed to change password'),
      });
    },
  });
}
