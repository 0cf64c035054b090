import { type BillingCurrency, billingCurrencies } from '@leadpilot/contracts';
import { SegmentedControl } from '@mantine/core';

const currencyLabels: Record<BillingCurrency, string> = { USD: 'USD', INR: 'INR' };

interface CurrencySwitchProps {
  value: BillingCurrency;
  onChange: (currency: BillingCurrency) => void;
}

/** Shows prices in US dollars or Indian rupees. */
export function CurrencySwitch({ value, onChange }: CurrencySwitchProps) {
  return (
    <SegmentedControl<BillingCurrency>
      aria-label="Currency"
      data={billingCurrencies.map((currency) => ({ value: currency, label: currencyLabels[currency] }))}
      value={value}
      onChange={onChange}
    />
  );
}
