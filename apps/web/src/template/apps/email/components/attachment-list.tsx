import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { formatFileSize } from '../email-text.ts';

interface AttachmentListProps {
  files: File[];
  onRemove: (file: File) => void;
}

/** The files chosen for a new email, each with its size and a way to take it off. */
export function AttachmentList({ files, onRemove }: AttachmentListProps) {
  if (files.length === 0) return null;
  return (
    <Group gap="xs" component="ul" aria-label="Attachments" p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Paper key={`${file.name}-${file.lastModified}`} component="li" withBorder radius="md" px="sm" py={4}>
          <Group gap={6} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Text size="sm" maw={180} truncate>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={`Remove ${file.name}`}
              onClick={() => onRemove(file)}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
