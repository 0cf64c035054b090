import type { CustomField } from '@leadpilot/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Code,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconBraces, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import { useListCustomFieldsQuery } from '../api/list-custom-fields.ts';
import { useSaveCustomFieldMutation } from '../api/save-custom-field.ts';
import { CustomFieldModal } from './custom-field-modal.tsx';
import { RemoveItemModal } from './remove-item-modal.tsx';

interface FieldDialog {
  kind: 'edit' | 'remove';
  field: CustomField | null;
  opened: boolean;
  id: number;
}

/** The organisation's custom merge fields: add, rename, give a default, remove. */
export function CustomFieldsSection() {
  const fields = useListCustomFieldsQuery();
  // Custom fields change what every template may use: owners and admins define them.
  const canManage = useAppAbility().can('manage', 'Organisation');
  const [saveField] = useSaveCustomFieldMutation();
  const [dialog, setDialog] = useState<FieldDialog | null>(null);
  const open = (kind: FieldDialog['kind'], field: CustomField | null) =>
    setDialog((current) => ({ kind, field, opened: true, id: (current?.id ?? 0) + 1 }));
  const close = () => setDialog((current) => (current ? { ...current, opened: false } : null));

  return (
    <Stack gap="md" component="section" aria-labelledby="custom-fields-heading">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} fz="h4" id="custom-fields-heading">
            Custom fields
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            Merge fields of your own beside the built-in ones, each with a default for prospects without a value.
            {canManage ? null : ' Owners and admins add and change them.'}
          </Text>
        </Stack>
        {canManage ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open('edit', null)}>
            Add field
          </Button>
        ) : null}
      </Group>
      {fields.isError && !fields.data ? (
        <QueryErrorState message={errorMessageOf(fields.error)} onRetry={() => void fields.refetch()} />
      ) : fields.data && fields.data.length === 0 ? (
        <Card>
          <Stack align="center" gap="xs" py="md" ta="center">
            <IconBraces size={28} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600}>No custom fields yet</Text>
            <Text size="sm" c="dimmed" maw={420}>
              Add one for something you know about prospects that Leadpilot does not, like a pain point or a referral.
            </Text>
          </Stack>
        </Card>
      ) : (
        <Card padding={0}>
          <Table.ScrollContainer
            minWidth={640}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Custom fields table"
          >
            <Table aria-label="Custom fields" aria-busy={!fields.data}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={200}>Field</Table.Th>
                  <Table.Th>Label</Table.Th>
                  <Table.Th>Default value</Table.Th>
                  <Table.Th w={110}>Used by</Table.Th>
                  <Table.Th w={96}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!fields.data ? (
                  <TableSkeleton columns={5} rows={3} />
                ) : (
                  fields.data.map((field) => (
                    <Table.Tr key={field.id}>
                      <Table.Td>
                        <Code>{`{{ ${field.key} }}`}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{field.label}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={field.defaultValue ? undefined : 'dimmed'} lineClamp={1}>
                          {field.defaultValue || 'No default'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {field.usedBy} {field.usedBy === 1 ? 'template' : 'templates'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {canManage ? (
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label="Edit field" withArrow>
                              <ActionIcon
                                variant="subtle"
                                aria-label={`Edit ${field.key}`}
                                onClick={() => open('edit', field)}
                              >
                                <IconPencil size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label="Remove field" withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Remove ${field.key}`}
                                onClick={() => open('remove', field)}
                              >
                                <IconTrash size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {dialog?.kind === 'edit' ? (
        <CustomFieldModal key={dialog.id} field={dialog.field} opened={dialog.opened} onClose={close} />
      ) : null}
      {dialog?.kind === 'remove' && dialog.field ? (
        <RemoveItemModal
          key={dialog.id}
          title={`Remove {{ ${dialog.field.key} }}?`}
          description={
            dialog.field.usedBy > 0
              ? `${dialog.field.usedBy === 1 ? '1 template uses' : `${dialog.field.usedBy} templates use`} this field; take it out of them first.`
              : 'Prospects’ values for this field go too. Templates no longer offer it.'
          }
          confirmLabel="Remove field"
          opened={dialog.opened}
          onClose={close}
          onConfirm={() => {
            const id = dialog.field?.id;
            return id ? saveField({ id, remove: true }).unwrap() : Promise.resolve();
          }}
        />
      ) : null}
    </Stack>
  );
}
