import { Group, List, Pagination, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';

const cities = ['Lisbon', 'Lyon', 'Berlin', 'Porto', 'Munich', 'Nantes', 'Hamburg', 'Braga', 'Lille', 'Cologne'];
/** 137 made-up leads, enough pages for every control to matter. */
const leads = Array.from({ length: 137 }, (_, index) => ({
  id: index + 1,
  name: `Lead ${(index + 1).toString().padStart(3, '0')}`,
  city: cities[index % cities.length] ?? 'Lisbon',
}));

const controlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** Names for the arrow buttons, which show only an icon. */
function controlProps(control: keyof typeof controlLabels) {
  return { 'aria-label': controlLabels[control] };
}

const pageSizes = ['5', '10', '20', '50'];

/** Pagination: Mantine's Pagination over a real list, with page sizes, first and last, and siblings. */
export function PaginationPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [siblings, setSiblings] = useState(1);
  const total = Math.ceil(leads.length / pageSize);
  const first = (page - 1) * pageSize;
  const visible = leads.slice(first, first + pageSize);

  return (
    <ExtensionPage
      title="Pagination"
      description="Split a long list into pages, and let people choose how many rows they see."
      columns={1}
    >
      <DemoCard title="Leads" description="137 leads, one page at a time.">
        <Group>
          <Select
            label="Rows per page"
            data={pageSizes}
            value={pageSize.toString()}
            onChange={(value) => {
              setPageSize(Number(value ?? 10));
              setPage(1);
            }}
            allowDeselect={false}
            w={140}
          />
          <Select
            label="Siblings"
            data={['0', '1', '2']}
            value={siblings.toString()}
            onChange={(value) => setSiblings(Number(value ?? 1))}
            allowDeselect={false}
            w={120}
          />
        </Group>
        <List spacing={4} aria-label="Leads on this page" data-testid="paged-list">
          {visible.map((lead) => (
            <List.Item key={lead.id}>
              {lead.name} · {lead.city}
            </List.Item>
          ))}
        </List>
        <Stack gap="xs">
          <Text size="sm" aria-live="polite">
            Showing {first + 1} to {first + visible.length} of {leads.length}
          </Text>
          <Pagination
            total={total}
            value={page}
            onChange={setPage}
            siblings={siblings}
            withEdges
            getControlProps={controlProps}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Stack>
      </DemoCard>
      <DemoCard title="Styles" description="Sizes, radius, colour and a compact version without numbers.">
        <Stack gap="sm">
          <Pagination
            total={10}
            size="sm"
            radius="xl"
            getControlProps={controlProps}
            getItemProps={(item) => ({ 'aria-label': `Small page ${item}` })}
          />
          <Pagination
            total={10}
            color="green.9"
            defaultValue={4}
            getControlProps={controlProps}
            getItemProps={(item) => ({ 'aria-label': `Green page ${item}` })}
          />
          <Pagination.Root total={10}>
            <Group gap={5}>
              <Pagination.Previous aria-label="Previous page" />
              <Pagination.Next aria-label="Next page" />
            </Group>
          </Pagination.Root>
        </Stack>
      </DemoCard>
    </ExtensionPage>
  );
}
