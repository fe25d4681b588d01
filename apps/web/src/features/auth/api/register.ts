import { getErrorMessage, type RegisterBody } from '@healthscreen/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api.ts';
import { storeCurrentUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';

/** POST /api/auth/register; sets the cached user, refetches it and goes to /assessment. */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.auth.register({ body }).then(({ user }) => user),
    onSuccess: async (user) => {
      void storeCurrentUser(queryClient, user);
      await navigate(paths.assessment, { replace: true });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Registration Failed',
        description: getErrorMessage(error, 'Failed to create account'),
      });
    },
  });
}
