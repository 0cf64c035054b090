import { Button, Group, Text } from '@mantine/core';
import { useListCampaignMergeFieldsQuery } from '../api/campaign-sources.ts';

/** The most merge fields offered as buttons; the rest are typed as {{ key }}. */
const shownFields = 8;

/** Buttons that insert a merge field such as {{ first_name }} where the cursor is. */
export function MergeFieldButtons({ target, onInsert }: { target: string; onInsert: (token: string) => void }) {
  const fields = useListCampaignMergeFieldsQuery();
  const list = fields.data ?? [];
  if (list.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={`Insert a merge field into the ${target}`}>
      <Text size="xs" c="dimmed">
        Insert:
      </Text>
      {list.slice(0, shownFields).map((field) => (
        <Button
          key={field.key}
          size="compact-xs"
          variant="light"
          color="gray"
          aria-label={`Insert ${field.label} into the ${target}`}
          onClick={() => onInsert(`{{ ${field.key} }}`)}
        >
          {field.label}
        </Button>
      ))}
    </Group>
  );
}

/** `value` with `token` put in at the element's cursor (or at the end). */
export function insertAtCursor(element: HTMLInputElement | HTMLTextAreaElement | null, value: string, token: string) {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  return `${value.slice(0, start)}${token}${value.slice(end)}`;
}
