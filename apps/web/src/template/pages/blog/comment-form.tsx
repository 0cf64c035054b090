import { Button, Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';

const commentSchema = z.object({
  name: z.string().trim().min(2, 'Enter your name'),
  email: z.string().trim().email('Enter a valid email'),
  website: z.union([z.literal(''), z.url('Enter a full address, such as https://example.com')]),
  comment: z.string().trim().min(3, 'Write a comment of at least 3 characters'),
  saveInfo: z.boolean(),
});
export type CommentValues = z.infer<typeof commentSchema>;

/** "Leave a comment" under a post; the page adds the comment (the demo has no call to store it). */
export function CommentForm({ onComment }: { onComment: (values: CommentValues) => void }) {
  const form = useForm<CommentValues>({
    initialValues: { name: '', email: '', website: '', comment: '', saveInfo: false },
    validate: schemaResolver(commentSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const handleSubmit = form.onSubmit((values) => {
    onComment(values);
    form.setFieldValue('comment', '');
    form.resetTouched();
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Leave a comment">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label="Website" type="url" autoComplete="url" {...form.getInputProps('website')} />
        </SimpleGrid>
        <Textarea label="Comment" autosize minRows={4} withAsterisk {...form.getInputProps('comment')} />
        <Checkbox
          label="Save my name, email and website in this browser for the next time I comment"
          {...form.getInputProps('saveInfo', { type: 'checkbox' })}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          Post comment
        </Button>
      </Stack>
    </form>
  );
}
