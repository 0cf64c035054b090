import { Button, Card, Group, Select, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../../shared/ui/search-input.tsx';
import { TableSkeleton } from '../../../../shared/ui/table-skeleton.tsx';
import type { Permission, PermissionRole } from '../../../mocks/types.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { keyboardScroll } from '../../../shared/ui/keyboard-scroll.ts';
import { TableEmptyRow } from '../../../shared/ui/table-empty-row.tsx';
import {
  useAddPermissionMutation,
  useDeletePermissionMutation,
  useGetPermissionsQuery,
  useUpdatePermissionMutation,
} from '../api/permissions-api.ts';
import { isPermissionRole, permissionRoles, roleLabel } from '../permission-roles.ts';
import { PermissionDialog } from './permission-dialog.tsx';
import { PermissionRow } from './permission-row.tsx';

const perPage = 10;
const columnCount = 4;

type Editing = { permission: Permission | null } | null;

/** /apps/permissions: every permission and the roles holding it; search, filter by role, add, rename, delete. */
export function PermissionsPage() {
  useDocumentTitle('Permissions');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [assignedTo, setAssignedTo] = useState<PermissionRole | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Permission | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetPermissionsQuery({
    q,
    perPage,
    page,
    assignedTo: assignedTo ?? '',
  });
  const [addPermission, adding] = useAddPermissionMutation();
  const [updatePermission, updating] = useUpdatePermissionMutation();
  const [deletePermission, deleting] = useDeletePermissionMutation();

  async function handleSave(name: string) {
    const current = editing?.permission;
    try {
      if (current) {
        await updatePermission({ id: current.id, name }).unwrap();
        notifications.show({ color: 'green', message: `The permission is now called ${name}.` });
      } else {
        await addPermission({ permission: { name } }).unwrap();
        notifications.show({ color: 'green', message: `${name} was added and given to administrators.` });
        // The new permission goes first: show the page it is on.
        setPage(1);
      }
      setEditing(null);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) ?? 'The permission could not be saved.' });
    }
  }

  async function handleConfirmDelete() {
    if (!toDelete) return;
    try {
      await deletePermission(toDelete.id).unwrap();
      notifications.show({ color: 'green', message: `${toDelete.name} was deleted.` });
      if (data?.permissions.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) ?? 'The permission could not be deleted.' });
    } finally {
      setToDelete(null);
    }
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Permissions"
        description="Each permission and the roles that hold it. A new permission goes to administrators."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ permission: null })}>
            Add permission
          </Button>
        }
      />
      <Card padding={0}>
        <Group p="md" gap="sm" wrap="wrap">
          <SearchInput
            aria-label="Search permissions"
            placeholder="Search by name or date"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            aria-label="Filter by role"
            placeholder="All roles"
            data={permissionRoles.map((role) => ({ value: role, label: roleLabel(role) }))}
            value={assignedTo}
            onChange={(value) => {
              setAssignedTo(isPermissionRole(value) ? value : null);
              setPage(1);
            }}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {isError ? (
          <Stack p="md">
            <QueryErrorState message={errorMessage(error)} onRetry={refetch} />
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640} scrollAreaProps={keyboardScroll}>
            <Table
              aria-label="Permissions"
              aria-busy={isFetching}
              style={{ opacity: isFetching && !isLoading ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Assigned to</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isLoading ? <TableSkeleton columns={columnCount} rows={perPage} /> : null}
                {data?.permissions.map((permission) => (
                  <PermissionRow
                    key={permission.id}
                    permission={permission}
                    onEdit={(chosen) => setEditing({ permission: chosen })}
                    onDelete={setToDelete}
                  />
                ))}
                {data && data.permissions.length === 0 ? (
                  <TableEmptyRow
                    columns={columnCount}
                    title="No permissions found"
                    description="Try another search or role."
                  />
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data ? (
          <Stack p="md">
            <PaginationFooter
              page={page}
              perPage={perPage}
              total={data.total}
              onPageChange={setPage}
              noun="permissions"
            />
          </Stack>
        ) : null}
      </Card>
      <PermissionDialog
        isOpen={editing !== null}
        permission={editing?.permission ?? null}
        isPending={adding.isLoading || updating.isLoading}
        onClose={() => setEditing(null)}
        onSave={handleSave}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this permission?"
        message={toDelete ? `${toDelete.name} will be taken from every role that holds it.` : ''}
        confirmLabel="Delete permission"
        isPending={deleting.isLoading}
        onConfirm={handleConfirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
