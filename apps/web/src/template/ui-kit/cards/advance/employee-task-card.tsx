import { Avatar, Group, RingProgress, Stack, Text } from '@mantine/core';
import { CardFrame } from '../../../cards/card-frame.tsx';
import { staticCardState } from './static-card-state.ts';

const employees = [
  { name: 'Ryan Harrington', role: 'iOS developer', hours: 120, done: 80, color: 'indigo' },
  { name: 'Louisa Norton', role: 'UI designer', hours: 96, done: 68, color: 'grape' },
  { name: 'Jayden Grey', role: 'Java developer', hours: 60, done: 45, color: 'orange' },
  { name: 'Amy Parks', role: 'Back-end developer', hours: 138, done: 92, color: 'red' },
];

/** Each person's hours on the sprint and the share of their tasks done. */
export function EmployeeTaskCard() {
  return (
    <CardFrame title="Employee tasks" bodyHeight={300} query={staticCardState}>
      {() => (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {employees.map((employee) => (
            <Group component="li" key={employee.name} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar name={employee.name} color={employee.color} radius="xl" />
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {employee.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {employee.role}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {employee.hours} h
                </Text>
                <RingProgress
                  size={44}
                  thickness={4}
                  sections={[{ value: employee.done, color: employee.color }]}
                  role="img"
                  aria-label={`${employee.name}: ${employee.done}% of tasks done`}
                />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </CardFrame>
  );
}
