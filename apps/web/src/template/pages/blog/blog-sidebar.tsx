import { Anchor, Card, Group, Image, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import type { BlogCategory } from '../../mocks/types.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useGetBlogSidebarQuery } from '../api/blog-api.ts';
import { NamedIcon } from '../ui/named-icon.tsx';
import { QueryView } from '../ui/query-view.tsx';

interface BlogSidebarProps {
  search: string;
  onSearch: (value: string) => void;
  category: BlogCategory | null;
  onCategory: (category: BlogCategory | null) => void;
}

/** The blog's side column: search, the newest posts and the categories (a category toggles its filter). */
export function BlogSidebar({ search, onSearch, category, onCategory }: BlogSidebarProps) {
  const query = useGetBlogSidebarQuery();
  return (
    <Stack gap="lg" component="aside" aria-label="Blog sidebar">
      <SearchInput value={search} onChange={onSearch} aria-label="Search the blog" placeholder="Search here" />
      <QueryView query={query} loadingLabel="Loading the sidebar">
        {({ recentPosts, categories }) => (
          <>
            <Card>
              <Title order={2} fz="h5" mb="md">
                Recent posts
              </Title>
              <Stack gap="md">
                {recentPosts.map((post) => (
                  <Group key={post.id} gap="sm" wrap="nowrap" align="flex-start">
                    <Image src={post.img} alt="" w={72} h={56} radius="md" />
                    <div style={{ minWidth: 0 }}>
                      <Anchor
                        c={accentText}
                        component={Link}
                        to={`/pages/blog/detail/${post.id}`}
                        size="sm"
                        fw={600}
                        lineClamp={2}
                      >
                        {post.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {dayjs(post.createdTime).format('MMM D, YYYY')}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </Card>
            <Card>
              <Title order={2} fz="h5" mb="md">
                Categories
              </Title>
              <Stack gap={6}>
                {categories.map((item) => {
                  const isActive = item.category === category;
                  return (
                    <UnstyledButton
                      key={item.category}
                      aria-pressed={isActive}
                      onClick={() => onCategory(isActive ? null : item.category)}
                      p={6}
                      style={{
                        borderRadius: 'var(--mantine-radius-md)',
                        background: isActive ? 'var(--mantine-primary-color-light)' : undefined,
                      }}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <ThemeIcon variant="light" color={item.color} aria-hidden>
                          <NamedIcon name={item.icon} size={16} />
                        </ThemeIcon>
                        <Text size="sm" style={{ flex: 1 }}>
                          {item.category}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {item.total}
                        </Text>
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </Stack>
            </Card>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
