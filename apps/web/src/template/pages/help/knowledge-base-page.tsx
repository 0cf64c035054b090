import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useGetKnowledgeBaseQuery } from '../api/help-api.ts';
import { EmptyResults } from '../ui/empty-results.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { HelpHero } from './help-hero.tsx';

/** /pages/knowledge-base: the help centre's sections, searched on the mock layer. */
export function KnowledgeBasePage() {
  useDocumentTitle('Knowledge base');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const query = useGetKnowledgeBaseQuery(q);

  return (
    <Stack gap="xl">
      <HelpHero
        title="Dedicated source used on website"
        description="Popular searches: Sales automation, Getting started, Integrations."
        search={search}
        onSearch={setSearch}
        searchLabel="Search the knowledge base"
      />
      <QueryView query={query} loadingLabel="Loading the knowledge base">
        {(cards) =>
          cards.length === 0 ? (
            <EmptyResults query={q} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {cards.map((card) => (
                <Card key={card.id} component={Link} to={`/pages/knowledge-base/${card.category}`} p={0}>
                  <Image src={card.img} alt="" h={140} />
                  <Stack gap={4} p="lg" ta="center">
                    <Title order={2} fz="h4">
                      {card.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {card.desc}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </Stack>
  );
}
