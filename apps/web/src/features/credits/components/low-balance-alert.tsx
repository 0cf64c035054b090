import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCredits } from '../../../shared/format/format-money.ts';

interface LowBalanceAlertProps {
  balance: number;
  /** Owners and admins get the way to buy. */
  canBuy: boolean;
}

/** The banner shown while the balance is low. */
export function LowBalanceAlert({ balance, canBuy }: LowBalanceAlertProps) {
  return (
    <Alert color="orange" variant="light" title="Your credit balance is low" icon={<IconAlertTriangle size={18} />}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">
          {formatCredits(balance)} credits left.{' '}
          {canBuy
            ? 'Top up now so prospecting and campaigns keep running.'
            : 'Ask an owner or admin to top up so your work keeps running.'}
        </Text>
        {canBuy ? (
          <Button component={Link} to="/credits/plans" size="xs">
            Buy credits
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
