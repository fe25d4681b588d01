import { getErrorMessage, type LoginBody } from '@healthscreen/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { api } from '../../../lib/api.ts';
import { storeCurrentUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { getPostLoginPath } from './get-post-login-path.ts';

/** POST /api/auth/login; sets the cached user, refetches it, then redirects (spec §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: LoginBody) => api.auth.login({ body }).then(({ user }) => user),
    onSuccess: async (user) => {
      void storeCurrentUser(queryClient, user);
      await navigate(await getPostLoginPath(user), { replace: true });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description: getErrorMessage(error, 'Invalid email or password'),
      });
    },
  });
}
