import { Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDay } from '../../../../shared/format/format-date.ts';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import { BrandLogo } from '../../../../shared/ui/brand-logo.tsx';
import type { Invoice, PaymentDetails } from '../../../mocks/types.ts';
import { keyboardScroll } from '../../../shared/ui/keyboard-scroll.ts';
import { previewLineItems } from './invoice-line-items.ts';
import classes from './invoice-print.module.css';

interface InvoiceDocumentProps {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={90}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The invoice as the client receives it; also what printing and "Download PDF" put on paper. */
export function InvoiceDocument({ invoice, paymentDetails }: InvoiceDocumentProps) {
  const items = previewLineItems(invoice);
  const { client } = invoice;
  return (
    <Card className={classes.document} component="article" aria-label={`Invoice ${invoice.id}`} padding="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={6}>
            <BrandLogo />
            <Text size="sm" c="dimmed">
              Office 149, 450 South Brand Brooklyn
              <br />
              San Diego County, CA 91905, USA
              <br />
              +1 (123) 456 7891
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="h3">
              Invoice #{invoice.id}
            </Title>
            <Detail label="Date issued" value={formatDay(invoice.issuedDate)} />
            <Detail label="Date due" value={formatDay(invoice.dueDate)} />
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={600}>Invoice to</Text>
            <Text size="sm">{client.name}</Text>
            <Text size="sm">{client.company}</Text>
            <Text size="sm">{client.address}</Text>
            <Text size="sm">{client.contact}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {client.companyEmail}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>Bill to</Text>
            <Detail label="Total due" value={formatPrice(paymentDetails.totalDue, 'USD')} />
            <Detail label="Bank name" value={paymentDetails.bankName} />
            <Detail label="Country" value={paymentDetails.country} />
            <Detail label="IBAN" value={paymentDetails.iban} />
            <Detail label="SWIFT code" value={paymentDetails.swiftCode} />
          </Stack>
        </SimpleGrid>
        <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScroll}>
          <Table aria-label="Invoice items" highlightOnHover={false} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((line) => (
                <Table.Tr key={line.item}>
                  <Table.Td fw={500}>{line.item}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{formatPrice(line.cost, 'USD')}</Table.Td>
                  <Table.Td ta="right">{line.qty}</Table.Td>
                  <Table.Td ta="right">{formatPrice(line.cost * line.qty, 'USD')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <Text size="sm" maw={360}>
            <Text span fw={600}>
              Salesperson:{' '}
            </Text>
            Tommy Shelby
            <br />
            Thanks for your business
          </Text>
          <Stack gap={4} miw={200}>
            <Group justify="space-between">
              <Text size="sm">Subtotal</Text>
              <Text size="sm" fw={500}>
                {formatPrice(invoice.total, 'USD')}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Discount</Text>
              <Text size="sm" fw={500}>
                {formatPrice(0, 'USD')}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Tax</Text>
              <Text size="sm" fw={500}>
                0%
              </Text>
            </Group>
            <Divider />
            <Group justify="space-between">
              <Text fw={600}>Total</Text>
              <Text fw={700}>{formatPrice(invoice.total, 'USD')}</Text>
            </Group>
          </Stack>
        </Group>
        <Divider />
        <Text size="sm" c="dimmed">
          <Text span fw={600} c="var(--mantine-color-text)">
            Note:{' '}
          </Text>
          It was a pleasure working with you and your team. We hope you will keep us in mind for future projects. Thank
          you!
        </Text>
      </Stack>
    </Card>
  );
}
