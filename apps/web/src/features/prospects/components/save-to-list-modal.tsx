import type { SearchSelectionBody } from '@leadpilot/contracts';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAddPeopleToListMutation } from '../api/add-people-to-list.ts';
import { useAddSearchToListMutation } from '../api/add-search-to-list.ts';
import { useCreateSavedListMutation } from '../api/create-saved-list.ts';
import { useListSavedListsQuery } from '../api/list-saved-lists.ts';
import { formatCount } from './format-count.ts';

interface SaveToListModalProps {
  personIds: string[];
  /** The whole search instead of `personIds`, with how many people it takes. */
  search?: { body: SearchSelectionBody; count: number | null };
  opened: boolean;
  onClose: () => void;
  onSaved?: () => void;
}

type Target = 'existing' | 'new';

/** Adds people to an existing saved list, or to a new one named here. */
export function SaveToListModal({ personIds, search, opened, onClose, onSaved }: SaveToListModalProps) {
  const lists = useListSavedListsQuery(undefined, { skip: !opened });
  const [createList, creation] = useCreateSavedListMutation();
  const [addPeople, adding] = useAddPeopleToListMutation();
  const [addSearch, addingSearch] = useAddSearchToListMutation();
  const [chosenTarget, setTarget] = useState<Target | null>(null);
  const [listId, setListId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [createdListId, setCreatedListId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasLists = (lists.data?.length ?? 0) > 0;
  const target = chosenTarget ?? (hasLists ? 'existing' : 'new');
  const count = search ? (search.count ?? 0) : personIds.length;
  const noun = count === 1 ? 'person' : 'people';

  const handleSubmit = async () => {
    setError(null);
    if (target === 'existing' && !listId) return setError('Choose a list');
    if (target === 'new' && name.trim() === '') return setError('Give the list a name');
    try {
      let id = target === 'existing' ? listId : createdListId;
      if (!id) {
        id = (await createList({ name: name.trim() }).unwrap()).id;
        // A retry after a failed add must not create the list twice.
        setCreatedListId(id);
      }
      if (search) await addSearch({ listId: id, search: search.body }).unwrap();
      else await addPeople({ listId: id, personIds }).unwrap();
      onSaved?.();
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the dialog stays open.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Save ${formatCount(count)} ${noun} to a list`} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          {lists.isLoading ? <Skeleton height={36} radius="md" aria-label="Loading lists" /> : null}
          {hasLists ? (
            <SegmentedControl
              aria-label="Where to save"
              fullWidth
              data={[
                { value: 'existing', label: 'Existing list' },
                { value: 'new', label: 'New list' },
              ]}
              value={target}
              onChange={(next) => setTarget(next === 'new' ? 'new' : 'existing')}
            />
          ) : null}
          {target === 'existing' && hasLists ? (
            <Select
              label="List"
              placeholder="Choose a list"
              data={(lists.data ?? []).map((list) => ({
                value: list.id,
                label: `${list.name} (${formatCount(list.peopleCount)})`,
              }))}
              value={listId}
              onChange={setListId}
              searchable
              nothingFoundMessage="No list matches"
              error={error}
              data-autofocus
            />
          ) : (
            <TextInput
              label="List name"
              placeholder="VP Sales, fintech, EU"
              value={name}
              maxLength={120}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setCreatedListId(null);
              }}
              error={error}
              data-autofocus
            />
          )}
          {lists.isError ? (
            <Alert color="red" variant="light">
              <Text size="sm">Your lists could not be loaded. You can still create a new one.</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={creation.isLoading || adding.isLoading || addingSearch.isLoading}>
              Add to list
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
