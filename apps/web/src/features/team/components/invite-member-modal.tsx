import { createMemberBodySchema, type OrganisationRole } from '@leadpilot/contracts';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf, serverFieldErrors } from '../../../api/server-errors.ts';
import { useInviteMemberMutation } from '../api/invite-member.ts';
import { roleDescriptions, roleSelectData } from './role-select-data.ts';

interface InviteFormValues {
  name: string;
  email: string;
  role: OrganisationRole;
}

const emptyInvite: InviteFormValues = { name: '', email: '', role: 'member' };

interface InviteMemberModalProps {
  opened: boolean;
  onClose: () => void;
  /** Only an owner may invite another owner. */
  canGrantOwner: boolean;
}

/** Invites a teammate by email; the modal stays open with the reason when the server refuses. */
export function InviteMemberModal({ opened, onClose, canGrantOwner }: InviteMemberModalProps) {
  const [inviteMember, { isLoading }] = useInviteMemberMutation();
  const form = useForm<InviteFormValues>({
    initialValues: emptyInvite,
    validate: schemaResolver(createMemberBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await inviteMember(values).unwrap();
      onClose();
    } catch (error) {
      // The HTTP client has shown the server's message; put it next to the field it is about.
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else if (errorStatusOf(error) === 409) form.setFieldError('email', errorMessageOf(error));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => form.reset()}
      title="Invite a team member"
      size="md"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They get an email with a link to choose a password and join your workspace.
          </Text>
          <TextInput label="Full name" autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label="Work email"
            type="email"
            placeholder="name@company.com"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <Select
            label="Role"
            data={roleSelectData(canGrantOwner)}
            allowDeselect={false}
            description={roleDescriptions[form.values.role]}
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
