import { type Organisation, updateOrganisationBodySchema } from '@leadpilot/contracts';
import { Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle, IconMailOpened } from '@tabler/icons-react';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { useUpdateOrganisationMutation } from '../api/update-organisation.ts';
import {
  formatFooterAddress,
  type OrganisationFormValues,
  toOrganisationFormValues,
  toUpdateOrganisationBody,
} from './organisation-form-values.ts';
import { PostalAddressFields } from './postal-address-fields.tsx';

interface OrganisationSettingsFormProps {
  organisation: Organisation;
  canEdit: boolean;
}

/** Company details and the postal address; read-only for members. */
export function OrganisationSettingsForm({ organisation, canEdit }: OrganisationSettingsFormProps) {
  const [updateOrganisation, { isLoading }] = useUpdateOrganisationMutation();
  const form = useForm<OrganisationFormValues>({
    initialValues: toOrganisationFormValues(organisation),
    validate: schemaResolver(updateOrganisationBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    const result = await updateOrganisation(toUpdateOrganisationBody(values));
    if ('data' in result && result.data) form.resetDirty(toOrganisationFormValues(result.data));
  });

  const footer = formatFooterAddress(form.values.address, form.values.name);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Organisation settings">
      <Stack gap="lg">
        {canEdit ? null : (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            Only owners and admins can change these settings.
          </Alert>
        )}
        <fieldset disabled={!canEdit || isLoading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Card>
              <Stack gap="md">
                <Stack gap={2}>
                  <Title order={2} fz="h4">
                    Company
                  </Title>
                  <Text size="sm" c="dimmed">
                    How your organisation appears to teammates and in the emails you send.
                  </Text>
                </Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label="Organisation name"
                    withAsterisk
                    autoComplete="organization"
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label="Website"
                    placeholder="https://example.com"
                    autoComplete="url"
                    {...form.getInputProps('website')}
                  />
                  <TextInput
                    label="Email domain"
                    placeholder="example.com"
                    description="The domain your team sends from."
                    {...form.getInputProps('domain')}
                  />
                  <CountrySelect
                    label="Country"
                    description="Where your organisation is based."
                    {...form.getInputProps('country')}
                  />
                  <TimeZoneSelect
                    label="Time zone"
                    description="Default for schedules and reports."
                    {...form.getInputProps('timeZone')}
                  />
                </SimpleGrid>
              </Stack>
            </Card>
            <Card>
              <Stack gap="md">
                <Stack gap={2}>
                  <Title order={2} fz="h4">
                    Postal address
                  </Title>
                  <Text size="sm" c="dimmed">
                    Anti-spam laws such as CAN-SPAM require a valid physical postal address in every commercial email.
                    Leadpilot adds this address to the footer of every campaign email you send, and campaigns can’t
                    launch without it.
                  </Text>
                </Stack>
                <PostalAddressFields form={form} />
                <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconMailOpened size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Stack gap={2}>
                      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                        Email footer preview
                      </Text>
                      <Text size="sm" data-testid="footer-preview">
                        {footer || 'Your address will appear here.'}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              </Stack>
            </Card>
          </Stack>
        </fieldset>
        {canEdit ? (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={!form.isDirty() || isLoading}
              onClick={() => form.reset()}
              type="button"
            >
              Discard changes
            </Button>
            <Button type="submit" loading={isLoading}>
              Save changes
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
