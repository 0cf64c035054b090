import { ActionIcon, Card, Collapse, Group, LoadingOverlay, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconRefresh, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

// The block-UI overlay stays up at least this long, so a fast answer still reads as a refresh.
const minimumRefreshMs = 1000;

interface ActionCardProps {
  title: string;
  /** Fetches the card's content again; the overlay covers the card until it settles. */
  onRefresh?: () => Promise<unknown>;
  /** Takes the card off the page (the page offers the way back). */
  onRemove?: () => void;
  isCollapsible?: boolean;
  children: ReactNode;
}

/** A card with header actions: collapse its body, refresh its content under an overlay, remove it. */
export function ActionCard({ title, onRefresh, onRemove, isCollapsible = false, children }: ActionCardProps) {
  const titleId = useId();
  const bodyId = useId();
  const [isExpanded, setIsExpanded] = useState(true);
  const [isRefreshing, setIsRefreshing] = useState(false);

  async function refresh() {
    if (!onRefresh) return;
    setIsRefreshing(true);
    try {
      await Promise.all([onRefresh(), new Promise((resolve) => setTimeout(resolve, minimumRefreshMs))]);
    } finally {
      setIsRefreshing(false);
    }
  }

  return (
    <Card component="section" aria-labelledby={titleId} pos="relative" aria-busy={isRefreshing || undefined}>
      <LoadingOverlay visible={isRefreshing} zIndex={2} overlayProps={{ blur: 1 }} />
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {isCollapsible ? (
            <HeaderAction
              label={`${isExpanded ? 'Collapse' : 'Expand'} ${title}`}
              onClick={() => setIsExpanded((expanded) => !expanded)}
              aria-expanded={isExpanded}
              aria-controls={bodyId}
            >
              {isExpanded ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
            </HeaderAction>
          ) : null}
          {onRefresh ? (
            <HeaderAction label={`Refresh ${title}`} onClick={() => void refresh()} disabled={isRefreshing}>
              <IconRefresh size={18} />
            </HeaderAction>
          ) : null}
          {onRemove ? (
            <HeaderAction label={`Remove ${title}`} onClick={onRemove}>
              <IconX size={18} />
            </HeaderAction>
          ) : null}
        </Group>
      </Group>
      <Collapse expanded={isExpanded} id={bodyId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Card>
  );
}

interface HeaderActionProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  children: ReactNode;
}

/** One icon button of the card's header, named for screen readers and explained by a tooltip. */
function HeaderAction({ label, children, ...props }: HeaderActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
