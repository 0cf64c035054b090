import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { keyboardScroll } from '../../../../shared/ui/keyboard-scroll.ts';

const devices = [
  { browser: 'Chrome on Windows', device: 'HP Spectre 360', location: 'Switzerland', lastSeen: '10 Jul 2026, 20:07' },
  { browser: 'Chrome on iPhone', device: 'iPhone 15', location: 'Australia', lastSeen: '13 Jul 2026, 10:10' },
  { browser: 'Chrome on Android', device: 'Oneplus 11', location: 'Dubai', lastSeen: '14 Jul 2026, 15:15' },
  { browser: 'Chrome on macOS', device: 'Apple iMac', location: 'India', lastSeen: '16 Jul 2026, 16:17' },
];

/** The security tab: change the password, two-step sign-in and recent devices. */
export function SecurityTab() {
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) =>
        value.length >= 8 && /[A-Z]/.test(value) && /[^a-zA-Z]/.test(value)
          ? null
          : 'Use 8 or more characters with an upper-case letter and a digit or symbol',
      confirmPassword: (value, values) => (value === values.password ? null : 'The passwords do not match'),
    },
  });
  return (
    <Stack gap="lg">
      <Card>
        <Title order={2} fz="h5" mb="md">
          Change password
        </Title>
        <form
          noValidate
          onSubmit={form.onSubmit(() => {
            notifications.show({ color: 'green', message: 'The password was changed.' });
            form.reset();
          })}
        >
          <Stack gap="md">
            <Alert variant="light" color="yellow" title="Ensure that these requirements are met">
              At least 8 characters, with an upper-case letter and a digit or symbol.
            </Alert>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit">Change password</Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card>
        <Title order={2} fz="h5" mb={4}>
          Two-step verification
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Keep the account secure with a second step at sign-in.
        </Text>
        <Switch label="Ask for a code sent by SMS at each sign-in" defaultChecked />
      </Card>
      <Card padding={0}>
        <Title order={2} fz="h5" p="md">
          Recent devices
        </Title>
        <Table.ScrollContainer minWidth={560} scrollAreaProps={keyboardScroll}>
          <Table aria-label="Recent devices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Browser</Table.Th>
                <Table.Th>Device</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Recent activity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devices.map((device) => (
                <Table.Tr key={device.device}>
                  <Table.Td>{device.browser}</Table.Td>
                  <Table.Td>{device.device}</Table.Td>
                  <Table.Td>{device.location}</Table.Td>
                  <Table.Td>{device.lastSeen}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
