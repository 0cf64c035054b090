import { Anchor, Box, Card, Group, Stack, Text, Typography } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { Email } from '../../../mocks/types.ts';

/** One message of a conversation: sender, time, the message and its attachments. */
export function EmailMessage({ email }: { email: Email }) {
  return (
    <Card component="article" aria-label={`Message from ${email.from.name}`} padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <UserAvatar name={email.from.name} src={email.from.avatar || null} size={40} alt="" />
          <Box miw={0}>
            <Text fw={600} size="sm" truncate>
              {email.from.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {email.from.email}
            </Text>
          </Box>
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {dayjs(email.time).format('MMM D, YYYY, h:mm A')}
        </Text>
      </Group>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the mock layer's own demo HTML, never a stranger's mail */}
      <Typography mt="md" fz="sm" dangerouslySetInnerHTML={{ __html: email.message }} />
      {email.attachments.length > 0 ? (
        <Stack gap={6} mt="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" fw={600} c="dimmed">
            {email.attachments.length === 1 ? '1 attachment' : `${email.attachments.length} attachments`}
          </Text>
          {email.attachments.map((attachment) => (
            <Group key={attachment.fileName} gap={6} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <Anchor href={attachment.url} size="sm" download={attachment.fileName}>
                {attachment.fileName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {attachment.size}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}
