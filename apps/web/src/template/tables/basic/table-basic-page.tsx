import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Table, type TableProps, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import classes from './table-basic-page.module.css';
import { statusColors, type TeamMember, teamMembers } from './team-members.ts';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

function TableCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm">{description}</Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** A plain table of the team: name, role, project and status. */
function TeamTable({
  caption,
  headProps,
  ...props
}: TableProps & { caption?: string; headProps?: { bg?: string; c?: string } }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table {...props}>
        {caption ? <Table.Caption ta="start">{caption}</Table.Caption> : null}
        <Table.Thead bg={headProps?.bg} c={headProps?.c}>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teamMembers.map((member) => (
            <Table.Tr key={member.email}>
              <Table.Td>{member.name}</Table.Td>
              <Table.Td>{member.role}</Table.Td>
              <Table.Td>{member.project}</Table.Td>
              <Table.Td>{member.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MemberCell({ member }: { member: TeamMember }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color={member.color} radius="xl" alt="">
        {initialsOf(member.name)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {member.name}
        </Text>
        <Text size="xs">{member.email}</Text>
      </Stack>
    </Group>
  );
}

/** The avatar table, wide enough to scroll sideways on a phone. */
function AvatarTable() {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="avatar-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teamMembers.map((member) => (
            <Table.Tr key={member.email}>
              <Table.Td>
                <MemberCell member={member} />
              </Table.Td>
              <Table.Td>{member.role}</Table.Td>
              <Table.Td>{member.project}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColors[member.status]}>
                  {member.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Table variants on one small data set: basic, striped, bordered, hover, dense, caption, dark head, scroll, avatars. */
export function TableBasicPage() {
  useDocumentTitle('Tables');
  return (
    <Stack gap="lg" className={classes.root}>
      <PageHeader title="Tables" description="Mantine's table in every common style, on the same five team members." />
      <TableCard
        title="Avatars and status badges"
        description="People with their picture, role and a coloured status; scrolls sideways on narrow screens."
      >
        <AvatarTable />
      </TableCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <TableCard title="Basic table" description="Rows with a divider between them.">
          <TeamTable highlightOnHover={false} />
        </TableCard>
        <TableCard title="Striped rows" description="Every other row is shaded.">
          <TeamTable striped highlightOnHover={false} />
        </TableCard>
        <TableCard title="Bordered table" description="A border around the table and between columns.">
          <TeamTable withTableBorder withColumnBorders highlightOnHover={false} />
        </TableCard>
        <TableCard title="Hoverable rows" description="The row under the pointer is highlighted.">
          <TeamTable highlightOnHover />
        </TableCard>
        <TableCard title="Dense table" description="Less padding for more rows on screen.">
          <TeamTable verticalSpacing={4} horizontalSpacing="xs" fz="xs" highlightOnHover={false} />
        </TableCard>
        <TableCard
          title="Caption and dark head"
          description="A caption says what the table holds; a dark head stands out."
        >
          <TeamTable
            caption="Team members and their current projects"
            captionSide="top"
            headProps={{ bg: 'dark.7', c: 'white' }}
            highlightOnHover={false}
          />
        </TableCard>
      </SimpleGrid>
    </Stack>
  );
}
