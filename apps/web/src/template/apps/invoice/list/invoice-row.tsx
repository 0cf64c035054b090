import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDotsVertical, IconDownload, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/format/format-date.ts';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { Invoice } from '../../../mocks/types.ts';
import { accentText } from '../../../shared/ui/accent-text.ts';
import { statusColor } from '../invoice-status.ts';

interface InvoiceRowProps {
  invoice: Invoice;
  onDelete: (invoice: Invoice) => void;
}

/** One invoice in the list: number, status, client, amounts, dates and its actions. */
export function InvoiceRow({ invoice, onDelete }: InvoiceRowProps) {
  const previewPath = `/apps/invoice/preview/${invoice.id}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={previewPath} fw={600} size="sm" c={accentText}>
          #{invoice.id}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor(invoice.invoiceStatus)} variant="light">
          {invoice.invoiceStatus}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={invoice.client.name} src={invoice.avatar || null} alt="" size={34} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {invoice.client.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {invoice.client.companyEmail}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>{formatPrice(invoice.total, 'USD')}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(invoice.issuedDate)}</Table.Td>
      <Table.Td>
        {invoice.balance === 0 ? (
          <Badge color="green" variant="light">
            Paid
          </Badge>
        ) : (
          formatPrice(invoice.balance, 'USD')
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Preview">
            <ActionIcon
              component={Link}
              to={previewPath}
              variant="subtle"
              color="gray"
              aria-label={`Preview invoice ${invoice.id}`}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Delete invoice ${invoice.id}`}
              onClick={() => onDelete(invoice)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for invoice ${invoice.id}`}>
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`${previewPath}?download=pdf`} leftSection={<IconDownload size={16} />}>
                Download PDF
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={`/apps/invoice/edit/${invoice.id}`}
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
