import type { MemberAllowance } from '@leadpilot/contracts';
import { Skeleton, Text } from '@mantine/core';
import { formatCredits } from '../../../shared/format/format-money.ts';

interface MemberCreditCellProps {
  /** Undefined while the allowances load; null when they could not be loaded. */
  allowance: MemberAllowance | null | undefined;
}

/** "120 / 500 used" for a member with an allowance, "No limit" for one without. */
export function MemberCreditCell({ allowance }: MemberCreditCellProps) {
  if (allowance === undefined) return <Skeleton height={14} width={80} radius="sm" />;
  if (allowance === null) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  if (allowance.allowance === null) {
    return (
      <>
        <Text size="sm">No limit</Text>
        {allowance.used > 0 ? (
          <Text size="xs" c="dimmed">
            {formatCredits(allowance.used)} used
          </Text>
        ) : null}
      </>
    );
  }
  const isOver = allowance.used >= allowance.allowance;
  return (
    <Text size="sm" fw={isOver ? 600 : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatCredits(allowance.used)} / {formatCredits(allowance.allowance)} used
    </Text>
  );
}
