import { Anchor, Breadcrumbs, Card, Grid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useGetHelpCategoriesQuery, useGetHelpQuestionQuery } from '../api/help-api.ts';
import { HtmlContent } from '../ui/html-content.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { useSectionTitle } from './use-section-title.ts';

/** /pages/knowledge-base/:category/:question: the answer, with the category's other questions. */
export function KnowledgeQuestionPage() {
  const { category = '', question = '' } = useParams();
  const sectionTitle = useSectionTitle(category);
  const query = useGetHelpQuestionQuery(question);
  // Related questions come with ids only; the category list gives their slugs for the links.
  const { data: categories } = useGetHelpCategoriesQuery(category);
  const slugOf = (id: number) =>
    categories?.flatMap((item) => item.questions).find((item) => item.id === id)?.slug ?? null;
  useDocumentTitle(query.data?.title ?? 'Question');

  return (
    <Stack gap="lg">
      <Breadcrumbs style={{ flexWrap: 'wrap' }}>
        <Anchor c={accentText} component={Link} to="/pages/knowledge-base" size="sm">
          Knowledge base
        </Anchor>
        <Anchor c={accentText} component={Link} to={`/pages/knowledge-base/${category}`} size="sm" tt="capitalize">
          {sectionTitle}
        </Anchor>
      </Breadcrumbs>
      <QueryView query={query} loadingLabel="Loading the answer">
        {(page) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card>
                <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                  {page.title}
                </Title>
                <Text size="sm" c="dimmed" mt={4} mb="md">
                  Last updated on {dayjs(page.lastUpdated).format('D MMM YYYY')}
                </Text>
                <HtmlContent html={page.content} />
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card component="aside" aria-labelledby="related-questions">
                <Title order={2} fz="h5" mb="sm" id="related-questions">
                  Related questions
                </Title>
                <Stack gap="xs">
                  {page.relatedQuestions.map((item) => {
                    const slug = slugOf(item.id);
                    return slug ? (
                      <Anchor
                        c={accentText}
                        key={item.id}
                        component={Link}
                        to={`/pages/knowledge-base/${category}/${slug}`}
                        size="sm"
                      >
                        {item.question}
                      </Anchor>
                    ) : (
                      <Text key={item.id} size="sm">
                        {item.question}
                      </Text>
                    );
                  })}
                  {page.relatedQuestions.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No other questions in this category.
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        )}
      </QueryView>
    </Stack>
  );
}
