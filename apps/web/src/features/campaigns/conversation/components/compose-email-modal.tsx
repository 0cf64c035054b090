import type { EmailDraft } from '@leadpilot/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useComposeEmail } from '../hooks/use-compose-email.ts';
import { useComposeMailboxes } from '../hooks/use-compose-mailboxes.ts';

interface ComposeTarget {
  campaignId: string;
  enrolmentId: string;
  /** Who the email goes to, as the header says it. */
  recipient: string;
  /** The mailbox the prospect last heard from, chosen first when there is one. */
  lastMailboxId: string | null;
}

interface ComposeEmailModalProps extends ComposeTarget {
  opened: boolean;
  /** The saved draft being finished, or null for a new email. */
  draft: EmailDraft | null;
  onClose: () => void;
}

/** A one-off email to the prospect: from one of the mailboxes, sent now or saved as a draft. */
export function ComposeEmailModal({ opened, draft, onClose, ...target }: ComposeEmailModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={draft ? 'Finish the draft' : 'Write an email'}
      size="lg"
      fullScreen={Boolean(isPhone)}
    >
      {/* Mounted while open only: each window has its own fields and its own idempotency key. */}
      {opened ? <ComposeEmailForm {...target} draft={draft} onDone={onClose} /> : null}
    </Modal>
  );
}

function ComposeEmailForm({
  campaignId,
  enrolmentId,
  recipient,
  lastMailboxId,
  draft,
  onDone,
}: ComposeTarget & { draft: EmailDraft | null; onDone: () => void }) {
  const mailboxes = useComposeMailboxes(campaignId);
  const preferred = lastMailboxId && mailboxes.ids.includes(lastMailboxId) ? lastMailboxId : (mailboxes.ids[0] ?? null);
  const compose = useComposeEmail({ campaignId, enrolmentId, draft, defaultMailboxId: preferred, onDone });
  const isBusy = compose.isSending || compose.isSaving;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void compose.send();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          To <strong>{recipient}</strong>
        </Text>
        <Select
          label="From"
          placeholder={mailboxes.isLoading ? 'Loading the mailboxes…' : 'Choose a mailbox'}
          data={mailboxes.groups}
          value={compose.mailboxId}
          onChange={compose.setMailboxId}
          error={compose.errors.mailboxId}
          nothingFoundMessage="No connected mailbox"
          allowDeselect={false}
          required
        />
        <TextInput
          label="Subject"
          value={compose.subject}
          onChange={(event) => compose.setSubject(event.currentTarget.value)}
          error={compose.errors.subject}
          required
        />
        <Textarea
          label="Message"
          description="Leave a blank line between paragraphs."
          autosize
          minRows={8}
          maxRows={20}
          value={compose.body}
          onChange={(event) => compose.setBody(event.currentTarget.value)}
          error={compose.errors.body}
          required
        />
        {compose.serverError ? (
          <Alert color="red" variant="light" role="alert">
            {compose.serverError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void compose.save()} loading={compose.isSaving} disabled={isBusy}>
            Save draft
          </Button>
          <Button type="submit" loading={compose.isSending} disabled={isBusy}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
