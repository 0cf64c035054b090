import { Badge } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface RevealedBadgeProps {
  /** Take the focus when it appears (it replaces the reveal button the user just pressed). */
  shouldFocus?: boolean;
}

/** Shown instead of the reveal button once the organisation revealed the person. */
export function RevealedBadge({ shouldFocus = false }: RevealedBadgeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return (
    <Badge
      ref={ref}
      tabIndex={shouldFocus ? -1 : undefined}
      role={shouldFocus ? 'status' : undefined}
      variant="light"
      color="indigo"
      leftSection={<IconCircleCheck size={12} aria-hidden />}
    >
      Revealed
    </Badge>
  );
}
