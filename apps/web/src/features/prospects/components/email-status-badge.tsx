import { type EmailStatus, emailStatusLabels } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';
import { emailStatusColors } from './prospect-labels.ts';

interface EmailStatusBadgeProps {
  status: EmailStatus;
  /** "Email verified" rather than "Verified", where the badge stands apart from the address. */
  withNoun?: boolean;
}

/** Verified (green), Risky (yellow), Invalid (red) or Unknown (grey). */
export function EmailStatusBadge({ status, withNoun = false }: EmailStatusBadgeProps) {
  const label = emailStatusLabels[status];
  return (
    <Badge size="sm" variant="light" color={emailStatusColors[status]}>
      {withNoun ? `Email ${label.toLowerCase()}` : label}
    </Badge>
  );
}
