import type { MemberAllowance } from '@leadpilot/contracts';
import { Card, Progress, Stack, Text, Title } from '@mantine/core';
import { formatCredits } from '../../../shared/format/format-money.ts';

/** The signed-in member's cap: what they may still spend of it. */
export function MyAllowanceCard({ allowance }: { allowance: MemberAllowance }) {
  if (allowance.allowance === null) return null;
  const cap = allowance.allowance;
  const left = Math.max(0, cap - allowance.used);
  const usedPercent = cap > 0 ? Math.min(100, Math.round((allowance.used / cap) * 100)) : 100;
  return (
    <Card>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Your allowance
        </Title>
        <Text size="sm" data-testid="my-allowance">
          You may spend {formatCredits(left)} of your {formatCredits(cap)}-credit allowance.
        </Text>
        <Progress
          value={usedPercent}
          color={usedPercent >= 90 ? 'orange' : 'indigo'}
          aria-label={`${formatCredits(allowance.used)} of ${formatCredits(cap)} credits used`}
        />
        <Text size="xs" c="dimmed">
          {formatCredits(allowance.used)} used. An owner or admin sets your allowance.
        </Text>
      </Stack>
    </Card>
  );
}
