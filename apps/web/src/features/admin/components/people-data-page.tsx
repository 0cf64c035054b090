import type { CuratedPerson } from '@leadpilot/contracts';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDate } from '../../../shared/format/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { useFindCuratedPeopleQuery } from '../api/find-curated-people.ts';
import { CuratedPeopleList } from './curated-people-list.tsx';
import { PersonRecordForm } from './person-record-form.tsx';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'person'; person: CuratedPerson };

/** Platform admin → People data: find a person by email, id or name, correct their record, or add someone. */
export function PeopleDataPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const found = useFindCuratedPeopleQuery({ q: query }, { skip: query === '' });
  const results = query === '' ? null : (found.data ?? null);
  // A search that finds exactly one person opens them at once.
  const onlyResult = results?.length === 1 ? (results[0] ?? null) : null;
  const person = editing.kind === 'person' ? editing.person : editing.kind === 'none' ? onlyResult : null;

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(search.trim());
    setEditing({ kind: 'none' });
  };

  const handleAdd = () => {
    setSearch('');
    setQuery('');
    setEditing({ kind: 'new' });
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title="People data"
        description="Look up a person of the prospect data, correct their record or add someone new. Every change is audited, and corrected contact details are recorded as curated by you."
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={handleAdd}>
            Add person
          </Button>
        }
      />
      <Card component="section">
        <form onSubmit={handleSearch} aria-label="Find a person">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <SearchInput
              label="Email, person id or name"
              placeholder="jane.doe@acme.com"
              value={search}
              onChange={setSearch}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" variant="light" disabled={search.trim() === ''}>
              Find
            </Button>
          </Group>
        </form>
        {query !== '' ? (
          <Stack gap="sm" mt="md">
            {found.isFetching && !found.data ? (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm" c="dimmed">
                  Looking…
                </Text>
              </Group>
            ) : found.isError ? (
              <QueryErrorState message={errorMessageOf(found.error)} onRetry={() => void found.refetch()} />
            ) : results && results.length === 0 ? (
              <Text size="sm" c="dimmed">
                No one matches “{query}”. Check the spelling, or add them as a new person.
              </Text>
            ) : results && results.length > 1 ? (
              <CuratedPeopleList
                people={results}
                selectedId={person?.id ?? null}
                onSelect={(selected) => setEditing({ kind: 'person', person: selected })}
              />
            ) : null}
          </Stack>
        ) : null}
      </Card>

      {editing.kind === 'new' ? (
        <Stack gap="md">
          <Title order={2} fz="h3">
            Add a person
          </Title>
          <PersonRecordForm
            person={null}
            onSaved={(saved) => setEditing({ kind: 'person', person: saved })}
            onCancel={() => setEditing({ kind: 'none' })}
          />
        </Stack>
      ) : person ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {person.fullName}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Added {formatDate(person.createdAt)} · last changed {formatDate(person.updatedAt)} · id {person.id}
            </Text>
          </Stack>
          <PersonRecordForm
            key={`${person.id}:${person.updatedAt}`}
            person={person}
            onSaved={(saved) => setEditing({ kind: 'person', person: saved })}
            onCancel={() => {
              setEditing({ kind: 'none' });
              setQuery('');
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
