import { getErrorMessage } from '@healthscreen/api-client';
import { PLAN_INFO, type PaidPlan } from '@healthscreen/domain-policy';

import { toast } from '../../../lib/toast.ts';

/** §8 'Payment Successful' / 'Welcome to the {plan} plan!'. */
export function announcePaymentSuccess(plan: PaidPlan): void {
  toast({
    title: 'Payment Successful',
    description: `Welcome to the ${PLAN_INFO[plan].name} plan!`,
    variant: 'success',
  });
}

/** §8 'Payment Failed' with the provider's (or server's) message. */
export function announcePaymentFailure(message: string): void {
  toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
}

/** §8 unexpected exception: 'Payment Error: An unexpected error occurred'. */
export function announceUnexpectedPaymentError(): void {
  toast({
    title: 'Payment Error',
    description: 'An unexpected error occurred',
    variant: 'destructive',
  });
}

/** §8 initialisation failure: 'Error' with the message or 'Failed to initialize payment'. */
export function announceInitFailure(error: unknown): void {
  toast({
    title: 'Error',
    description: getErrorMessage(error, 'Failed to initialize payment'),
    variant: 'destructive',
  });
}

/** §8 upgrade failure: 'Upgrade Failed' with the message or 'Failed to start upgrade process'. */
export function announceUpgradeFailure(error: unknown): void {
  toast({
    title: 'Upgrade Failed',
    description: getErrorMessage(error, 'Failed to start upgrade process'),
    variant: 'destructive',
  });
}
