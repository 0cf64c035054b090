import { type Mailbox, mailboxLimits, saveMailboxBodySchema } from '@leadpilot/contracts';
import { Button, Checkbox, Divider, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { useSaveMailboxMutation } from '../api/save-mailbox.ts';
import {
  type MailboxFormValues,
  storedPasswordErrors,
  toMailboxFormValues,
  toUpdateMailboxBody,
  visibleFieldErrors,
} from './mailbox-form-values.ts';
import { schemaFieldErrors } from './schema-field-errors.ts';
import { ServerSettingsFields } from './server-settings-fields.tsx';
import { WeekdayPicker } from './weekday-picker.tsx';

/** A titled group of fields inside the settings card. */
function FieldGroup({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * A mailbox's settings: sender name, daily limit, sending window and tracking domain, and for an
 * SMTP/IMAP mailbox its servers (a blank password keeps the saved one).
 */
export function MailboxSettingsForm({ mailbox }: { mailbox: Mailbox }) {
  const [saveMailbox, { isLoading }] = useSaveMailboxMutation();
  const form = useForm<MailboxFormValues>({
    initialValues: toMailboxFormValues(mailbox),
    validate: (values) =>
      visibleFieldErrors(values, {
        ...storedPasswordErrors(mailbox, values),
        ...schemaFieldErrors(saveMailboxBodySchema, toUpdateMailboxBody(mailbox, values)),
      }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const saved = await saveMailbox(toUpdateMailboxBody(mailbox, values)).unwrap();
      const next = toMailboxFormValues(saved);
      form.setValues(next);
      form.resetDirty(next);
    } catch (error) {
      // The HTTP client has shown the server's message; put it next to its field too.
      form.setErrors(visibleFieldErrors(form.values, serverFieldErrors(error)));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Mailbox settings">
      <fieldset disabled={isLoading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Sender name"
              description="Shown beside the address"
              autoComplete="off"
              {...form.getInputProps('senderName')}
            />
            <NumberInput
              label="Daily limit"
              description="Campaigns and warm-up together"
              min={mailboxLimits.minDailyLimit}
              max={mailboxLimits.maxDailyLimit}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('dailyLimit')}
            />
          </SimpleGrid>
          <FieldGroup title="Sending window" description="Campaign mail leaves only in these hours, in this time zone.">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <TextInput label="From" type="time" {...form.getInputProps('sendingWindow.start')} />
              <TextInput label="Until" type="time" {...form.getInputProps('sendingWindow.end')} />
              <TimeZoneSelect
                label="Time zone"
                style={{ gridColumn: 'span 1' }}
                {...form.getInputProps('sendingWindow.timeZone')}
              />
            </SimpleGrid>
            <WeekdayPicker
              label="Sending days"
              value={form.values.sendingWindow.days}
              onChange={(days) => form.setFieldValue('sendingWindow.days', days)}
              error={form.errors['sendingWindow.days']}
              disabled={isLoading}
            />
          </FieldGroup>
          <TextInput
            label="Tracking domain"
            placeholder="track.example.com"
            description="Optional: a subdomain of yours (a CNAME to Leadpilot) for open and click links."
            spellCheck={false}
            autoComplete="off"
            {...form.getInputProps('trackingDomain')}
          />
          {mailbox.kind === 'smtp' ? (
            <>
              <Divider />
              <ServerSettingsFields form={form} server="smtp" hasStoredPassword />
              <Checkbox
                label="IMAP uses the same user name and password"
                {...form.getInputProps('imapSameLogin', { type: 'checkbox' })}
              />
              <ServerSettingsFields form={form} server="imap" hasStoredPassword />
            </>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              type="button"
              disabled={!form.isDirty() || isLoading}
              onClick={() => form.reset()}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={isLoading}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
