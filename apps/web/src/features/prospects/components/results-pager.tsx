import { peopleSearchNumberedResults } from '@leadpilot/contracts';
import { Button, Group, NumberInput, Pagination, Text } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { formatCount } from './format-count.ts';

interface ResultsPagerProps {
  pageNumber: number;
  /** The last page that can be shown (numbered pages reach the first 10,000 results). */
  pageCount: number;
  /** More results exist than numbered pages reach. */
  isCapped: boolean;
  isLoading: boolean;
  onChange: (page: number) => void;
}

/** Numbered pages of the results and a "Go to page" field. */
export function ResultsPager({ pageNumber, pageCount, isCapped, isLoading, onChange }: ResultsPagerProps) {
  const [draft, setDraft] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  if (pageCount <= 1 && pageNumber <= 1) return null;

  const jump = (event: FormEvent) => {
    event.preventDefault();
    const page = typeof draft === 'number' ? draft : Number(draft);
    if (draft === '' || !Number.isInteger(page) || page < 1 || page > pageCount) {
      setError(`Enter a page from 1 to ${formatCount(pageCount)}`);
      return;
    }
    setError(null);
    setDraft('');
    onChange(page);
  };

  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" component="nav" aria-label="Result pages">
      <Group gap="sm" align="center" wrap="wrap">
        <Pagination
          total={Math.max(pageCount, 1)}
          value={Math.min(pageNumber, Math.max(pageCount, 1))}
          onChange={onChange}
          disabled={isLoading}
          siblings={1}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
          })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          Page {formatCount(pageNumber)} of {formatCount(pageCount)}
          {isCapped ? ` (pages reach the first ${formatCount(peopleSearchNumberedResults)} results)` : ''}
        </Text>
      </Group>
      <form onSubmit={jump} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            id={fieldId}
            aria-label="Go to page"
            placeholder="Go to page"
            w={130}
            min={1}
            max={pageCount}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            clampBehavior="none"
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" variant="default" disabled={isLoading}>
            Go
          </Button>
        </Group>
      </form>
    </Group>
  );
}
