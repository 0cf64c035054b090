import { Group, NumberInput, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { encryptionOf, type MailboxFormValues, type ServerEncryption, serverPresets } from './mailbox-form-values.ts';

interface ServerSettingsFieldsProps {
  form: UseFormReturnType<MailboxFormValues>;
  server: 'smtp' | 'imap';
  /** A stored mailbox: a blank password keeps the one saved. */
  hasStoredPassword: boolean;
}

const serverCopy = {
  smtp: { title: 'Outgoing mail (SMTP)', hostPlaceholder: 'smtp.example.com' },
  imap: { title: 'Incoming mail (IMAP)', hostPlaceholder: 'imap.example.com' },
} as const;

/**
 * Host, port, encryption and login of one server. Encryption is SSL/TLS, STARTTLS (required before
 * the password is sent) or none (the password may go unencrypted, with a warning). Choosing one
 * moves the port to its usual one (465/587 for SMTP, 993/143 for IMAP; none uses the STARTTLS
 * port) unless a custom port was typed.
 */
export function ServerSettingsFields({ form, server, hasStoredPassword }: ServerSettingsFieldsProps) {
  const titleId = useId();
  const values = form.values[server];
  const presets = serverPresets[server];
  const hidesLogin = server === 'imap' && form.values.imapSameLogin;

  const encryption = encryptionOf(values);

  const handleModeChange = (mode: string) => {
    const secure = mode === 'secure';
    const isPresetPort = values.port === presets.secure || values.port === presets.starttls || values.port === '';
    form.setFieldValue(`${server}.secure`, secure);
    form.setFieldValue(`${server}.plainText`, (mode as ServerEncryption) === 'none');
    if (isPresetPort) form.setFieldValue(`${server}.port`, secure ? presets.secure : presets.starttls);
  };

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text fw={600} size="sm" id={titleId} component="legend" p={0}>
        {serverCopy[server].title}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="Server"
          placeholder={serverCopy[server].hostPlaceholder}
          autoComplete="off"
          spellCheck={false}
          style={{ gridColumn: 'span 2' }}
          {...form.getInputProps(`${server}.host`)}
        />
        <NumberInput
          label="Port"
          min={1}
          max={65535}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          {...form.getInputProps(`${server}.port`)}
        />
      </SimpleGrid>
      <Radio.Group
        label="Encryption"
        size="sm"
        value={encryption}
        onChange={handleModeChange}
        description={
          encryption === 'none' ? (
            <Group component="span" gap={4} wrap="nowrap" align="flex-start">
              <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden style={{ flex: 'none' }} />
              <Text span size="xs" c="var(--mantine-color-text)">
                Only for a server on a network you trust: the password and mail may cross the network unencrypted.
              </Text>
            </Group>
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description']}
      >
        <Group gap="md" mt={4} wrap="wrap">
          <Radio size="xs" value="secure" label={`SSL/TLS (${presets.secure})`} />
          <Radio size="xs" value="starttls" label={`STARTTLS (${presets.starttls})`} />
          <Radio size="xs" value="none" label="None — password sent unencrypted" />
        </Group>
      </Radio.Group>
      {hidesLogin ? null : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="User name"
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps(`${server}.username`)}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            placeholder={hasStoredPassword ? 'Leave blank to keep' : undefined}
            {...form.getInputProps(`${server}.password`)}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
