import { type ConnectionCheck, type Mailbox, saveMailboxBodySchema } from '@leadpilot/contracts';
import { Alert, Button, Checkbox, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { failedCheckOf, useCheckMailboxMutation } from '../api/check-mailbox.ts';
import { useSaveMailboxMutation } from '../api/save-mailbox.ts';
import { ConnectionCheckResult } from './connection-check-result.tsx';
import {
  emptyMailboxFormValues,
  type MailboxFormValues,
  toCheckBody,
  toCreateSmtpBody,
  visibleFieldErrors,
} from './mailbox-form-values.ts';
import { schemaFieldErrors } from './schema-field-errors.ts';
import { ServerSettingsFields } from './server-settings-fields.tsx';

interface SmtpMailboxModalProps {
  opened: boolean;
  onClose: () => void;
  onSaved: (mailbox: Mailbox) => void;
}

/**
 * Adds a mailbox of any provider by its SMTP and IMAP servers. "Test connection" signs in to both
 * for real and explains each step; saving checks again on the server, so nothing half-working is stored.
 */
export function SmtpMailboxModal({ opened, onClose, onSaved }: SmtpMailboxModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [saveMailbox, saving] = useSaveMailboxMutation();
  const [checkMailbox, checking] = useCheckMailboxMutation();
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MailboxFormValues>({
    initialValues: emptyMailboxFormValues(),
    validate: (values) =>
      visibleFieldErrors(values, schemaFieldErrors(saveMailboxBodySchema, toCreateSmtpBody(values))),
    validateInputOnBlur: true,
    onValuesChange: () => {
      setCheck(null);
      setFormError(null);
    },
  });

  const showServerErrors = (error: unknown) => {
    const fieldErrors = visibleFieldErrors(form.values, serverFieldErrors(error));
    if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    const refusedCheck = failedCheckOf(error);
    if (refusedCheck) setCheck(refusedCheck);
    else setFormError(errorMessageOf(error) ?? 'The mailbox could not be saved.');
  };

  const handleTest = async () => {
    if (form.validate().hasErrors) return;
    try {
      setCheck(await checkMailbox(toCheckBody(form.values)).unwrap());
    } catch (error) {
      showServerErrors(error);
    }
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const mailbox = await saveMailbox(toCreateSmtpBody(values)).unwrap();
      onSaved(mailbox);
    } catch (error) {
      // The refusal replaces an earlier test's result: it is the newer answer.
      setCheck(null);
      showServerErrors(error);
    }
  });

  const handleEmailBlur = () => {
    // Most providers sign in with the address itself.
    const email = form.values.email.trim();
    if (email !== '' && form.values.smtp.username === '') form.setFieldValue('smtp.username', email);
  };

  const handleClosed = () => {
    form.reset();
    setCheck(null);
    setFormError(null);
  };

  const isBusy = saving.isLoading || checking.isLoading;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={handleClosed}
      title="Add an SMTP/IMAP mailbox"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      fullScreen={Boolean(isPhone)}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="SMTP/IMAP mailbox">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Works with any provider. Find the server names in your provider’s help pages; many need an app password when
            two-step sign-in is on.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Email address"
              type="email"
              placeholder="jane@example.com"
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('email')}
              onBlur={(event) => {
                form.getInputProps('email').onBlur?.(event);
                handleEmailBlur();
              }}
            />
            <TextInput
              label="Sender name"
              placeholder="Jane Doe"
              autoComplete="off"
              {...form.getInputProps('senderName')}
            />
          </SimpleGrid>
          <Divider />
          <ServerSettingsFields form={form} server="smtp" hasStoredPassword={false} />
          <Divider />
          <Checkbox
            label="IMAP uses the same user name and password"
            {...form.getInputProps('imapSameLogin', { type: 'checkbox' })}
          />
          <ServerSettingsFields form={form} server="imap" hasStoredPassword={false} />
          {check ? <ConnectionCheckResult check={check} /> : null}
          {formError && !check ? (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button
              variant="light"
              type="button"
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={checking.isLoading}
              disabled={isBusy && !checking.isLoading}
              onClick={() => void handleTest()}
            >
              Test connection
            </Button>
            <Button type="submit" loading={saving.isLoading} disabled={isBusy && !saving.isLoading}>
              Save mailbox
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
