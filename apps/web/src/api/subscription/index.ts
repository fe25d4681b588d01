import type { CreatePaymentIntentBody, PaymentIntentIdBody } from '@healthscreen/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';
import { storeCurrentUser } from '../../lib/auth.ts';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  config: () => [...subscriptionKeys.all, 'stripe-config'] as const,
  payments: () => [...subscriptionKeys.all, 'payments'] as const,
};

/** GET /api/subscription/plans: prices and features come from the server's table. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) => api.subscription.plans({ signal }),
    staleTime: Infinity,
  });
}

/** GET /api/stripe/config: Stripe's publishable key, or demo mode. */
export function useStripeConfig() {
  return useQuery({
    queryKey: subscriptionKeys.config(),
    queryFn: ({ signal }) => api.subscription.stripeConfig({ signal }),
    staleTime: Infinity,
  });
}

export function usePayments(enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.payments(),
    queryFn: ({ signal }) => api.subscription.payments({ signal }),
    enabled,
  });
}

export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (body: CreatePaymentIntentBody) => api.subscription.createPaymentIntent({ body }),
  });
}

/** Asks the server to verify the payment; the answer's user (with the new plan) goes in the cache. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentIntentIdBody) => api.subscription.confirmPayment({ body }),
    onSuccess: async (answer) => {
      // every access-dependent query (assessments, selection, plans) reads the new level
      await Promise.all([
        storeCurrentUser(queryClient, answer.user),
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
      ]);
    },
  });
}

export function useCompleteDemoPayment() {
  return useMutation({
    mutationFn: (body: PaymentIntentIdBody) => api.subscription.demoCompletePayment({ body }),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.subscription.cancel(),
    onSuccess: (answer) => storeCurrentUser(queryClient, answer.user),
  });
}
