import { Text, Timeline } from '@mantine/core';
import type { TimelineItem } from '../mocks/types.ts';
import { CardFrame, type CardQueryState } from './card-frame.tsx';

interface TimelineCardProps {
  items: TimelineItem[] | undefined;
  query: CardQueryState;
}

/** Recent activity, newest first, as a timeline. */
export function TimelineCard({ items, query }: TimelineCardProps) {
  return (
    <CardFrame title="Timeline" bodyHeight={382} query={query}>
      {() => (
        <Timeline bulletSize={14} lineWidth={2} active={(items?.length ?? 0) - 1}>
          {items?.map((item) => (
            <Timeline.Item
              key={`${item.title}-${item.meta}`}
              color={item.color}
              title={
                <Text fw={600} size="sm">
                  {item.title}
                </Text>
              }
            >
              <Text size="sm" c="dimmed">
                {item.content}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {item.meta}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </CardFrame>
  );
}
