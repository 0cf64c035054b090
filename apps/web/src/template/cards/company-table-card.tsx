import { Avatar, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { EcommerceDashboardReply } from '../mocks/types.ts';
import { CardFrame, type CardQueryState } from './card-frame.tsx';
import { formatCompact, formatDollars } from './format.ts';
import { iconByName } from './icon-by-name.tsx';

interface CompanyTableCardProps {
  companies: EcommerceDashboardReply['companyTable'] | undefined;
  query: CardQueryState;
}

/** Companies with their category, views, revenue and sales trend. */
export function CompanyTableCard({ companies, query }: CompanyTableCardProps) {
  return (
    <CardFrame title="Companies" bodyHeight={360} query={query}>
      {() => (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label="Companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Views</Table.Th>
                <Table.Th>Revenue</Table.Th>
                <Table.Th>Sales</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies?.map((company) => {
                const CategoryIcon = iconByName(company.icon);
                return (
                  <Table.Tr key={company.email}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={company.img || null} name={company.name} radius="md" size={36} alt="" />
                        <Stack gap={0}>
                          <Text fw={600} size="sm">
                            {company.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {company.email}
                          </Text>
                        </Stack>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                          <CategoryIcon size={16} />
                        </ThemeIcon>
                        <Text size="sm">{company.category}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {formatCompact(company.views)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        in {company.time}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDollars(company.revenue)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {company.sales}%
                        </Text>
                        {company.salesUp ? (
                          <IconTrendingUp size={18} color="var(--mantine-color-teal-7)" aria-label="Up" />
                        ) : (
                          <IconTrendingDown size={18} color="var(--mantine-color-red-7)" aria-label="Down" />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </CardFrame>
  );
}
