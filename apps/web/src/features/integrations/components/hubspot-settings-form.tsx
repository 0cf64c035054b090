import {
  type HubspotConnectBody,
  type HubspotMappableField,
  type HubspotSettings,
  hubspotMappableFields,
  hubspotSettingsSchema,
} from '@leadpilot/contracts';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSaveHubspotSettingsMutation } from '../api/hubspot-api.ts';

const fieldLabels: Record<HubspotMappableField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Job title',
  company: 'Company',
  phone: 'Phone (once revealed)',
  linkedinUrl: 'LinkedIn URL',
};

const pushOptions = [
  { key: 'pushReplied', label: 'Prospects who replied' },
  { key: 'pushInterested', label: 'Prospects labelled interested' },
  { key: 'pushBooked', label: 'Prospects who booked a meeting' },
  { key: 'pushEmails', label: 'Their campaign emails and replies, as email activities' },
  { key: 'pushMeetings', label: 'Their meetings, as meeting activities' },
  { key: 'excludeCustomers', label: 'Flag HubSpot customers in people search (pulls contacts and companies)' },
] as const;

/** What the sync pushes and where each field goes; saving starts the sync (`POST crm/hubspot/connect`). */
export function HubspotSettingsForm({ settings, canManage }: { settings: HubspotSettings; canManage: boolean }) {
  const [draft, setDraft] = useState<HubspotSettings>(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveHubspotSettingsMutation();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Empty mapping fields are left out (that field is not pushed); an empty stage property means none.
    const body = {
      ...draft,
      stageProperty: draft.stageProperty?.trim() ? draft.stageProperty.trim() : null,
      fieldMapping: Object.fromEntries(
        Object.entries(draft.fieldMapping).filter(([, value]) => value && value.trim() !== ''),
      ),
    };
    const parsed = hubspotSettingsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    void save(parsed.data satisfies HubspotConnectBody);
  };

  return (
    <form onSubmit={handleSubmit} aria-label="HubSpot settings">
      <Stack gap="md">
        <Title order={3} fz="h5">
          What to push
        </Title>
        <Stack gap="xs">
          {pushOptions.map((option) => (
            <Checkbox
              key={option.key}
              label={option.label}
              checked={draft[option.key]}
              disabled={!canManage}
              onChange={(event) => setDraft({ ...draft, [option.key]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
        <Title order={3} fz="h5">
          Field mapping
        </Title>
        <Text size="sm" c="dimmed">
          The HubSpot property (internal name) each Leadpilot field is written to; leave one empty to not push it.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {hubspotMappableFields.map((field) => (
            <TextInput
              key={field}
              label={fieldLabels[field]}
              value={draft.fieldMapping[field] ?? ''}
              error={errors[`fieldMapping.${field}`]}
              disabled={!canManage}
              onChange={(event) =>
                setDraft({ ...draft, fieldMapping: { ...draft.fieldMapping, [field]: event.currentTarget.value } })
              }
            />
          ))}
          <TextInput
            label="Stage property"
            description="Where replied / interested / booked goes, e.g. hs_lead_status; empty: nowhere"
            value={draft.stageProperty ?? ''}
            error={errors.stageProperty}
            disabled={!canManage}
            onChange={(event) => setDraft({ ...draft, stageProperty: event.currentTarget.value })}
          />
        </SimpleGrid>
        {canManage ? (
          <Group>
            <Button type="submit" loading={saving.isLoading}>
              Save and sync
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
