import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { CardFrame } from '../cards/card-frame.tsx';

/** Every chart on the chart pages has this height, so the cards of a row line up. */
export const chartHeight = 300;

export interface ChartCardSpec {
  title: string;
  /** Draws the chart; `label` is its accessible name (the card's title). */
  render: (label: string) => ReactNode;
}

interface ChartsPageProps {
  title: string;
  description: string;
  cards: ChartCardSpec[];
}

// The demo data is static: the cards never load or fail.
const staticQuery = { isLoading: false, isError: false, refetch: () => undefined };

/** A chart family's page: a heading and a grid of cards, one chart type each, two per row on a wide screen. */
export function ChartsPage({ title, description, cards }: ChartsPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} />
      <Grid gap="lg">
        {cards.map((card) => (
          <Grid.Col key={card.title} span={{ base: 12, lg: 6 }}>
            <CardFrame title={card.title} bodyHeight={chartHeight} query={staticQuery}>
              {() => card.render(card.title)}
            </CardFrame>
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}
