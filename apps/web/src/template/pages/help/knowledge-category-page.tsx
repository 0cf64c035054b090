import { Anchor, Breadcrumbs, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useGetHelpCategoriesQuery } from '../api/help-api.ts';
import { NamedIcon } from '../ui/named-icon.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { useSectionTitle } from './use-section-title.ts';

/** /pages/knowledge-base/:category: the section's help categories, each with its questions. */
export function KnowledgeCategoryPage() {
  const { category = '' } = useParams();
  const title = useSectionTitle(category);
  useDocumentTitle(title);
  const query = useGetHelpCategoriesQuery(category);

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor c={accentText} component={Link} to="/pages/knowledge-base" size="sm">
          Knowledge base
        </Anchor>
        <Text size="sm">{title}</Text>
      </Breadcrumbs>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} tt="capitalize">
        {title}
      </Title>
      <QueryView query={query} loadingLabel="Loading the categories">
        {(categories) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {categories.map((item) => (
              <Card key={item.id} component="section" aria-labelledby={`category-${item.id}`}>
                <Group gap="sm" mb="md" wrap="nowrap">
                  <ThemeIcon variant="light" color={item.iconColor} size="lg" aria-hidden>
                    <NamedIcon name={item.icon} />
                  </ThemeIcon>
                  <Title order={2} fz="h5" id={`category-${item.id}`}>
                    {item.title} ({item.questions.length})
                  </Title>
                </Group>
                <List spacing="xs" size="sm" icon={<IconChevronRight size={14} aria-hidden />} center>
                  {item.questions.map((question) => (
                    <List.Item key={question.id}>
                      <Anchor
                        c={accentText}
                        component={Link}
                        to={`/pages/knowledge-base/${category}/${question.slug}`}
                        size="sm"
                      >
                        {question.question}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}
