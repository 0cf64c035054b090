import { type Mailbox, type TeamPage, teamPageBodySchema } from '@leadpilot/contracts';
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useCreateTeamPageMutation, useUpdateTeamPageMutation } from '../api/bookings-api.ts';
import {
  formPathOf,
  slugFromName,
  type TeamPageFormValues,
  teamMeetingLengths,
  toTeamPageBody,
  toTeamPageFormValues,
} from './team-page-form-values.ts';

/** The form's errors from the contract's schema, keyed by the body's paths (`members.0.capPerDay`). */
function fieldErrors(values: TeamPageFormValues): Record<string, string> {
  const parsed = teamPageBodySchema.safeParse(toTeamPageBody(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path.map(String).join('.'), values);
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

interface TeamPageFormProps {
  page: TeamPage | null;
  calendars: Mailbox[];
  onSaved: () => void;
  onCancel: () => void;
}

/** A team page's name, address, meeting length, members (the organisation's calendars) and their caps. */
export function TeamPageForm({ page, calendars, onSaved, onCancel }: TeamPageFormProps) {
  const [createPage, creating] = useCreateTeamPageMutation();
  const [updatePage, updating] = useUpdateTeamPageMutation();
  const form = useForm<TeamPageFormValues>({
    initialValues: toTeamPageFormValues(page),
    validate: fieldErrors,
    validateInputOnBlur: true,
  });
  const calendarName = (id: string) => calendars.find((calendar) => calendar.id === id)?.email ?? 'A calendar';

  const handleSubmit = form.onSubmit(async (values) => {
    const body = toTeamPageBody(values);
    try {
      if (page) await updatePage({ id: page.id, body }).unwrap();
      else await createPage(body).unwrap();
      onSaved();
    } catch (error) {
      const errors = serverFieldErrors(error);
      form.setErrors(
        Object.fromEntries(Object.entries(errors).map(([path, message]) => [formPathOf(path, values), message])),
      );
    }
  });

  const setMembers = (ids: string[]) =>
    form.setFieldValue(
      'members',
      ids.map(
        (id) =>
          form.values.members.find((member) => member.calendarId === id) ?? {
            calendarId: id,
            capPerDay: '',
            capPerWeek: '',
          },
      ),
    );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={page ? `Edit ${page.name}` : 'New team page'}>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          {...form.getInputProps('name')}
          onBlur={(event) => {
            if (!form.values.slug) form.setFieldValue('slug', slugFromName(event.currentTarget.value));
            form.validateField('name');
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Page address"
            description="Lower-case letters, digits and dashes"
            leftSection={<Text size="xs">/book/</Text>}
            leftSectionWidth={52}
            spellCheck={false}
            withAsterisk
            {...form.getInputProps('slug')}
          />
          <Select
            label="Meeting length"
            data={teamMeetingLengths}
            allowDeselect={false}
            {...form.getInputProps('meetingMinutes')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Members"
          description="Each member is a connected calendar; meetings go to them in turn."
          data={calendars.map((calendar) => ({ value: calendar.id, label: calendar.email }))}
          value={form.values.members.map((member) => member.calendarId)}
          onChange={setMembers}
          error={form.errors.members}
          searchable
          withAsterisk
        />
        {form.values.members.map((member, index) => (
          <SimpleGrid key={member.calendarId} cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={4}>
            <Text size="sm" fw={500} style={{ alignSelf: 'center', overflowWrap: 'anywhere' }}>
              {calendarName(member.calendarId)}
            </Text>
            <NumberInput
              label="Most a day"
              placeholder="No limit"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`members.${index}.capPerDay`)}
            />
            <NumberInput
              label="Most a week"
              placeholder="No limit"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`members.${index}.capPerWeek`)}
            />
          </SimpleGrid>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {page ? 'Save team page' : 'Create team page'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
