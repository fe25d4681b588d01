import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '@healthscreen/domain-policy';
import { z } from 'zod';

export const USER_TYPES = ['admin', 'provider', 'patient'] as const;

export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export const SubscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS);
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** The User entity exactly as the spec names it (1-product.md §3). Never carries a password hash. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: UserTypeSchema,
  subscriptionPlan: SubscriptionPlanSchema,
  subscriptionStatus: SubscriptionStatusSchema,
  trialEndDate: z.iso.datetime().nullable(),
  /** When the paid period ends (a year from payment); null for trials and accounts never paid. */
  subscriptionEndDate: z.iso.datetime().nullable().default(null),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof UserSchema>;
