import { type Signature, saveSignatureBodySchema, signatureScopes } from '@leadpilot/contracts';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useListSignatureMailboxesQuery } from '../api/list-signature-mailboxes.ts';
import { useSaveSignatureMutation } from '../api/save-signature.ts';
import { useRichTextEditor } from '../hooks/use-rich-text-editor.ts';
import { RichTextField } from './rich-text-field.tsx';

type SignatureScope = (typeof signatureScopes)[number];

export const signatureScopeLabels: Record<SignatureScope, string> = {
  organisation: 'Whole organisation',
  user: 'Only me',
  mailbox: 'One mailbox',
};

interface SignatureModalProps {
  /** The signature to change, or null to add one. */
  signature: Signature | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds or changes a signature: its name, who it belongs to, whether it is the default, and its text. */
export function SignatureModal({ signature, opened, onClose }: SignatureModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [saveSignature, { isLoading }] = useSaveSignatureMutation();
  const [name, setName] = useState(signature?.name ?? '');
  const [scope, setScope] = useState<SignatureScope>(signature?.scope ?? 'organisation');
  const [mailboxId, setMailboxId] = useState<string | null>(signature?.mailboxId ?? null);
  const [isDefault, setDefault] = useState(signature?.isDefault ?? false);
  const [html, setHtml] = useState(signature?.html ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mailboxes = useListSignatureMailboxesQuery(undefined, { skip: scope !== 'mailbox' });
  const editor = useRichTextEditor({ initialHtml: html, onChange: setHtml, label: 'Signature' });

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      id: signature?.id,
      name,
      html,
      scope,
      mailboxId: scope === 'mailbox' ? (mailboxId ?? undefined) : undefined,
      isDefault,
    };
    const parsed = saveSignatureBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return;
    }
    try {
      await saveSignature(body).unwrap();
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={signature ? `Edit “${signature.name}”` : 'Add a signature'}
      size="lg"
      fullScreen={isPhone}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="Sales team"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={80}
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="signature-scope-label">
              Belongs to
            </Text>
            <SegmentedControl
              aria-labelledby="signature-scope-label"
              fullWidth
              value={scope}
              onChange={(next) => setScope(signatureScopes.find((entry) => entry === next) ?? 'organisation')}
              data={signatureScopes.map((entry) => ({ value: entry, label: signatureScopeLabels[entry] }))}
            />
          </Stack>
          {scope === 'mailbox' ? (
            <Select
              label="Mailbox"
              placeholder={mailboxes.isLoading ? 'Loading mailboxes…' : 'Choose the mailbox'}
              data={(mailboxes.data ?? []).map((mailbox) => ({ value: mailbox.id, label: mailbox.email }))}
              value={mailboxId}
              onChange={setMailboxId}
              error={errors.mailboxId}
              nothingFoundMessage="No mailbox connected yet"
              searchable
            />
          ) : null}
          <Switch
            label="Default signature"
            description="Used by mailboxes and members that have none of their own."
            checked={isDefault}
            onChange={(event) => setDefault(event.currentTarget.checked)}
          />
          <RichTextField editor={editor} label="Signature" error={errors.html} minHeight={140} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              {signature ? 'Save signature' : 'Add signature'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
