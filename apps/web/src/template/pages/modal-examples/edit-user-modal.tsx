import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import type { ExampleModalProps } from './modal-props.ts';

const statuses = ['Active', 'Inactive', 'Suspended'] as const;

const editUserSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter a first name'),
  lastName: z.string().trim().min(1, 'Enter a last name'),
  username: z.string().trim().min(3, 'A username has at least 3 characters'),
  email: z.string().trim().email('Enter a valid email'),
  status: z.enum(statuses),
  contact: z.union([z.literal(''), z.string().regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a phone number')]),
});
type EditUserValues = z.infer<typeof editUserSchema>;

/** Edit user information: a user's details with their checks. */
export function EditUserModal({ opened, onClose }: ExampleModalProps) {
  const form = useForm<EditUserValues>({
    initialValues: {
      firstName: 'Oliver',
      lastName: 'Queen',
      username: 'oliver.queen',
      email: 'oliverqueen@gmail.com',
      status: 'Active',
      contact: '+1 (609) 933-44-22',
    },
    validate: schemaResolver(editUserSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const handleSubmit = form.onSubmit((values) => {
    notifications.show({
      color: 'green',
      message: `${values.firstName} ${values.lastName} was updated.`,
      autoClose: 2000,
    });
    form.resetDirty(values);
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit user information"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate aria-label="User information">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
            <TextInput label="Username" withAsterisk {...form.getInputProps('username')} />
            <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
            <Select label="Status" data={[...statuses]} allowDeselect={false} {...form.getInputProps('status')} />
            <TextInput label="Contact" type="tel" {...form.getInputProps('contact')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
