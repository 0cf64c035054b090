import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { kitColors, kitSizes } from './kit-colors.ts';

const totalPages = 10;

/** Pagination: controlled, with edges, sizes, colours and rounded. */
export function PaginationPage() {
  const [page, setPage] = useState(1);
  return (
    <ExamplePage title="Pagination" description="Move through pages of results.">
      <ExampleCard title="Basic" description="Previous and next arrows, and the pages around the current one.">
        <Stack gap="sm">
          <Pagination total={totalPages} value={page} onChange={setPage} getControlProps={controlLabels} />
          <Text size="sm" aria-live="polite" data-testid="pagination-page">
            Page {page} of {totalPages}
          </Text>
        </Stack>
      </ExampleCard>
      <ExampleCard title="With edges" description="Buttons to the first and the last page.">
        <Pagination total={40} defaultValue={12} withEdges siblings={1} getControlProps={controlLabels} />
      </ExampleCard>
      <ExampleCard title="Sizes" description="From extra small to extra large.">
        <Stack gap="sm">
          {kitSizes.map((size) => (
            <Pagination key={size} total={5} size={size} getControlProps={controlLabels} />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Colours and shapes" description="The current page in each colour; rounded controls.">
        <Stack gap="sm">
          {kitColors.map((kitColor, index) => (
            <Group key={kitColor.label} gap="sm" wrap="nowrap">
              <Text size="sm" w={80}>
                {kitColor.label}
              </Text>
              <Pagination
                total={5}
                defaultValue={2}
                color={kitColor.filled}
                autoContrast
                radius={index % 2 ? 'xl' : 'md'}
                size="sm"
                getControlProps={controlLabels}
              />
            </Group>
          ))}
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}

/** Names for the arrow controls, which show only an icon. */
function controlLabels(control: 'first' | 'previous' | 'last' | 'next') {
  const labels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };
  return { 'aria-label': labels[control] };
}
