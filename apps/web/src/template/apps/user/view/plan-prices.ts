import type { UserPlan } from '../../../mocks/types.ts';

/** What each demo plan costs a month and gives, for the user's plan card. */
export const planDetails: Record<UserPlan, { price: number; features: string[] }> = {
  basic: { price: 0, features: ['1 user', '5 GB storage', 'Basic support'] },
  team: { price: 49, features: ['10 users', '50 GB storage', 'Priority support'] },
  company: { price: 99, features: ['50 users', '200 GB storage', 'Phone support'] },
  enterprise: { price: 199, features: ['Unlimited users', '1 TB storage', 'Dedicated manager'] },
};
