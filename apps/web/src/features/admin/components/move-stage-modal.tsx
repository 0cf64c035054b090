import {
  adminEnrichmentStageBodySchema,
  type EnrichmentFile,
  type EnrichmentStage,
  enrichmentStageLabels,
  enrichmentStageValues,
} from '@leadpilot/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { EnrichmentStageBadge } from '../../../shared/ui/enrichment-stage-badge.tsx';
import { useMoveEnrichmentStageMutation } from '../api/admin-enrichment.ts';

interface MoveStageValues {
  stage: EnrichmentStage | null;
  reason: string;
}

/** What moving to a stage does, said before the super-admin confirms. */
const consequences: Record<EnrichmentStage, string> = {
  uploaded: 'The member maps the file’s columns again, then estimates and confirms it.',
  mapped: 'The member estimates the file again before confirming it.',
  estimated: 'The member sees the estimate and confirms the run themselves.',
  review: 'The file waits for a super-admin before it runs.',
  running:
    'The run starts (or resumes where it stopped) at once, charging the organisation’s credits as rows are found.',
  verifying: 'The run checks the addresses that still wait for the email verifier, charging those found deliverable.',
  completed: 'The file is marked done: the run stops and what was enriched is kept.',
  failed: 'The run stops and the file shows as failed, with your reason.',
  cancelled: 'The run stops for good; what was enriched (and charged) is kept.',
};

function validate(fileId: string) {
  return (values: MoveStageValues): Record<string, string> => {
    const body = { id: fileId, stage: values.stage ?? undefined, reason: values.reason };
    const result = adminEnrichmentStageBodySchema.safeParse(body);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'stage') errors.stage = 'Choose the new stage';
      else if (field && !(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

interface MoveStageModalProps {
  file: EnrichmentFile;
  opened: boolean;
  onClose: () => void;
}

/** Moves a file to another stage with a reason for the audit log; the server's refusal shows inside. */
export function MoveStageModal({ file, opened, onClose }: MoveStageModalProps) {
  const [moveStage, { isLoading }] = useMoveEnrichmentStageMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MoveStageValues>({ initialValues: { stage: null, reason: '' }, validate: validate(file.id) });
  const options = enrichmentStageValues.map((stage) => ({
    value: stage,
    label: stage === file.stage ? `${enrichmentStageLabels[stage]} (now)` : enrichmentStageLabels[stage],
    disabled: stage === file.stage,
  }));

  const handleSubmit = form.onSubmit(async (values) => {
    if (!values.stage) return;
    setRefusal(null);
    try {
      await moveStage({ id: file.id, stage: values.stage, reason: values.reason.trim() }).unwrap();
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else setRefusal(errorMessageOf(error) ?? 'The stage could not be moved. Please try again.');
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Move the stage of “${file.name}”`} size="md">
      <form onSubmit={handleSubmit} noValidate aria-label="Move stage">
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">Now:</Text>
            <EnrichmentStageBadge stage={file.stage} />
          </Group>
          <Select
            label="New stage"
            placeholder="Choose a stage"
            data={options}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
            {...form.getInputProps('stage')}
          />
          {form.values.stage ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {consequences[form.values.stage]}
            </Text>
          ) : null}
          <Textarea
            label="Reason"
            description="Kept in the audit log and shown with the file’s stage"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          {refusal ? (
            <Alert color="red" variant="light" role="alert" title="Not moved">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Move stage
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
