import type { Payment } from '@leadpilot/contracts';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCredits, formatMinorUnits } from '../../../shared/format/format-money.ts';

interface PurchaseSuccessProps {
  payment: Payment;
  /** A test purchase charged nobody. */
  isTest: boolean;
  onClose: () => void;
}

/** The end of a purchase: how many credits arrived and where to see them. */
export function PurchaseSuccess({ payment, isTest, onClose }: PurchaseSuccessProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md" role="status">
      <ThemeIcon size={56} radius={56} variant="light" color="green" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {formatCredits(payment.credits)} credits added
      </Title>
      <Text size="sm" c="dimmed" maw={360}>
        {isTest ? 'Test purchase, no charge.' : `You paid ${formatMinorUnits(payment.amountMinor, payment.currency)}.`}{' '}
        The credits are valid for one year and the invoice is ready under Invoices.
      </Text>
      <Group justify="center" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to="/credits" onClick={onClose}>
          Go to Credits
        </Button>
      </Group>
    </Stack>
  );
}
