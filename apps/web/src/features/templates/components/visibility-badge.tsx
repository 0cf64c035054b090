import type { TemplateVisibility } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';

/** Shared with the organisation, or private to its owner. */
export function VisibilityBadge({ visibility }: { visibility: TemplateVisibility }) {
  const isShared = visibility === 'shared';
  return (
    <Badge
      variant="light"
      tt="none"
      color={isShared ? 'indigo' : 'gray'}
      leftSection={isShared ? <IconUsers size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
    >
      {isShared ? 'Shared' : 'Private'}
    </Badge>
  );
}
