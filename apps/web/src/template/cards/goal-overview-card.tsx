import { Divider, SimpleGrid, Stack } from '@mantine/core';
import { CardFigure } from './card-figure.tsx';
import { CardFrame } from './card-frame.tsx';
import { useGetGoalOverviewQuery } from './cards-api.ts';
import { formatWhole } from './format.ts';
import { RadialGauge } from './radial-gauge.tsx';

/** The share of the goal reached, with the completed and in-progress counts. */
export function GoalOverviewCard() {
  const query = useGetGoalOverviewQuery();
  const { data } = query;
  return (
    <CardFrame title="Goal overview" bodyHeight={320} query={query}>
      {() => {
        if (!data) return null;
        const total = data.completed + data.inProgress;
        const percent = total > 0 ? (data.completed / total) * 100 : 0;
        return (
          <Stack gap={0}>
            <RadialGauge
              value={percent}
              caption="Completed"
              color="teal"
              height={245}
              label={`${Math.round(percent)}% of the goal completed`}
            />
            <Divider mx="calc(var(--mantine-spacing-lg) * -1)" />
            <SimpleGrid cols={2} ta="center" pt="md">
              <CardFigure label="Completed" value={formatWhole(data.completed)} />
              <CardFigure label="In progress" value={formatWhole(data.inProgress)} />
            </SimpleGrid>
          </Stack>
        );
      }}
    </CardFrame>
  );
}
