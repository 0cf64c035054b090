import { Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AccountSettingsReply } from '../../mocks/types.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { FormActions } from './form-actions.tsx';
import { useSaveSettings } from './use-save-settings.ts';

type NotificationFlags = AccountSettingsReply['notification'];

const activityFlags: [keyof NotificationFlags, string][] = [
  ['commentOnArticle', 'Email me when someone comments on my article'],
  ['answerOnForm', 'Email me when someone answers on my form'],
  ['followMe', 'Email me when someone follows me'],
];
const applicationFlags: [keyof NotificationFlags, string][] = [
  ['newAnnouncements', 'News and announcements'],
  ['productUpdates', 'Weekly product updates'],
  ['blogDigest', 'Weekly blog digest'],
];

/** Which emails the account receives. */
export function NotificationsTab({ settings }: { settings: NotificationFlags }) {
  const { save, isSaving, feedback } = useSaveSettings();
  const form = useForm<NotificationFlags>({ initialValues: { ...settings } });

  const group = (title: string, flags: [keyof NotificationFlags, string][]) => (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {title}
      </Title>
      {flags.map(([key, label]) => (
        <Switch key={key} label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
      ))}
    </Stack>
  );

  return (
    <form onSubmit={form.onSubmit((notification) => save({ notification }))} aria-label="Notifications">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Choose the emails you want; you can change your mind at any time.
        </Text>
        {group('Activity', activityFlags)}
        {group('Application', applicationFlags)}
        <FormFeedback error={feedback.error} success={feedback.success} />
        <FormActions isSaving={isSaving} onReset={form.reset} />
      </Stack>
    </form>
  );
}
