import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface KeysetPagerProps {
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  isLoading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** "Previous page" and "Next page" for keyset-paged results. */
export function KeysetPager({ pageNumber, hasPrevious, hasNext, isLoading, onPrevious, onNext }: KeysetPagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label="Result pages">
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {pageNumber}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={!hasPrevious || isLoading}
          onClick={onPrevious}
        >
          Previous page
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={!hasNext || isLoading}
          onClick={onNext}
        >
          Next page
        </Button>
      </Group>
    </Group>
  );
}
