import { Group, NumberInput, PasswordInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { type MailboxFormValues, serverPresets } from './mailbox-form-values.ts';

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
 * Host, port, TLS mode and login of one server. Choosing SSL/TLS or STARTTLS moves the port to
 * that mode's usual one (465/587 for SMTP, 993/143 for IMAP) unless a custom port was typed.
 */
export function ServerSettingsFields({ form, server, hasStoredPassword }: ServerSettingsFieldsProps) {
  const titleId = useId();
  const values = form.values[server];
  const presets = serverPresets[server];
  const hidesLogin = server === 'imap' && form.values.imapSameLogin;

  const handleModeChange = (mode: string) => {
    const secure = mode === 'secure';
    const isPresetPort = values.port === presets.secure || values.port === presets.starttls || values.port === '';
    form.setFieldValue(`${server}.secure`, secure);
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
      <Group gap="xs" align="center" wrap="wrap">
        <Text size="sm" id={`${titleId}-security`}>
          Security
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={`${titleId}-security`}
          value={values.secure ? 'secure' : 'starttls'}
          onChange={handleModeChange}
          data={[
            { value: 'secure', label: `SSL/TLS (${presets.secure})` },
            { value: 'starttls', label: `STARTTLS (${presets.starttls})` },
          ]}
        />
      </Group>
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
