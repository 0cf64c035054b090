import type { EnrichmentFile } from '@leadpilot/contracts';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useEnrichmentStepMutation } from '../api/enrichment-api.ts';

/**
 * The people a file's rows matched, to a new saved list: a list is what a campaign's audience takes,
 * so the enriched prospects are one step from a campaign.
 */
export function SaveToListModal(props: { file: EnrichmentFile; opened: boolean; onClose: () => void }) {
  const [name, setName] = useState(props.file.name.replace(/\.[a-z0-9]+$/i, ''));
  const [save, saving] = useEnrichmentStepMutation();
  const [isSaved, setSaved] = useState(false);
  const submit = async () => {
    const reply = await save({ action: 'save', id: props.file.id, listName: name.trim() });
    if ('data' in reply) setSaved(true);
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Save the matched people to a list">
      {isSaved ? (
        <Stack gap="sm">
          <Text size="sm">The list is saved. Open it from your lists, or choose it as the audience of a campaign.</Text>
          <Group justify="flex-end" gap="sm">
            <Anchor component={Link} to="/prospects/lists" size="sm">
              Your lists
            </Anchor>
            <Button component={Link} to="/campaigns/new">
              New campaign
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
