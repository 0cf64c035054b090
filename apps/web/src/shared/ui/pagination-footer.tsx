import { Group, Pagination, Text } from '@mantine/core';

interface PaginationFooterProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is counted, plural: "members". */
  noun: string;
}

/** "Showing 11–20 of 43 members" with page buttons; hidden when there is nothing to count. */
export function PaginationFooter({ page, perPage, total, onPageChange, noun }: PaginationFooterProps) {
  if (total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {total} {noun}
      </Text>
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPageChange}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
    </Group>
  );
}
