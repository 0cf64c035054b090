import { Card, Progress, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { User } from '../../../../mocks/types.ts';
import { keyboardScroll } from '../../../../shared/ui/keyboard-scroll.ts';

const projects = [
  { name: 'BGC eCommerce App', framework: 'React', tasks: '122/240', progress: 78 },
  { name: 'Falcon Logo Design', framework: 'Figma', tasks: '9/50', progress: 18 },
  { name: 'Dashboard Design', framework: 'VueJs', tasks: '100/190', progress: 62 },
  { name: 'Foodista Mobile App', framework: 'Xamarin', tasks: '12/86', progress: 8 },
  { name: 'Dojo React Project', framework: 'Python', tasks: '10/12', progress: 83 },
];

/** The account tab: the user's projects and recent activity. */
export function AccountTab({ user }: { user: User }) {
  return (
    <Stack gap="lg">
      <Card padding={0}>
        <Title order={2} fz="h5" p="md">
          Projects
        </Title>
        <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScroll}>
          <Table aria-label="Projects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Project</Table.Th>
                <Table.Th>Total tasks</Table.Th>
                <Table.Th>Progress</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((project) => (
                <Table.Tr key={project.name}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {project.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {project.framework}
                    </Text>
                  </Table.Td>
                  <Table.Td>{project.tasks}</Table.Td>
                  <Table.Td miw={140}>
                    <Text size="xs" mb={4}>
                      {project.progress}%
                    </Text>
                    <Progress value={project.progress} size="sm" aria-label={`${project.name} progress`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Card>
        <Title order={2} fz="h5" mb="md">
          Activity
        </Title>
        <Timeline bulletSize={14} lineWidth={2} active={3}>
          <Timeline.Item title="12 invoices have been paid">
            <Text size="sm" c="dimmed">
              Invoices were paid to the company · 12 min ago
            </Text>
          </Timeline.Item>
          <Timeline.Item title={`Client meeting with ${user.company}`}>
            <Text size="sm" c="dimmed">
              Project meeting at 10:00 · 45 min ago
            </Text>
          </Timeline.Item>
          <Timeline.Item title="Created a new project for the client">
            <Text size="sm" c="dimmed">
              6 team members in the project · 2 days ago
            </Text>
          </Timeline.Item>
          <Timeline.Item title={`${user.fullName} joined as ${user.role}`}>
            <Text size="sm" c="dimmed">
              Account created · 3 weeks ago
            </Text>
          </Timeline.Item>
        </Timeline>
      </Card>
    </Stack>
  );
}
