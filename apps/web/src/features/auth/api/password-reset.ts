import {
  getErrorMessage,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
} from '@healthscreen/api-client';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

/** POST /api/auth/password-reset/request: the same answer for every address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => api.auth.requestPasswordReset({ body }),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Could not send the reset link. Please try again.'),
      });
    },
  });
}

/** POST /api/auth/password-reset/confirm (errors are shown on the form). */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => api.auth.confirmPasswordReset({ body }),
  });
}
