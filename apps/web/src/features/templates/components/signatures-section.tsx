import type { Signature } from '@leadpilot/contracts';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconSignature, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListSignatureMailboxesQuery } from '../api/list-signature-mailboxes.ts';
import { useListSignaturesQuery } from '../api/list-signatures.ts';
import { useSaveSignatureMutation } from '../api/save-signature.ts';
import { RemoveItemModal } from './remove-item-modal.tsx';
import { SampleFrame } from './sample-frame.tsx';
import { SignatureModal, signatureScopeLabels } from './signature-modal.tsx';

interface SignatureDialog {
  kind: 'edit' | 'remove';
  signature: Signature | null;
  opened: boolean;
  id: number;
}

/** The signatures templates can add with `{{ signature }}`: the organisation's, members' and mailboxes'. */
export function SignaturesSection() {
  const signatures = useListSignaturesQuery();
  const hasMailboxSignature = signatures.data?.some((signature) => signature.scope === 'mailbox') ?? false;
  const mailboxes = useListSignatureMailboxesQuery(undefined, { skip: !hasMailboxSignature });
  const [saveSignature] = useSaveSignatureMutation();
  const [dialog, setDialog] = useState<SignatureDialog | null>(null);
  const open = (kind: SignatureDialog['kind'], signature: Signature | null) =>
    setDialog((current) => ({ kind, signature, opened: true, id: (current?.id ?? 0) + 1 }));
  const close = () => setDialog((current) => (current ? { ...current, opened: false } : null));
  const ownerOf = (signature: Signature) =>
    signature.scope === 'mailbox'
      ? (mailboxes.data?.find((mailbox) => mailbox.id === signature.mailboxId)?.email ?? signatureScopeLabels.mailbox)
      : signatureScopeLabels[signature.scope];

  return (
    <Stack gap="md" component="section" aria-labelledby="signatures-heading">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} fz="h4" id="signatures-heading">
            Signatures
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            Templates add the right one with {'{{ signature }}'}: the mailbox’s own, else the sender’s, else the
            default.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open('edit', null)}>
          Add signature
        </Button>
      </Group>
      {signatures.isError && !signatures.data ? (
        <QueryErrorState message={errorMessageOf(signatures.error)} onRetry={() => void signatures.refetch()} />
      ) : signatures.data && signatures.data.length === 0 ? (
        <Card>
          <Stack align="center" gap="xs" py="md" ta="center">
            <IconSignature size={28} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600}>No signatures yet</Text>
            <Text size="sm" c="dimmed" maw={420}>
              Add your organisation’s signature so every email ends the same way.
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy={!signatures.data}>
          {!signatures.data
            ? [0, 1].map((index) => <Skeleton key={index} height={220} radius="lg" />)
            : signatures.data.map((signature) => (
                <Card key={signature.id} padding="md" role="article" aria-label={signature.name}>
                  <Stack gap="sm">
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Stack gap={4} miw={0}>
                        <Text fw={600} truncate>
                          {signature.name}
                        </Text>
                        <Group gap={6}>
                          <Badge variant="light" color="gray" tt="none">
                            {ownerOf(signature)}
                          </Badge>
                          {signature.isDefault ? (
                            <Badge variant="light" color="indigo">
                              Default
                            </Badge>
                          ) : null}
                        </Group>
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={`Edit ${signature.name}`}
                          onClick={() => open('edit', signature)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={`Remove ${signature.name}`}
                          onClick={() => open('remove', signature)}
                        >
                          Remove
                        </Button>
                      </Group>
                    </Group>
                    <SampleFrame html={signature.html} title={`Signature ${signature.name}`} height={130} />
                  </Stack>
                </Card>
              ))}
        </SimpleGrid>
      )}
      {dialog?.kind === 'edit' ? (
        <SignatureModal key={dialog.id} signature={dialog.signature} opened={dialog.opened} onClose={close} />
      ) : null}
      {dialog?.kind === 'remove' && dialog.signature ? (
        <RemoveItemModal
          key={dialog.id}
          title={`Remove “${dialog.signature.name}”?`}
          description="Emails already sent keep it. Templates fall back to the next signature that applies."
          confirmLabel="Remove signature"
          opened={dialog.opened}
          onClose={close}
          onConfirm={() => {
            const id = dialog.signature?.id;
            return id ? saveSignature({ id, remove: true }).unwrap() : Promise.resolve();
          }}
        />
      ) : null}
    </Stack>
  );
}
