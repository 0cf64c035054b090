import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import type { BlogEditReply } from '../../mocks/types.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useGetBlogEditQuery } from '../api/blog-api.ts';
import { QueryView } from '../ui/query-view.tsx';
import { type BlogEditValues, blogCategories, blogEditSchema, blogStatuses } from './blog-edit-form.ts';
import { FeaturedImageInput } from './featured-image-input.tsx';
import { PostMeta } from './post-meta.tsx';

/** The edit form, filled from the post; the demo has no call to store it, so saving confirms only. */
function BlogEditForm({ post }: { post: BlogEditReply }) {
  const form = useForm<BlogEditValues>({
    initialValues: {
      blogTitle: post.blogTitle,
      blogCategories: [...post.blogCategories], // a copy: RTK Query's data is frozen
      slug: post.slug,
      status: post.status,
      excerpt: post.excerpt,
    },
    validate: schemaResolver(blogEditSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const handleSubmit = form.onSubmit((values) => {
    form.resetDirty(values);
    notifications.show({ color: 'green', message: `“${values.blogTitle}” was saved.` });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit post">
      <Stack gap="md">
        <PostMeta author={post.userFullName} avatar={post.avatar} postedAt={post.createdTime} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Title" withAsterisk {...form.getInputProps('blogTitle')} />
          <MultiSelect
            label="Categories"
            data={blogCategories}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('blogCategories')}
          />
          <TextInput label="Slug" withAsterisk {...form.getInputProps('slug')} />
          <Select
            label="Status"
            data={[...blogStatuses]}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Textarea label="Excerpt" autosize minRows={4} withAsterisk {...form.getInputProps('excerpt')} />
        <FeaturedImageInput current={post.featuredImage} />
        <Group gap="sm">
          <Button type="submit">Save changes</Button>
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /pages/blog/edit/:id: the post's title, categories, slug, status, excerpt and featured image. */
export function BlogEditPage() {
  const { id } = useParams();
  const query = useGetBlogEditQuery(id);
  useDocumentTitle('Edit post');
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor c={accentText} component={Link} to="/pages/blog/list" size="sm">
          Blog
        </Anchor>
        <Text size="sm">Edit</Text>
      </Breadcrumbs>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Edit post
      </Title>
      <Card>
        <QueryView query={query} loadingLabel="Loading the post">
          {(post) => <BlogEditForm key={post.slug} post={post} />}
        </QueryView>
      </Card>
    </Stack>
  );
}
