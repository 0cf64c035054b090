import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ColourCards } from './basic/colour-cards.tsx';
import { ImageCard } from './basic/image-card.tsx';
import { ListGroupCard } from './basic/list-group-card.tsx';
import { NavigationCard } from './basic/navigation-card.tsx';
import { TextCards } from './basic/text-cards.tsx';

/** The basic cards: text, image, list group, navigation tabs and colours. */
export function CardBasicPage() {
  useDocumentTitle('Basic cards');
  return (
    <Stack gap="lg">
      <PageHeader title="Basic cards" description="The building blocks: text, pictures, lists, tabs and colours." />
      {/* Each card keeps its own height: short text cards do not stretch to the picture card's. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        <TextCards />
        <ImageCard />
        <ListGroupCard />
        <NavigationCard />
      </SimpleGrid>
      <Title order={2} fz="h4" mt="md" id="card-colours">
        Colours
      </Title>
      <ColourCards />
    </Stack>
  );
}
