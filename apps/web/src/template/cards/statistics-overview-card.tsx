import { Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { EcommerceDashboardReply } from '../mocks/types.ts';
import { CardFrame, type CardQueryState } from './card-frame.tsx';
import { formatCompact } from './format.ts';
import { iconByName } from './icon-by-name.tsx';

interface StatisticsOverviewCardProps {
  statistics: EcommerceDashboardReply['statistics'] | undefined;
  query: CardQueryState;
}

/** A row of headline figures with their icons: sales, customers, products, revenue. */
export function StatisticsOverviewCard({ statistics, query }: StatisticsOverviewCardProps) {
  return (
    <CardFrame title="Statistics" bodyHeight={80} query={query}>
      {() => (
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing="lg"
          verticalSpacing="lg"
          py="sm"
          flex={1}
          style={{ alignContent: 'center' }}
        >
          {statistics?.map((item) => {
            const ItemIcon = iconByName(item.icon);
            return (
              <Group key={item.title} gap="sm" wrap="nowrap">
                <ThemeIcon size={48} radius="xl" variant="light" color={item.color} aria-hidden>
                  <ItemIcon size={24} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={700} fz="lg">
                    {formatCompact(item.value)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {item.title}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </SimpleGrid>
      )}
    </CardFrame>
  );
}
