import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CardFigure } from './card-figure.tsx';
import { CardFrame } from './card-frame.tsx';
import { useGetSupportTrackerQuery } from './cards-api.ts';
import { formatWhole } from './format.ts';
import { RadialGauge } from './radial-gauge.tsx';

/** Tickets: the total, the share completed, and new, open and response-time figures. */
export function SupportTrackerCard() {
  const query = useGetSupportTrackerQuery();
  const { data } = query;
  return (
    <CardFrame title="Support tracker" bodyHeight={316} query={query}>
      {() =>
        data ? (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <Stack gap={0} justify="center">
                <Title order={3} fz={40} lh={1}>
                  {formatWhole(data.totalTicket)}
                </Title>
                <Text c="dimmed" size="sm">
                  Tickets
                </Text>
              </Stack>
              <div style={{ gridColumn: 'span 2' }}>
                <RadialGauge
                  value={data.completedPercent}
                  caption="Completed tickets"
                  color="indigo"
                  height={250}
                  label={`${data.completedPercent}% of tickets completed`}
                />
              </div>
            </SimpleGrid>
            <SimpleGrid cols={3} spacing="xs" ta="center">
              <CardFigure label="New tickets" value={formatWhole(data.newTicket)} />
              <CardFigure label="Open tickets" value={formatWhole(data.openTicket)} />
              <CardFigure label="Response time" value={`${data.responseTime} d`} />
            </SimpleGrid>
          </Stack>
        ) : null
      }
    </CardFrame>
  );
}
