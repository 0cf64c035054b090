import { type BillingCurrency, billingCurrencies } from '@leadpilot/contracts';
import { SegmentedControl } from '@mantine/core';
import { useIsHydrated } from '../hooks/use-prerendered-form.ts';

const currencyLabels: Record<BillingCurrency, string> = { USD: 'USD', INR: 'INR' };

interface CurrencySwitchProps {
  value: BillingCurrency;
  onChange: (currency: BillingCurrency) => void;
}

/** Shows prices in US dollars or Indian rupees. */
export function CurrencySwitch({ value, onChange }: CurrencySwitchProps) {
  // On the pre-rendered pricing page a choice before the script runs would be lost (docs/public-pages.md).
  const isReady = useIsHydrated();
  return (
    <SegmentedControl<BillingCurrency>
      aria-label="Currency"
      disabled={!isReady}
      data={billingCurrencies.map((currency) => ({ value: currency, label: currencyLabels[currency] }))}
      value={value}
      onChange={onChange}
      // Until then it is disabled, but drawn in the normal text colour: a dimmed label fails the
      // colour-contrast check, and the page looks the same before and after hydration.
      styles={isReady ? undefined : { label: { color: 'var(--mantine-color-text)' } }}
    />
  );
}
