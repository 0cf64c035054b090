import { type AiDraft, aiCreditPrices, aiLengths, aiTemplateBodySchema, aiTones } from '@leadpilot/contracts';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconCheck, IconSparkles } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useWriteTemplateWithAiMutation } from '../api/write-template-with-ai.ts';
import { AiDraftDetails } from './ai-draft-details.tsx';
import { AiErrorAlert } from './ai-error-alert.tsx';
import type { PreviewPerson } from './preview-person.ts';
import { PreviewPersonSelect } from './preview-person-select.tsx';
import { isRetryableFailure, newRequestId } from './request-id.ts';
import { SampleFrame } from './sample-frame.tsx';

interface BriefValues {
  offer: string;
  audience: string;
  tone: (typeof aiTones)[number];
  length: (typeof aiLengths)[number];
  callToAction: string;
}

const emptyBrief: BriefValues = { offer: '', audience: '', tone: 'friendly', length: 'short', callToAction: '' };
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface AiWriterModalProps {
  opened: boolean;
  onClose: () => void;
  /** The prospect the editor previews for; the writer may ground the draft in them. */
  person: PreviewPerson | null;
  onUseDraft: (draft: AiDraft) => void;
}

/** "Write with AI": a brief in, a draft out with the facts it used, then into the editor. */
export function AiWriterModal({ opened, onClose, person, onUseDraft }: AiWriterModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [writeTemplate, { isLoading, error, reset }] = useWriteTemplateWithAiMutation();
  const [draft, setDraft] = useState<AiDraft | null>(null);
  const [groundedIn, setGroundedIn] = useState<PreviewPerson | null>(person);
  const requestIdRef = useRef<string | null>(null);
  const form = useForm<BriefValues>({
    initialValues: emptyBrief,
    validate: schemaResolver(aiTemplateBodySchema.omit({ personId: true, requestId: true }), { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    requestIdRef.current ??= newRequestId();
    try {
      const written = await writeTemplate({
        ...values,
        personId: groundedIn?.id,
        requestId: requestIdRef.current,
      }).unwrap();
      requestIdRef.current = null;
      setDraft(written);
    } catch (failure) {
      if (!isRetryableFailure(failure)) requestIdRef.current = null;
      form.setErrors(serverFieldErrors(failure));
    }
  });

  const handleBriefChange = () => {
    // A changed brief is a new request, charged on its own.
    requestIdRef.current = null;
    if (error) reset();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap={8}>
          <IconSparkles size={18} aria-hidden />
          <span>{draft ? 'Your AI draft' : 'Write with AI'}</span>
        </Group>
      }
      size={draft ? 'xl' : 'lg'}
      fullScreen={isPhone}
    >
      {draft ? (
        <Stack gap="md">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Subject:{' '}
            </Text>
            <Text span fw={600} size="sm" data-testid="ai-draft-subject">
              {draft.subject}
            </Text>
          </Text>
          <SampleFrame html={draft.html} title="The AI draft" height={300} />
          <AiDraftDetails draft={draft} />
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setDraft(null)}
            >
              Change the brief
            </Button>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => {
                onUseDraft(draft);
                onClose();
              }}
            >
              Use this draft
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} onChange={handleBriefChange} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Describe what you sell and to whom. The writer uses only your brief and, if you choose one, the prospect’s
              record, company, news and intent — it never invents facts.
            </Text>
            <Textarea
              label="What you offer"
              placeholder="Verified B2B contacts and an AI writer that books meetings"
              autosize
              minRows={2}
              maxRows={5}
              disabled={isLoading}
              data-autofocus
              {...form.getInputProps('offer')}
            />
            <TextInput
              label="Who it is for"
              placeholder="Heads of sales at software companies of 50–500 people"
              disabled={isLoading}
              {...form.getInputProps('audience')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="ai-tone-label">
                Tone
              </Text>
              <SegmentedControl
                aria-labelledby="ai-tone-label"
                data={aiTones.map((tone) => ({ value: tone, label: capitalised(tone) }))}
                disabled={isLoading}
                fullWidth
                {...form.getInputProps('tone')}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="ai-length-label">
                Length
              </Text>
              <SegmentedControl
                aria-labelledby="ai-length-label"
                data={aiLengths.map((length) => ({ value: length, label: capitalised(length) }))}
                disabled={isLoading}
                fullWidth
                {...form.getInputProps('length')}
              />
            </Stack>
            <TextInput
              label="Call to action"
              placeholder="Book a 15-minute call next week"
              disabled={isLoading}
              {...form.getInputProps('callToAction')}
            />
            <PreviewPersonSelect
              label="Ground it in a prospect (optional)"
              placeholder="Search a prospect"
              value={groundedIn}
              onChange={(next) => {
                setGroundedIn(next);
                handleBriefChange();
              }}
              clearable
              disabled={isLoading}
            />
            {error ? <AiErrorAlert error={error} /> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} type="button">
                Cancel
              </Button>
              <Button type="submit" loading={isLoading} leftSection={<IconSparkles size={16} aria-hidden />}>
                Write draft · {aiCreditPrices.writeTemplate} {aiCreditPrices.writeTemplate === 1 ? 'credit' : 'credits'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
