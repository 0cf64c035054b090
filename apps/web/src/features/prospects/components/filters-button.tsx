import { Badge, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';

interface FiltersButtonProps {
  activeCount: number;
  onClick: () => void;
  /** Beside the results: whether the panel shows; undefined when the button opens the phone drawer. */
  isExpanded?: boolean;
  controls?: string;
}

/** "Filters" with the number of active filters: opens the drawer on phones, shows or hides the panel on wider screens. */
export function FiltersButton({ activeCount, onClick, isExpanded, controls }: FiltersButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      rightSection={
        activeCount > 0 ? (
          <Badge size="sm" circle aria-hidden>
            {activeCount}
          </Badge>
        ) : undefined
      }
      aria-label={activeCount > 0 ? `Filters (${activeCount} active)` : 'Filters'}
      aria-expanded={isExpanded}
      aria-controls={isExpanded === undefined ? undefined : controls}
      aria-haspopup={isExpanded === undefined ? 'dialog' : undefined}
      onClick={onClick}
    >
      Filters
    </Button>
  );
}
