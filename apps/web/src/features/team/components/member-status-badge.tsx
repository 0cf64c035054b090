import type { UserStatus } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

const statusBadges: Record<UserStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  invited: { label: 'Invited', color: 'orange' },
  deactivated: { label: 'Deactivated', color: 'gray' },
};

/** A member's status as a coloured badge. */
export function MemberStatusBadge({ status }: { status: UserStatus }) {
  const badge = statusBadges[status];
  return (
    <Badge variant="light" color={badge.color}>
      {badge.label}
    </Badge>
  );
}
