import { Accordion, Card, Grid, Group, NavLink, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import type { HelpCategory } from '../../mocks/types.ts';
import { useGetHelpCategoriesQuery } from '../api/help-api.ts';
import { EmptyResults } from '../ui/empty-results.tsx';
import { NamedIcon } from '../ui/named-icon.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { FaqAnswer } from './faq-answer.tsx';
import { filterQuestions } from './filter-questions.ts';
import { HelpHero } from './help-hero.tsx';

/** One category's questions; only the open one loads its answer. */
function CategoryQuestions({ category }: { category: HelpCategory }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby={`faq-${category.id}`}>
      <Group gap="sm" mb="sm">
        <ThemeIcon variant="light" color={category.iconColor} size="lg" aria-hidden>
          <NamedIcon name={category.icon} />
        </ThemeIcon>
        <Title order={2} fz="h4" id={`faq-${category.id}`}>
          {category.title}
        </Title>
      </Group>
      <Accordion variant="separated" value={open} onChange={setOpen} order={3}>
        {category.questions.map((item) => (
          <Accordion.Item key={item.id} value={item.slug}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{open === item.slug ? <FaqAnswer slug={item.slug} /> : null}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

/** /pages/faq: questions by category, with a search across all of them. */
export function FaqPage() {
  useDocumentTitle('FAQ');
  const query = useGetHelpCategoriesQuery(undefined);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);

  return (
    <Stack gap="xl">
      <HelpHero
        title="Hello, how can we help?"
        description="Search the frequently asked questions, or pick a category below."
        search={search}
        onSearch={setSearch}
        searchLabel="Search the questions"
      />
      <QueryView query={query} loadingLabel="Loading the questions">
        {(categories) => {
          const matches = filterQuestions(categories, search);
          if (search.trim()) {
            return matches.length === 0 ? (
              <EmptyResults query={search.trim()} />
            ) : (
              <Stack gap="xl">
                {matches.map((category) => (
                  <CategoryQuestions key={category.id} category={category} />
                ))}
              </Stack>
            );
          }
          const selected = categories.find((item) => item.id === selectedId) ?? categories[0];
          return (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
                <Card p="xs" component="nav" aria-label="Question categories">
                  {categories.map((category) => (
                    <NavLink
                      key={category.id}
                      component="button"
                      label={category.title}
                      description={`${category.questions.length} questions`}
                      leftSection={<NamedIcon name={category.icon} />}
                      active={category.id === selected?.id}
                      aria-current={category.id === selected?.id ? 'true' : undefined}
                      onClick={() => setSelectedId(category.id)}
                      variant="light"
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    />
                  ))}
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
                {selected ? (
                  <CategoryQuestions key={selected.id} category={selected} />
                ) : (
                  <Text c="dimmed">No questions yet.</Text>
                )}
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryView>
    </Stack>
  );
}
