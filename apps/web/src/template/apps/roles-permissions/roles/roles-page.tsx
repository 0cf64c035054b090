import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { User } from '../../../mocks/types.ts';
import { accentText } from '../../../shared/ui/accent-text.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useGetAllUsersQuery } from '../../user/api/users-api.ts';
import { type DemoRoleCard, initialRoles } from './demo-roles.ts';
import { RoleCard } from './role-card.tsx';
import { RoleDialog } from './role-dialog.tsx';

type Editing = { role: DemoRoleCard | null } | null;

/**
 * The demo users carry their own roles (admin, editor, ...), not these five: each user is placed in one
 * of the permission roles by position, so every card shows real people from the demo data.
 */
function membersByRole(users: User[], roleCount: number): User[][] {
  return Array.from({ length: roleCount }, (_, index) =>
    users.filter((_user, position) => position % roleCount === index),
  );
}

/** /apps/roles: a card per role with its members; edit what a role may do, or add one. */
export function RolesPage() {
  useDocumentTitle('Roles');
  const users = useGetAllUsersQuery();
  const [roles, setRoles] = useState(initialRoles);
  const [editing, setEditing] = useState<Editing>(null);
  const members = useMemo(() => membersByRole(users.data ?? [], initialRoles().length), [users.data]);

  function handleSave(name: string, access: Set<string>) {
    const current = editing?.role;
    if (current) {
      setRoles(roles.map((role) => (role.key === current.key ? { ...role, name, access } : role)));
      notifications.show({ color: 'green', message: `The ${name} role was updated.` });
    } else {
      setRoles([...roles, { key: `custom-${Date.now()}`, name, access }]);
      notifications.show({ color: 'green', message: `The ${name} role was added.` });
    }
    setEditing(null);
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Roles"
        description="A role gives its members access to the menus and features an administrator chose."
      />
      {users.isError ? <QueryErrorState message={errorMessage(users.error)} onRetry={users.refetch} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {roles.map((role, index) =>
          users.isLoading ? (
            <Skeleton key={role.key} height={150} radius="lg" />
          ) : (
            <RoleCard
              key={role.key}
              name={role.name}
              members={members[index] ?? []}
              accessCount={role.access.size}
              onEdit={() => setEditing({ role })}
            />
          ),
        )}
        <Card>
          <Group wrap="nowrap" align="center" h="100%">
            <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
              <IconShieldPlus size={30} />
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={2} fz="h5">
                Need another role?
              </Title>
              <Text size="sm" c="dimmed">
                Add a role with its own access.
              </Text>
              <Button size="xs" w="fit-content" onClick={() => setEditing({ role: null })}>
                Add new role
              </Button>
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        People and their own roles are listed under{' '}
        <Text component={Link} to="/apps/user/list" c={accentText} inherit td="underline">
          Users
        </Text>
        .
      </Text>
      <RoleDialog
        isOpen={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
        onSave={handleSave}
      />
    </Stack>
  );
}
