import { Text } from '@mantine/core';
import { formatSignedCredits } from '../format/format-money.ts';

/** The "light" text colours are the theme's AA-contrast shades of green and red. */
function colorOf(amount: number): string | undefined {
  if (amount > 0) return 'var(--mantine-color-green-light-color)';
  if (amount < 0) return 'var(--mantine-color-red-light-color)';
  return undefined;
}

/** A ledger amount: "+600" in green, "−25" in red. */
export function SignedCreditAmount({ amount }: { amount: number }) {
  return (
    <Text size="sm" fw={600} c={colorOf(amount)} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatSignedCredits(amount)}
    </Text>
  );
}
