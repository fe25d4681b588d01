import { ApiError, getErrorMessage, type SupportContactBody } from '@healthscreen/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { supportKeys } from './get-support-challenge.ts';

export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again or email us directly.';

/**
 * POST /api/support/contact. Success: toast and a fresh question. A wrong answer or missing fields
 * show the server's message; any other failure the spec's generic one (§8).
 */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportContactBody) => api.support.contact({ body }),
    onSuccess: async () => {
      toast({
        variant: 'success',
        title: 'Message Sent',
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
      await queryClient.refetchQueries({ queryKey: supportKeys.challenge() });
    },
    onError: (error) => {
      const known =
        error instanceof ApiError &&
        (error.code === 'WRONG_ANSWER' || error.code === 'MISSING_FIELDS');
      toast({
        variant: 'destructive',
        title: 'Error',
        description: known ? getErrorMessage(error, SEND_FAILED_MESSAGE) : SEND_FAILED_MESSAGE,
      });
    },
  });
}
