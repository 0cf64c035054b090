import { passwordField, personNameField } from '@leadpilot/contracts';
import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useUserData } from '../../../session/use-session.ts';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { useAcceptInvitationMutation } from '../api/accept-invitation.ts';
import { type InvitationInfo, useGetInvitationQuery } from '../api/get-invitation.ts';

const acceptFormSchema = z
  .object({ name: personNameField, password: passwordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type AcceptFormValues = z.input<typeof acceptFormSchema>;

interface AcceptInvitationPanelProps {
  token: string;
  onAccepted: () => void;
}

/** Shows who invited whom, then lets the invited member choose a password and join. */
export function AcceptInvitationPanel({ token, onAccepted }: AcceptInvitationPanelProps) {
  const invitation = useGetInvitationQuery(token);
  if (invitation.isLoading) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the invitation">
        <Skeleton height={28} width="70%" />
        <Skeleton height={16} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (!invitation.data) {
    return <InvitationUnavailable message={errorMessageOf(invitation.error)} />;
  }
  return <AcceptInvitationForm token={token} invitation={invitation.data} onAccepted={onAccepted} />;
}

export function InvitationUnavailable({ message }: { message: string | null }) {
  return (
    <Stack gap="md" align="flex-start">
      <IconMailOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-red-6)" />
      <Title order={1} fz="h2">
        This invitation cannot be used
      </Title>
      <Text c="dimmed">{message ?? 'The link is incomplete or no longer valid.'}</Text>
      <Text size="sm">Ask an owner or admin of your team to send you a new invitation.</Text>
      <Anchor component={Link} to="/login" fw={600}>
        Go to sign in
      </Anchor>
    </Stack>
  );
}

function AcceptInvitationForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationInfo;
  onAccepted: () => void;
}) {
  const [acceptInvitation, { isLoading }] = useAcceptInvitationMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const signedInUser = useUserData();
  const form = useForm<AcceptFormValues>({
    initialValues: { name: invitation.name, password: '', confirmPassword: '' },
    validate: schemaResolver(acceptFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setServerError(null);
    const result = await acceptInvitation({ token, password: values.password, name: values.name });
    if ('error' in result) setServerError(errorMessageOf(result.error));
    else onAccepted();
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="accept-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2" id="accept-title">
            Join {invitation.organisationName}
          </Title>
          <Text c="dimmed" size="sm">
            {invitation.invitedBy ?? 'Your team'} invited <b>{invitation.email}</b> to Leadpilot. Choose a password to
            finish setting up your account.
          </Text>
        </Stack>
        {signedInUser && signedInUser.email !== invitation.email ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
            You are signed in as {signedInUser.email}. Accepting signs you in as {invitation.email} instead.
          </Alert>
        ) : null}
        <FormErrorAlert message={serverError} />
        <TextInput label="Email" value={invitation.email} readOnly variant="filled" />
        <TextInput label="Your name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <PasswordInput
          label="Choose a password"
          autoComplete="new-password"
          description="At least 8 characters."
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={isLoading} fullWidth size="md">
          Accept invitation
        </Button>
      </Stack>
    </form>
  );
}
