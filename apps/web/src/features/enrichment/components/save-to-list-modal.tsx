import type { EnrichmentFile } from '@leadpilot/contracts';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSaveEnrichmentToListMutation } from '../api/enrichment-api.ts';

/**
 * The people a file's rows matched, to a new saved list, then straight into a new campaign whose
 * audience is that list (the builder opens with it chosen).
 */
export function SaveToListModal(props: { file: EnrichmentFile; opened: boolean; onClose: () => void }) {
  const [name, setName] = useState(props.file.name.replace(/\.[a-z0-9]+$/i, ''));
  const [save, saving] = useSaveEnrichmentToListMutation();
  const [listId, setListId] = useState<string | null>(null);
  const submit = async () => {
    const reply = await save({ id: props.file.id, listName: name.trim() });
    if (reply.data) setListId(reply.data.savedListId);
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Save the matched people to a list">
      {listId ? (
        <Stack gap="sm">
          <Text size="sm">
            The list is saved. Start a campaign with it as the audience, or open it from your lists.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Anchor component={Link} to="/prospects/lists" size="sm">
              Your lists
            </Anchor>
            <Button component={Link} to={`/campaigns/new?listId=${encodeURIComponent(listId)}`}>
              Start a campaign
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {props.file.rowsMatched.toLocaleString('en-GB')} rows were matched to people. Each person is listed once.
            </Text>
            <TextInput
              label="List name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              required
              maxLength={120}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving.isLoading} disabled={!name.trim()}>
                Save list
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
