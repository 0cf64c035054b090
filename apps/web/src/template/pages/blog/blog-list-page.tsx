import { Anchor, Button, Card, Grid, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import type { BlogCategory } from '../../mocks/types.ts';
import { useGetBlogListQuery } from '../api/blog-api.ts';
import { EmptyResults } from '../ui/empty-results.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';
import { filterPosts } from './filter-posts.ts';
import { PostMeta } from './post-meta.tsx';

/** /pages/blog/list: the posts as cards, filtered by the sidebar's search and category. */
export function BlogListPage() {
  useDocumentTitle('Blog');
  const query = useGetBlogListQuery();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BlogCategory | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader title="Blog" description="Stories, recipes and reviews from the team." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }} order={{ base: 2, md: 1 }}>
          <QueryView query={query} loadingLabel="Loading the posts">
            {(posts) => {
              const visible = filterPosts(posts, { search, category });
              if (visible.length === 0) return <EmptyResults query={search.trim() || (category ?? '')} />;
              return (
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="blog-posts">
                  {visible.map((post) => (
                    <Card key={post.id} component="article" aria-labelledby={`post-${post.id}`} p={0}>
                      <Image src={post.img} alt="" h={180} />
                      <Stack gap="sm" p="lg" style={{ flex: 1 }}>
                        <Title order={2} fz="h4" id={`post-${post.id}`}>
                          <Anchor component={Link} to={`/pages/blog/detail/${post.id}`} inherit c="inherit">
                            {post.title}
                          </Anchor>
                        </Title>
                        <PostMeta
                          author={post.userFullName}
                          avatar={post.avatar}
                          postedAt={post.blogPosted}
                          tags={post.tags}
                        />
                        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
                          {post.excerpt}
                        </Text>
                        <Group justify="space-between">
                          <Group gap={4}>
                            <IconMessage size={16} aria-hidden />
                            <Text size="sm">{post.comment} comments</Text>
                          </Group>
                          <Button
                            component={Link}
                            to={`/pages/blog/detail/${post.id}`}
                            variant="light"
                            size="xs"
                            aria-label={`Read more: ${post.title}`}
                          >
                            Read more
                          </Button>
                        </Group>
                      </Stack>
                    </Card>
                  ))}
                </SimpleGrid>
              );
            }}
          </QueryView>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} order={{ base: 1, md: 2 }}>
          <BlogSidebar search={search} onSearch={setSearch} category={category} onCategory={setCategory} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
