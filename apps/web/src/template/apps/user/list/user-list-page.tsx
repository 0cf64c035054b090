import { Button, Card, Group, Select, SimpleGrid, Stack, Table } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../../shared/ui/search-input.tsx';
import { TableSkeleton } from '../../../../shared/ui/table-skeleton.tsx';
import type { User, UserPlan, UserRole, UserStatus } from '../../../mocks/types.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { keyboardScroll } from '../../../shared/ui/keyboard-scroll.ts';
import { SortableHeader, type SortDirection } from '../../../shared/ui/sortable-header.tsx';
import { TableEmptyRow } from '../../../shared/ui/table-empty-row.tsx';
import { useDeleteUserMutation, useGetUsersQuery } from '../api/users-api.ts';
import { oneOf, optionsOf, userPlans, userRoles, userStatuses } from '../user-options.ts';
import { AddUserDrawer } from './add-user-drawer.tsx';
import { UserRow } from './user-row.tsx';
import { UserStats } from './user-stats.tsx';

const perPage = 10;
const columnCount = 6;

type UserSortColumn = 'fullName' | 'role' | 'currentPlan' | 'billing' | 'status';

/** /apps/user/list: the demo users, filtered by role, plan and status, searched, sorted, added and deleted. */
export function UserListPage() {
  useDocumentTitle('Users');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [role, setRole] = useState<UserRole | null>(null);
  const [currentPlan, setCurrentPlan] = useState<UserPlan | null>(null);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [page, setPage] = useState(1);
  const [sortColumn, setSortColumn] = useState<UserSortColumn>('fullName');
  const [sort, setSort] = useState<SortDirection>('asc');
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [isAddOpen, addDrawer] = useDisclosure(false);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetUsersQuery({
    q,
    page,
    perPage,
    role: role ?? '',
    currentPlan: currentPlan ?? '',
    status: status ?? '',
    sort,
    sortColumn,
  });
  const [deleteUser, deletion] = useDeleteUserMutation();

  // Any change of filter starts again from the first page.
  function filtered<Value>(setter: (value: Value) => void) {
    return (value: Value) => {
      setter(value);
      setPage(1);
    };
  }

  async function handleConfirmDelete() {
    if (!toDelete) return;
    try {
      await deleteUser(toDelete.id).unwrap();
      notifications.show({ color: 'green', message: `${toDelete.fullName} was deleted.` });
      if (data?.users.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) ?? 'The user could not be deleted.' });
    } finally {
      setToDelete(null);
    }
  }

  const header = {
    sortColumn,
    sort,
    onSort: (column: UserSortColumn, direction: SortDirection) => {
      setSortColumn(column);
      setSort(direction);
      setPage(1);
    },
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Users"
        description="Everyone with access to the workspace, their role, plan and status."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={addDrawer.open}>
            Add user
          </Button>
        }
      />
      <UserStats />
      <Card padding={0}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} p="md" spacing="sm">
          <Select
            aria-label="Filter by role"
            placeholder="All roles"
            data={optionsOf(userRoles)}
            value={role}
            onChange={filtered((value: string | null) => setRole(oneOf(userRoles, value)))}
            clearable
          />
          <Select
            aria-label="Filter by plan"
            placeholder="All plans"
            data={optionsOf(userPlans)}
            value={currentPlan}
            onChange={filtered((value: string | null) => setCurrentPlan(oneOf(userPlans, value)))}
            clearable
          />
          <Select
            aria-label="Filter by status"
            placeholder="All statuses"
            data={optionsOf(userStatuses)}
            value={status}
            onChange={filtered((value: string | null) => setStatus(oneOf(userStatuses, value)))}
            clearable
          />
        </SimpleGrid>
        <Group px="md" pb="md">
          <SearchInput
            aria-label="Search users"
            placeholder="Search by name, email or billing"
            value={search}
            onChange={filtered(setSearch)}
            style={{ flex: '1 1 16rem' }}
          />
        </Group>
        {isError ? (
          <Stack p="md">
            <QueryErrorState message={errorMessage(error)} onRetry={refetch} />
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScroll}>
            <Table aria-label="Users" aria-busy={isFetching} style={{ opacity: isFetching && !isLoading ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  <SortableHeader column="fullName" {...header}>
                    User
                  </SortableHeader>
                  <SortableHeader column="role" {...header}>
                    Role
                  </SortableHeader>
                  <SortableHeader column="currentPlan" {...header}>
                    Plan
                  </SortableHeader>
                  <SortableHeader column="billing" {...header}>
                    Billing
                  </SortableHeader>
                  <SortableHeader column="status" {...header}>
                    Status
                  </SortableHeader>
                  <Table.Th fz="xs" tt="uppercase">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isLoading ? <TableSkeleton columns={columnCount} rows={perPage} /> : null}
                {data?.users.map((user) => (
                  <UserRow key={user.id} user={user} onDelete={setToDelete} />
                ))}
                {data && data.users.length === 0 ? (
                  <TableEmptyRow
                    columns={columnCount}
                    title="No users found"
                    description="Try another search or clear the filters."
                  />
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data ? (
          <Stack p="md">
            <PaginationFooter page={page} perPage={perPage} total={data.total} onPageChange={setPage} noun="users" />
          </Stack>
        ) : null}
      </Card>
      <AddUserDrawer isOpen={isAddOpen} onClose={addDrawer.close} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this user?"
        message={toDelete ? `${toDelete.fullName} (${toDelete.email}) will lose access and be removed.` : ''}
        confirmLabel="Delete user"
        isPending={deletion.isLoading}
        onConfirm={handleConfirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
