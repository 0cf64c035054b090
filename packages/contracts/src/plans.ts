import { z } from 'zod';

/** The credit plans, from the lowest to the highest. */
export const planIds = ['basic', 'startup', 'growth', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export const billingCurrencies = ['USD', 'INR'] as const;
export type BillingCurrency = (typeof billingCurrencies)[number];

/**
 * A plan exactly as the product presents it (spec section 3, "Pricing plan"): `_d` fields are in
 * US dollars, `_r` fields in Indian rupees. Decimal figures are for display only; charges use
 * `chargeMinor`, in cents or paise.
 */
export interface CreditPlan {
  id: PlanId;
  title: string;
  subtitle: string;
  credit: number;
  unit_d: number;
  unit_r: number;
  total_d: number;
  total_r: number;
  price_d: number;
  price_r: number;
  discount: number;
  currency_d: 'USD';
  currency_r: 'INR';
  planBenefits_d: string[];
  planBenefits_r: string[];
  popular: boolean;
  /** Buying-intent filters are included from the Startup plan up (spec section 9). */
  hasBuyingIntent: boolean;
  /** Enterprise: custom deals offered through a contact form. */
  hasCustomDeals: boolean;
  /** What Checkout charges, in minor units (cents, paise). */
  chargeMinor: Record<BillingCurrency, number>;
}

/** Credits bought in any plan stay valid for one year from the purchase (spec section 9). */
export const creditValidityDays = 365;

const sharedBenefits = [
  'Credits valid for 1 year from purchase',
  'Verified emails and phone numbers',
  'AI email writer',
];

function benefits(extra: string[], buyingIntent: boolean, customDeals: boolean): string[] {
  return [
    ...sharedBenefits,
    ...(buyingIntent ? ['Buying-intent filters'] : []),
    ...extra,
    ...(customDeals ? ['Custom deals: talk to us for larger volumes'] : []),
  ];
}

type PlanFigures = Pick<
  CreditPlan,
  'id' | 'title' | 'subtitle' | 'credit' | 'unit_d' | 'unit_r' | 'total_d' | 'total_r' | 'price_d' | 'price_r'
>;

function plan(input: PlanFigures & { popular?: boolean; extra: string[] }): CreditPlan {
  const hasBuyingIntent = input.id !== 'basic';
  const hasCustomDeals = input.id === 'enterprise';
  const planBenefits = benefits(input.extra, hasBuyingIntent, hasCustomDeals);
  return {
    id: input.id,
    title: input.title,
    subtitle: input.subtitle,
    credit: input.credit,
    unit_d: input.unit_d,
    unit_r: input.unit_r,
    total_d: input.total_d,
    total_r: input.total_r,
    price_d: input.price_d,
    price_r: input.price_r,
    discount: 80,
    currency_d: 'USD',
    currency_r: 'INR',
    planBenefits_d: planBenefits,
    planBenefits_r: planBenefits,
    popular: input.popular ?? false,
    hasBuyingIntent,
    hasCustomDeals,
    chargeMinor: { USD: Math.round(input.price_d * 100), INR: Math.round(input.price_r * 100) },
  };
}

/**
 * The four plans of spec section 9. Where the spec leaves a value out it is derived (and said so in
 * docs/credits.md): rupee per-credit price = rupee total ÷ credits to 2 decimals, discount 80 % for
 * every plan, currencies USD and INR.
 */
export const creditPlans: readonly CreditPlan[] = [
  plan({
    id: 'basic',
    title: 'Basic',
    subtitle: 'For a founder or a first sales hire testing outbound.',
    credit: 600,
    unit_d: 0.2,
    unit_r: 16.66,
    total_d: 118,
    total_r: 9998,
    price_d: 23,
    price_r: 1999,
    extra: ['Email support'],
  }),
  plan({
    id: 'startup',
    title: 'Startup',
    subtitle: 'For a small team running its first sequences.',
    credit: 2000,
    unit_d: 0.16,
    unit_r: 13,
    total_d: 318,
    total_r: 25998,
    price_d: 63,
    price_r: 5199,
    extra: ['Team credit allowances', 'Email support'],
  }),
  plan({
    id: 'growth',
    title: 'Growth',
    subtitle: 'For sales teams that prospect every day.',
    credit: 5000,
    unit_d: 0.12,
    unit_r: 10,
    total_d: 598,
    total_r: 49998,
    price_d: 119,
    price_r: 9999,
    popular: true,
    extra: ['Team credit allowances', 'AI enrichment', 'Priority support'],
  }),
  plan({
    id: 'enterprise',
    title: 'Enterprise',
    subtitle: 'For large teams and agencies with volume.',
    credit: 10000,
    unit_d: 0.1,
    unit_r: 8,
    total_d: 998,
    total_r: 79998,
    price_d: 199,
    price_r: 15999,
    extra: ['Team credit allowances', 'AI enrichment', 'Dedicated success manager'],
  }),
];

export function findPlan(id: PlanId): CreditPlan {
  const found = creditPlans.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`unknown plan ${id}`);
  return found;
}

/** The rank of a plan, for "from the Startup plan up" comparisons. */
export function planRank(id: PlanId): number {
  return planIds.indexOf(id);
}

export const planIdSchema = z.enum(planIds);
export const billingCurrencySchema = z.enum(billingCurrencies);

/** Countries whose organisations see prices in rupees first. */
export function defaultCurrencyFor(country: string): BillingCurrency {
  return country.toUpperCase() === 'IN' ? 'INR' : 'USD';
}

export const pricingFaq: readonly { question: string; answer: string }[] = [
  {
    question: 'What is a credit?',
    answer:
      'Credits pay for the work Leadpilot does for you: revealing a contact’s verified email or phone, enriching a row of a list, and AI research and writing. Each action shows its cost before you run it.',
  },
  {
    question: 'How long do credits last?',
    answer:
      'Credits are valid for one year from the day you buy them. Leadpilot always spends the credits that expire first.',
  },
  {
    question: 'Which plan includes buying-intent filters?',
    answer: 'Buying-intent filters are included from the Startup plan up.',
  },
  {
    question: 'Can I share credits with my team?',
    answer:
      'Yes. Credits belong to your organisation. Owners and admins can give each member an allowance that caps what that member spends.',
  },
  {
    question: 'Which currencies and payment methods can I use?',
    answer:
      'Pay in US dollars or Indian rupees by card, UPI, net banking or wallet through Razorpay. Every payment comes with an invoice you can download.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'If you change your mind, write to us: a refunded purchase removes the credits of that purchase that have not been spent.',
  },
  {
    question: 'We need more than 10,000 credits. Can we talk?',
    answer: 'Yes. The Enterprise plan offers custom deals for larger volumes: use the contact form and we will reply.',
  },
];
