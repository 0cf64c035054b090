import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import type { VariantDraft } from '../hooks/builder-draft.ts';
import { insertAtCursor, MergeFieldButtons } from './merge-field-buttons.tsx';

interface EmailVariantEditorProps {
  stepNumber: number;
  variant: VariantDraft;
  /** A follow-up in the thread: an empty subject sends it as a reply (“Re:”). */
  isFollowUp: boolean;
  onChange: (variant: VariantDraft) => void;
}

/** One variant of an email step: subject and body with merge fields, or an AI draft per prospect. */
export function EmailVariantEditor({ stepNumber, variant, isFollowUp, onChange }: EmailVariantEditorProps) {
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const name = `step ${stepNumber}, variant ${variant.label}`;
  return (
    <Stack gap="sm">
      <Switch
        label="AI draft per prospect"
        description="Not sendable yet: the launch check blocks a campaign with AI drafts per prospect until sending writes them. Write the email, or write it with the AI writer as a template."
        checked={variant.aiDraft}
        onChange={(event) => onChange({ ...variant, aiDraft: event.currentTarget.checked })}
      />
      {variant.aiDraft ? null : (
        <>
          <TextInput
            ref={subjectRef}
            label={`Subject (${name})`}
            description={isFollowUp ? 'Leave empty to reply in the same thread.' : undefined}
            value={variant.subject}
            onChange={(event) => onChange({ ...variant, subject: event.currentTarget.value })}
          />
          <MergeFieldButtons
            target={`subject of ${name}`}
            onInsert={(token) =>
              onChange({ ...variant, subject: insertAtCursor(subjectRef.current, variant.subject, token) })
            }
          />
          <Textarea
            ref={bodyRef}
            label={`Body (${name})`}
            autosize
            minRows={6}
            maxRows={20}
            value={variant.bodyHtml}
            onChange={(event) => onChange({ ...variant, bodyHtml: event.currentTarget.value })}
          />
          <MergeFieldButtons
            target={`body of ${name}`}
            onInsert={(token) =>
              onChange({ ...variant, bodyHtml: insertAtCursor(bodyRef.current, variant.bodyHtml, token) })
            }
          />
        </>
      )}
    </Stack>
  );
}
