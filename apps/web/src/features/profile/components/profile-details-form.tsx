import { type Profile, roleLabels, updateUserBodySchema } from '@leadpilot/contracts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { type ProfileFormValues, toProfileFormValues, toUpdateProfileBody } from './profile-form-values.ts';
import { syncSessionProfile } from './sync-session-profile.ts';

interface ProfileDetailsFormProps {
  profile: Profile;
}

/** The signed-in user's name, job title, phone, time zone and picture. */
export function ProfileDetailsForm({ profile }: ProfileDetailsFormProps) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const form = useForm<ProfileFormValues>({
    initialValues: toProfileFormValues(profile),
    validate: schemaResolver(updateUserBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const member = await updateProfile(toUpdateProfileBody(values)).unwrap();
      const saved = toProfileFormValues(member);
      form.setInitialValues(saved);
      form.setValues(saved);
      form.resetDirty(saved);
      syncSessionProfile(member);
    } catch (error) {
      // The HTTP client has shown the server's message; field issues go next to their fields.
      form.setErrors(serverFieldErrors(error));
    }
  });

  const picture = /^https:\/\//i.test(form.values.avatar.trim()) ? form.values.avatar.trim() : null;
  const displayName = form.values.name.trim() || profile.name;

  return (
    <Card component="section" aria-labelledby="profile-details-title">
      <form onSubmit={handleSubmit} noValidate aria-label="Profile details">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="center">
            <UserAvatar src={picture} name={displayName} size={64} />
            <Stack gap={4} miw={0}>
              <Title order={2} fz="h4" id="profile-details-title" lineClamp={1}>
                {displayName}
              </Title>
              <Group gap="xs" wrap="wrap">
                <Badge variant="light">{roleLabels[profile.role]}</Badge>
                <Text size="sm" c="dimmed">
                  {profile.organisation.name}
                </Text>
              </Group>
            </Stack>
          </Group>
          <fieldset disabled={isLoading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Full name" autoComplete="name" {...form.getInputProps('name')} />
              <TextInput
                label="Job title"
                placeholder="Head of Sales"
                autoComplete="organization-title"
                {...form.getInputProps('jobTitle')}
              />
              <TextInput
                label="Phone"
                type="tel"
                placeholder="+1 555 010 0100"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
              <TimeZoneSelect
                label="Time zone"
                description="Your local time zone."
                {...form.getInputProps('timeZone')}
              />
              <TextInput
                label="Picture URL"
                type="url"
                placeholder="https://…"
                description="An https:// link to a square image. Leave empty to show your initials."
                autoComplete="photo"
                {...form.getInputProps('avatar')}
              />
              <TextInput
                label="Email"
                value={profile.email}
                readOnly
                variant="filled"
                description="You sign in with this address; it can’t be changed here."
              />
            </SimpleGrid>
          </fieldset>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              type="button"
              disabled={!form.isDirty() || isLoading}
              onClick={() => form.reset()}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={isLoading} disabled={!form.isDirty()}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
