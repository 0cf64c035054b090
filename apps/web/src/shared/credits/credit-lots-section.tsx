import type { CreditLot } from '@leadpilot/contracts';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CreditLotsTable } from './credit-lots-table.tsx';

interface CreditLotsSectionProps {
  lots: CreditLot[] | null;
  emptyAction?: ReactNode;
}

/** "Credit lots": where the balance comes from and when each part expires. */
export function CreditLotsSection({ lots, emptyAction }: CreditLotsSectionProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="credit-lots-title">
      <Stack gap={2}>
        <Title order={2} fz="h4" id="credit-lots-title">
          Credit lots
        </Title>
        <Text size="sm" c="dimmed">
          Each purchase or grant is valid for one year. Spending always draws from the lot that expires first.
        </Text>
      </Stack>
      <CreditLotsTable lots={lots} emptyAction={emptyAction} />
    </Stack>
  );
}
