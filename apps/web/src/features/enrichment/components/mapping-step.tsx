import {
  type ColumnMapping,
  type EnrichmentField,
  type EnrichmentFileDetail,
  enrichmentFieldLabels,
  enrichmentFieldValues,
} from '@leadpilot/contracts';
import { Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { useEnrichmentStepMutation } from '../api/enrichment-api.ts';

const options = enrichmentFieldValues.map((field) => ({ value: field, label: enrichmentFieldLabels[field] }));

/** The sample's first filled cells of a column, for the person to recognise it. */
function examples(preview: string[][], column: number): string {
  return preview
    .map((row) => row[column]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ');
}

/**
 * The columns as guessed from their headers and first rows: the person confirms or changes each,
 * then saves; a field taken twice is refused here, a mapping that cannot find people by the server.
 */
export function MappingStep({ file }: { file: EnrichmentFileDetail }) {
  const [mapping, setMapping] = useState<ColumnMapping[]>(file.mapping);
  const [save, saving] = useEnrichmentStepMutation();
  const used = new Map<EnrichmentField, number>();
  for (const entry of mapping) if (entry.field !== 'custom') used.set(entry.field, (used.get(entry.field) ?? 0) + 1);
  const twice = [...used].filter(([, count]) => count > 1).map(([field]) => enrichmentFieldLabels[field]);

  const choose = (column: number, field: EnrichmentField) =>
    setMapping((current) =>
      current.map((entry) => (entry.column === column ? { ...entry, field, confidence: 1 } : entry)),
    );

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            Check the columns
          </Title>
          <Text size="sm" c="dimmed">
            We guessed what each column holds from its name and first rows. Change any guess, then save. Columns kept as
            custom come back in the enriched file as they are.
          </Text>
        </Stack>
        <ListTable
          label="Columns"
          minWidth={560}
          columnCount={3}
          isLoading={false}
          isFetching={saving.isLoading}
          head={
            <>
              <Table.Th w="28%">Column</Table.Th>
              <Table.Th>First values</Table.Th>
              <Table.Th w={240}>Holds</Table.Th>
            </>
          }
        >
          {mapping.map((entry) => (
            <Table.Tr key={entry.column}>
              <Table.Td fw={600}>{entry.header}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {examples(file.preview, entry.column) || 'Empty in the first rows'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`${entry.header} holds`}
                  data={options}
                  value={entry.field}
                  allowDeselect={false}
                  onChange={(value) => value && choose(entry.column, value as EnrichmentField)}
                  error={entry.field !== 'custom' && (used.get(entry.field) ?? 0) > 1}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        {twice.length > 0 ? (
          <Text size="sm" c="red" role="alert">
            Each field can come from one column only: {twice.join(', ')} is chosen twice.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            loading={saving.isLoading}
            disabled={twice.length > 0}
            onClick={() => void save({ action: 'map', id: file.id, mapping })}
          >
            Save columns
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
