import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { emptyAiBrief, type VariantDraft } from '../hooks/builder-draft.ts';
import { AiBriefFields } from './ai-brief-fields.tsx';
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
        description="The AI writer writes this email for each prospect from your brief."
        checked={variant.aiDraft}
        onChange={(event) => {
          const aiDraft = event.currentTarget.checked;
          onChange({ ...variant, aiDraft, aiBrief: aiDraft ? (variant.aiBrief ?? emptyAiBrief) : variant.aiBrief });
        }}
      />
      {variant.aiDraft ? (
        <AiBriefFields
          name={name}
          brief={variant.aiBrief ?? emptyAiBrief}
          onChange={(aiBrief) => onChange({ ...variant, aiBrief })}
        />
      ) : (
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
