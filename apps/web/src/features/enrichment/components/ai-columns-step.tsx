import { type AiColumn, type EnrichmentFile, enrichmentCreditPrices, enrichmentLimits } from '@leadpilot/contracts';
import { ActionIcon, Button, Card, Chip, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useEnrichmentStepMutation } from '../api/enrichment-api.ts';
import { formatCount } from '../hooks/file-progress.ts';

/** Columns sales teams ask for most: one click fills the name and the instruction. */
const suggestions: readonly Omit<AiColumn, 'key'>[] = [
  { name: 'Pain point', instruction: 'Their likely pain point, given their role' },
  { name: 'First line', instruction: 'A first line for the email' },
  { name: 'Why now', instruction: 'One line on why this company may need us now' },
  { name: 'Company summary', instruction: 'A one-line company summary' },
  { name: 'Researching', instruction: 'What they are researching right now' },
];

type Draft = { name: string; instruction: string };

const problemOf = (column: Draft): string | null => {
  if (column.name.trim() === '') return 'Name the column';
  if (column.instruction.trim().length < 8) return 'Say what the column should hold, in a sentence';
  return null;
};

/**
 * An AI file's columns: each a name and an instruction the AI writer follows for every row, from the
 * row and the matched record only (a cell that would state anything else is not written, and not
 * charged). Up to five columns; one credit a cell written.
 */
export function AiColumnsStep({ file }: { file: EnrichmentFile }) {
  const [columns, setColumns] = useState<Draft[]>(
    file.aiColumns.length > 0
      ? file.aiColumns.map(({ name, instruction }) => ({ name, instruction }))
      : [{ name: '', instruction: '' }],
  );
  const [isChecked, setChecked] = useState(false);
  const [save, saving] = useEnrichmentStepMutation();
  const isFull = columns.length >= enrichmentLimits.maxAiColumns;
  const problems = columns.map(problemOf);
  const change = (index: number, patch: Partial<Draft>) =>
    setColumns((current) => current.map((column, at) => (at === index ? { ...column, ...patch } : column)));
  const add = (column: Draft) =>
    setColumns((current) => {
      const blank = current.findIndex((item) => item.name === '' && item.instruction === '');
      if (blank >= 0) return current.map((item, at) => (at === blank ? column : item));
      return current.length >= enrichmentLimits.maxAiColumns ? current : [...current, column];
    });
  const submit = () => {
    setChecked(true);
    if (problems.some(Boolean)) return;
    void save({ action: 'columns', id: file.id, aiColumns: columns });
  };
  const cells = file.rowCount * columns.length * enrichmentCreditPrices.aiCell;

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            AI columns
          </Title>
          <Text size="sm" c="dimmed">
            Each column is written for every row by the AI writer, from the row and what our records hold about the
            person and their company. A cell that would need facts we do not have is left empty, and costs nothing.
          </Text>
        </Stack>
        <Group gap="xs" role="group" aria-label="Suggested columns">
          {suggestions.map((suggestion) => (
            <Chip
              key={suggestion.name}
              checked={columns.some((column) => column.instruction === suggestion.instruction)}
              disabled={isFull && !columns.some((column) => column.instruction === suggestion.instruction)}
              onChange={() => add({ ...suggestion })}
              size="sm"
            >
              {suggestion.name}
            </Chip>
          ))}
        </Group>
        <Stack gap="sm">
          {columns.map((column, index) => (
            // Columns have no id until saved: their place is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={`Column ${index + 1} name`}
                placeholder="Pain point"
                value={column.name}
                maxLength={60}
                onChange={(event) => change(index, { name: event.currentTarget.value })}
                error={isChecked && problems[index] === 'Name the column' ? problems[index] : undefined}
                w={{ base: '100%', sm: 200 }}
              />
              <Textarea
                label={`Column ${index + 1} instruction`}
                placeholder="Their likely pain point, given their role"
                value={column.instruction}
                maxLength={500}
                autosize
                minRows={1}
                onChange={(event) => change(index, { instruction: event.currentTarget.value })}
                error={
                  isChecked && problems[index] && problems[index] !== 'Name the column' ? problems[index] : undefined
                }
                style={{ flex: 1, minWidth: 220 }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={28}
                aria-label={`Remove column ${index + 1}`}
                disabled={columns.length === 1}
                onClick={() => setColumns((current) => current.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            disabled={isFull}
            onClick={() => setColumns((current) => [...current, { name: '', instruction: '' }])}
          >
            Add a column
          </Button>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              At most {formatCount(cells)} credits for {formatCount(file.rowCount * columns.length)} cells
            </Text>
            <Button loading={saving.isLoading} onClick={submit}>
              Save AI columns
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
