import {
  type EnrichmentAddedField,
  type EnrichmentEstimate,
  type EnrichmentFile,
  enrichmentAddedFieldLabels,
} from '@leadpilot/contracts';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconFileCheck, IconMinus } from '@tabler/icons-react';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { useEnrichmentStepMutation } from '../api/enrichment-api.ts';
import { formatCount } from '../hooks/file-progress.ts';

/** The columns the sample grid shows: what people pay for and look at first. */
const sampleFields: EnrichmentAddedField[] = ['email', 'phone', 'title', 'companyName', 'industry'];

type SampleRow = EnrichmentEstimate['sample'][number];

/** One sample cell: found (or, for an AI column, written), kept from the file, or not found; never the value. */
function SampleCell({ row, field, isAi }: { row: SampleRow; field: string; isAi: boolean }) {
  if (row.kept?.includes(field)) {
    return (
      <ThemeIcon size="sm" radius="xl" color="blue" variant="light" role="img" aria-label="Kept from your file">
        <IconFileCheck size={14} />
      </ThemeIcon>
    );
  }
  if (row.found[field]) {
    return (
      <ThemeIcon size="sm" radius="xl" color="teal" variant="light" role="img" aria-label={isAi ? 'Written' : 'Found'}>
        <IconCheck size={14} />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      color="gray"
      variant="light"
      role="img"
      aria-label={isAi ? 'Not written' : 'Not found'}
    >
      <IconMinus size={14} />
    </ThemeIcon>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="h3" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/**
 * What the run will cost (at most, and likely from the sample) against the balance, and the first
 * rows' sample: found or not per column, never the values. Confirming starts the run.
 */
export function EstimateStep({ file }: { file: EnrichmentFile }) {
  const [step, stepping] = useEnrichmentStepMutation();
  const estimate = file.estimate;
  if (!estimate) return null;
  const isShort = estimate.balance < estimate.likelyCredits;
  // An AI file's columns first: the sample tried each of their cells (written or not).
  const columns = [
    ...file.aiColumns.map((column) => ({ key: column.key, label: column.name, isAi: true })),
    ...sampleFields.map((field) => ({ key: field, label: enrichmentAddedFieldLabels[field], isAi: false })),
  ];
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Estimate
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure
            label="Likely cost"
            value={`${formatCount(estimate.likelyCredits)} credits`}
            hint={`From the sample: ${estimate.sampleMatched} of ${estimate.sampleRows} rows matched.`}
          />
          <Figure
            label="At most"
            value={`${formatCount(estimate.maxCredits)} credits`}
            hint={
              file.aiColumns.length > 0
                ? `If every row’s contact were found and all ${formatCount(file.rowCount * file.aiColumns.length)} AI cells written (1 credit each).`
                : 'If every row’s contact were found. People you revealed before cost nothing.'
            }
          />
          <Figure label="Your balance" value={`${formatCount(estimate.balance)} credits`} hint="Spendable now." />
        </SimpleGrid>
        {isShort ? (
          <Alert color="yellow" title="You may run out of credits">
            The run stops when your credits run out and keeps what it found; buy credits, then resume it.
          </Alert>
        ) : null}
        <ListTable
          label="Sample"
          minWidth={560}
          columnCount={columns.length + 1}
          isLoading={false}
          isFetching={false}
          head={
            <>
              <Table.Th>Row</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} ta="center">
                  {column.label}
                </Table.Th>
              ))}
            </>
          }
        >
          {estimate.sample.map((row) => (
            <Table.Tr key={row.rowNumber}>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {row.label || `Row ${row.rowNumber}`}
                </Text>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.key} ta="center">
                  <SampleCell row={row} field={column.key} isAi={column.isAi} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </ListTable>
        <Text size="xs" c="dimmed">
          The sample says whether each cell would be filled, never what it holds: found, kept from your file (never
          overwritten){file.aiColumns.length > 0 ? ', or, for an AI column, written' : ''}. Trying it cost nothing.
        </Text>
        <Group justify="space-between">
          <Button variant="default" onClick={() => void step({ action: 'map', id: file.id, mapping: file.mapping })}>
            Change columns
          </Button>
          <Button loading={stepping.isLoading} onClick={() => void step({ action: 'confirm', id: file.id })}>
            Start enrichment
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
