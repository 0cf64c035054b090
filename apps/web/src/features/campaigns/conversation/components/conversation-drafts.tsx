import type { EmailDraft } from '@leadpilot/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../../shared/format/format-date.ts';

interface ConversationDraftsProps {
  drafts: EmailDraft[];
  onOpen: (draft: EmailDraft) => void;
}

/** Emails to this prospect saved but not sent, each opened again in the compose window. */
export function ConversationDrafts({ drafts, onOpen }: ConversationDraftsProps) {
  if (drafts.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Drafts">
      <Title order={4} fz="sm">
        Drafts
      </Title>
      {drafts.map((draft) => {
        const subject = draft.subject || 'No subject';
        return (
          <Card key={draft.id} withBorder padding="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {subject}
                </Text>
                <Text size="xs" c="dimmed">
                  Saved <time dateTime={draft.updatedAt}>{formatDateTime(draft.updatedAt)}</time>
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Open the draft “${subject}”`}
                onClick={() => onOpen(draft)}
              >
                Open
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
