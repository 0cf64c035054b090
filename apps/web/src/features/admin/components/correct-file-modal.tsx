import { type EnrichmentFile, isEnrichmentRunning } from '@leadpilot/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useCorrectEnrichmentFileMutation } from '../api/admin-enrichment.ts';
import {
  type CorrectFileValues,
  columnLabel,
  correctionBody,
  emptyRow,
  validateCorrection,
} from './correct-file-values.ts';

/** Rows corrected in one go: enough for a handful of fixes, short enough to read. */
const maxRowsAtOnce = 20;

interface CorrectFileModalProps {
  file: EnrichmentFile;
  opened: boolean;
  onClose: () => void;
}

/**
 * Corrects a file's data with a reason for the audit log: its name, and rows whose cells replace the
 * uploaded ones (those rows are enriched again when the file runs). The server refuses while it runs.
 */
export function CorrectFileModal({ file, opened, onClose }: CorrectFileModalProps) {
  const [correct, { isLoading }] = useCorrectEnrichmentFileMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CorrectFileValues>({
    initialValues: { name: file.name, rows: [], reason: '' },
    validate: validateCorrection(file),
  });
  const isRunning = isEnrichmentRunning(file.stage);
  // A file's columns are fixed: their places are their identity.
  const columns = file.headers.map((header, index) => ({
    id: `column-${index}`,
    index,
    label: columnLabel(header, index),
  }));

  const handleSubmit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await correct(correctionBody(file, values)).unwrap();
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else setRefusal(errorMessageOf(error) ?? 'The file could not be corrected. Please try again.');
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Correct “${file.name}”`} size="lg">
      <form onSubmit={handleSubmit} noValidate aria-label="Correct data">
        <Stack gap="md">
          {isRunning ? (
            <Alert color="yellow" variant="light" title="The file is running">
              Move it out of running (for example to In review) before correcting it.
            </Alert>
          ) : null}
          <TextInput label="File name" maxLength={200} data-autofocus {...form.getInputProps('name')} />
          <Stack gap="xs">
            <Title order={3} fz="sm">
              Rows to correct
            </Title>
            <Text size="xs" c="dimmed">
              Write the whole row: its cells replace the ones uploaded, and the row is enriched again when the file
              runs. Row 1 is the header, as a spreadsheet shows it.
            </Text>
            {form.values.rows.map((row, index) => (
              <Card key={row.key} withBorder padding="sm" role="group" aria-label={`Correction ${index + 1}`}>
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-end" wrap="nowrap">
                    <NumberInput
                      label="Row number"
                      allowDecimal={false}
                      allowNegative={false}
                      min={2}
                      flex={1}
                      maw={200}
                      {...form.getInputProps(`rows.${index}.rowNumber`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove correction ${index + 1}`}
                      onClick={() => form.removeListItem('rows', index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                    {columns.map((column) => (
                      <TextInput
                        key={column.id}
                        label={column.label}
                        {...form.getInputProps(`rows.${index}.cells.${column.index}`)}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              </Card>
            ))}
            {form.values.rows.length < maxRowsAtOnce && file.headers.length > 0 ? (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('rows', emptyRow(file))}
                w="fit-content"
              >
                Add a row to correct
              </Button>
            ) : null}
          </Stack>
          <Textarea
            label="Reason"
            description="Kept in the audit log"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          {form.errors.form ? (
            <Text size="sm" c="red" role="alert">
              {form.errors.form}
            </Text>
          ) : null}
          {refusal ? (
            <Alert color="red" variant="light" role="alert" title="Not corrected">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading} disabled={isRunning}>
              Save correction
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
