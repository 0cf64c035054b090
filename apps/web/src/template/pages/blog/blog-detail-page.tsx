import { Anchor, Breadcrumbs, Card, Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import type { BlogComment } from '../../mocks/types.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useGetBlogDetailQuery } from '../api/blog-api.ts';
import { HtmlContent } from '../ui/html-content.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { CommentForm, type CommentValues } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { PostMeta } from './post-meta.tsx';

/** /pages/blog/detail/:id: a post, its comments and the form to add one. */
export function BlogDetailPage() {
  const { id } = useParams();
  const query = useGetBlogDetailQuery(id);
  const [added, setAdded] = useState<BlogComment[]>([]);
  useDocumentTitle(query.data?.blog.title ?? 'Blog post');

  function handleComment({ name, comment }: CommentValues) {
    setAdded((current) => [
      ...current,
      { avatar: '', userFullName: name, commentedAt: new Date().toISOString(), commentText: comment },
    ]);
    notifications.show({ color: 'green', message: 'Your comment was posted.' });
  }

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Breadcrumbs>
        <Anchor c={accentText} component={Link} to="/pages/blog/list" size="sm">
          Blog
        </Anchor>
        <Text size="sm">Post</Text>
      </Breadcrumbs>
      <QueryView query={query} loadingLabel="Loading the post">
        {({ blog, comments }) => {
          const allComments = [...comments, ...added];
          return (
            <>
              <Card component="article" aria-labelledby="post-title" p={0}>
                <Image src={blog.img} alt="" h={{ base: 180, sm: 320 }} />
                <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
                  <Title order={1} fz={{ base: 'h3', sm: 'h2' }} id="post-title">
                    {blog.title}
                  </Title>
                  <PostMeta
                    author={blog.userFullName}
                    avatar={blog.avatar}
                    postedAt={blog.createdTime}
                    tags={blog.tags}
                  />
                  <HtmlContent html={blog.content} />
                  <Divider />
                  <Group gap="lg">
                    <Group gap={4}>
                      <IconMessage size={18} aria-hidden />
                      <Text size="sm">{blog.comments + added.length} comments</Text>
                    </Group>
                    <Group gap={4}>
                      <IconBookmark size={18} aria-hidden />
                      <Text size="sm">{blog.bookmarked} bookmarks</Text>
                    </Group>
                  </Group>
                </Stack>
              </Card>
              <Card component="section" aria-labelledby="comments-title">
                <Title order={2} fz="h4" mb="md" id="comments-title">
                  Comments ({allComments.length})
                </Title>
                <CommentList comments={allComments} />
              </Card>
              <Card component="section" aria-labelledby="leave-comment-title">
                <Title order={2} fz="h4" mb="md" id="leave-comment-title">
                  Leave a comment
                </Title>
                <CommentForm onComment={handleComment} />
              </Card>
            </>
          );
        }}
      </QueryView>
    </Stack>
  );
}
