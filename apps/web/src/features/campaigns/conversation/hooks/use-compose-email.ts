import type { EmailDraft } from '@leadpilot/contracts';
import { useRef, useState } from 'react';
import { errorMessageOf } from '../../../../api/base-query.ts';
import { useSaveEmailDraftMutation, useSendManualEmailMutation } from '../api/conversation-api.ts';
import { htmlToText, textToHtml } from './email-html.ts';

export interface ComposeErrors {
  mailboxId?: string;
  subject?: string;
  body?: string;
}

interface ComposeOptions {
  campaignId: string;
  enrolmentId: string;
  /** A saved draft being finished, or null for a new email. */
  draft: EmailDraft | null;
  /** The mailbox chosen until the writer picks another. */
  defaultMailboxId: string | null;
  /** After the email went or the draft was saved. */
  onDone: () => void;
}

/** The longest subject a mail server takes (RFC 5322's line limit). */
const subjectLimit = 998;

function validateForSend(mailboxId: string | null, subject: string, body: string): ComposeErrors {
  const errors: ComposeErrors = {};
  if (!mailboxId) errors.mailboxId = 'Choose the mailbox to send from';
  if (subject.trim() === '') errors.subject = 'Enter a subject';
  else if (subject.trim().length > subjectLimit) errors.subject = `Keep the subject under ${subjectLimit} characters`;
  if (body.trim() === '') errors.body = 'Write the message';
  return errors;
}

/**
 * One compose window: its fields, their checks, and the one idempotency key of the window, so a
 * double click or a retry after a failure never sends the email twice.
 */
export function useComposeEmail({ campaignId, enrolmentId, draft, defaultMailboxId, onDone }: ComposeOptions) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [pickedMailboxId, setMailboxId] = useState<string | null>(draft?.mailboxId ?? null);
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [body, setBody] = useState(() => htmlToText(draft?.bodyHtml ?? ''));
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const isBusy = useRef(false);
  const [sendEmail, sendState] = useSendManualEmailMutation();
  const [saveDraft, saveState] = useSaveEmailDraftMutation();
  const mailboxId = pickedMailboxId ?? defaultMailboxId;

  /** Runs one server call at a time, showing its refusal in the window. */
  const attempt = async (call: () => Promise<unknown>, fallback: string) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setServerError(null);
    try {
      await call();
      onDone();
    } catch (failure) {
      setServerError(errorMessageOf(failure) ?? fallback);
    } finally {
      isBusy.current = false;
    }
  };

  const send = async () => {
    const problems = validateForSend(mailboxId, subject, body);
    setErrors(problems);
    if (!mailboxId || Object.keys(problems).length > 0) return;
    await attempt(
      () =>
        sendEmail({
          campaignId,
          body: {
            mailboxId,
            enrolmentId,
            subject: subject.trim(),
            bodyHtml: textToHtml(body),
            idempotencyKey,
            ...(draft ? { draftId: draft.id } : {}),
          },
        }).unwrap(),
      'The email could not be sent. Try again.',
    );
  };

  const save = async () => {
    if (subject.trim() === '' && body.trim() === '') {
      setErrors({ body: 'Write a subject or a message before saving a draft' });
      return;
    }
    setErrors({});
    await attempt(
      () =>
        saveDraft({
          ...(draft ? { id: draft.id } : {}),
          enrolmentId,
          ...(mailboxId ? { mailboxId } : {}),
          subject: subject.trim(),
          bodyHtml: textToHtml(body),
        }).unwrap(),
      'The draft could not be saved. Try again.',
    );
  };

  const clearError = (field: keyof ComposeErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return {
    mailboxId,
    subject,
    body,
    errors,
    serverError,
    isSending: sendState.isLoading,
    isSaving: saveState.isLoading,
    setMailboxId: (value: string | null) => {
      setMailboxId(value);
      clearError('mailboxId');
    },
    setSubject: (value: string) => {
      setSubject(value);
      clearError('subject');
    },
    setBody: (value: string) => {
      setBody(value);
      clearError('body');
    },
    send,
    save,
  };
}
