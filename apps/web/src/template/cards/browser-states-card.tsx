import { Group, RingProgress, Text } from '@mantine/core';
import type { EcommerceDashboardReply } from '../mocks/types.ts';
import { CardFrame, type CardQueryState } from './card-frame.tsx';
import { CardList, CardListRow } from './card-list-row.tsx';

interface BrowserStatesCardProps {
  browserStates: EcommerceDashboardReply['browserStates'] | undefined;
  query: CardQueryState;
}

/** Visits by browser, each with its share as a small ring. */
export function BrowserStatesCard({ browserStates, query }: BrowserStatesCardProps) {
  return (
    <CardFrame title="Browser states" bodyHeight={320} query={query}>
      {() => (
        <CardList>
          {browserStates?.map((state) => (
            <CardListRow
              key={state.browser}
              icon={state.icon}
              color={state.color}
              title={state.browser}
              end={
                <Group gap={0} wrap="nowrap">
                  <Text fw={600} size="sm" w={52} ta="right">
                    {state.percent}%
                  </Text>
                  <RingProgress
                    size={44}
                    thickness={4}
                    roundCaps
                    sections={[{ value: state.percent, color: state.color }]}
                    aria-hidden
                  />
                </Group>
              }
            />
          ))}
        </CardList>
      )}
    </CardFrame>
  );
}
