import { type AiDraft, aiCreditPrices } from '@leadpilot/contracts';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconSparkles, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useRewriteTemplateWithAiMutation } from '../api/rewrite-template-with-ai.ts';
import { AiDraftDetails } from './ai-draft-details.tsx';
import { AiErrorAlert } from './ai-error-alert.tsx';
import { DiffView } from './diff-view.tsx';
import type { PreviewPerson } from './preview-person.ts';
import { isRetryableFailure, newRequestId } from './request-id.ts';
import { SampleFrame } from './sample-frame.tsx';
import { plainTextOf } from './spam-check.ts';
import { diffWords } from './word-diff.ts';

/** One-click instructions; the member can also write their own. */
export const quickInstructions = [
  { label: 'Shorter', instruction: 'Make it shorter' },
  { label: 'More casual', instruction: 'Make it more casual' },
  { label: 'More formal', instruction: 'Make it more formal' },
  { label: 'Add a question', instruction: 'Add a question for the reader' },
] as const;

interface AiRewriteModalProps {
  opened: boolean;
  onClose: () => void;
  subject: string;
  html: string;
  person: PreviewPerson | null;
  onAccept: (draft: AiDraft) => void;
}

/** "Rewrite with AI": an instruction in, the rewritten draft out as a diff or in full, to accept or discard. */
export function AiRewriteModal({ opened, onClose, subject, html, person, onAccept }: AiRewriteModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [rewrite, { isLoading, error, reset }] = useRewriteTemplateWithAiMutation();
  const [instruction, setInstruction] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [draft, setDraft] = useState<AiDraft | null>(null);
  const [view, setView] = useState<'changes' | 'new'>('changes');
  const requestRef = useRef<{ instruction: string; id: string } | null>(null);
  const isEmpty = plainTextOf(html) === '';

  const handleRewrite = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed.length < 2) return;
    // Retrying the same instruction after no answer reuses its id, so it is charged once.
    if (requestRef.current?.instruction !== trimmed) requestRef.current = { instruction: trimmed, id: newRequestId() };
    setPending(trimmed);
    try {
      const rewritten = await rewrite({
        subject,
        html,
        instruction: trimmed,
        personId: person?.id,
        requestId: requestRef.current.id,
      }).unwrap();
      requestRef.current = null;
      setDraft(rewritten);
      setView('changes');
    } catch (failure) {
      if (!isRetryableFailure(failure)) requestRef.current = null;
    } finally {
      setPending(null);
    }
  };

  const discard = () => {
    setDraft(null);
    reset();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap={8}>
          <IconSparkles size={18} aria-hidden />
          <span>Rewrite with AI</span>
        </Group>
      }
      size={draft ? 'xl' : 'lg'}
      fullScreen={isPhone}
    >
      {draft ? (
        <Stack gap="md">
          <SegmentedControl
            aria-label="Show"
            value={view}
            onChange={(next) => setView(next === 'new' ? 'new' : 'changes')}
            data={[
              { value: 'changes', label: 'Changes' },
              { value: 'new', label: 'New version' },
            ]}
            w={{ base: '100%', sm: 'auto' }}
          />
          {view === 'changes' ? (
            <Stack gap="sm">
              <DiffView parts={diffWords(subject, draft.subject)} label="Subject changes" />
              <DiffView
                parts={diffWords(plainTextOf(html), draft.text || plainTextOf(draft.html))}
                label="Body changes"
              />
            </Stack>
          ) : (
            <Stack gap="sm">
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Subject:{' '}
                </Text>
                <Text span fw={600} size="sm">
                  {draft.subject}
                </Text>
              </Text>
              <SampleFrame html={draft.html} title="The rewritten draft" height={300} />
            </Stack>
          )}
          <AiDraftDetails draft={draft} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={discard}>
              Discard
            </Button>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => {
                onAccept(draft);
                discard();
                onClose();
              }}
            >
              Accept rewrite
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Each rewrite costs {aiCreditPrices.rewriteTemplate}{' '}
            {aiCreditPrices.rewriteTemplate === 1 ? 'credit' : 'credits'}. You see the changes before anything in the
            editor changes.
          </Text>
          {isEmpty ? (
            <Text size="sm" c="yellow.9">
              Write something first: there is nothing to rewrite yet.
            </Text>
          ) : null}
          <Group gap="xs" role="group" aria-label="Quick instructions">
            {quickInstructions.map((quick) => (
              <Button
                key={quick.label}
                variant="light"
                size="sm"
                disabled={isLoading || isEmpty}
                loading={pending === quick.instruction}
                onClick={() => void handleRewrite(quick.instruction)}
              >
                {quick.label}
              </Button>
            ))}
          </Group>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void handleRewrite(instruction);
            }}
          >
            <Stack gap="sm">
              <Textarea
                label="Or say how to rewrite it"
                placeholder="Mention their new Berlin office and end with a question"
                autosize
                minRows={2}
                maxRows={4}
                maxLength={500}
                value={instruction}
                onChange={(event) => setInstruction(event.currentTarget.value)}
                disabled={isLoading}
              />
              {error ? <AiErrorAlert error={error} /> : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} type="button">
                  Cancel
                </Button>
                <Button
                  type="submit"
                  leftSection={<IconSparkles size={16} aria-hidden />}
                  disabled={isEmpty || instruction.trim().length < 2 || (isLoading && pending !== instruction.trim())}
                  loading={isLoading && pending === instruction.trim()}
                >
                  Rewrite
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}
