import type { Invoice } from '@leadpilot/contracts';
import { Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { planTitle } from '../../../shared/credits/plan-title.ts';
import { formatDate } from '../../../shared/format/format-date.ts';
import { formatCredits, formatMinorUnits } from '../../../shared/format/format-money.ts';
import { downloadInvoicePdf } from '../api/credit-downloads.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** One invoice: number, date, plan, credits, total, status and its PDF. */
export function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const [isDownloading, setDownloading] = useState(false);
  const handleDownload = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {invoice.number}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time>
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{planTitle(invoice.planId)}</Text>
      </Table.Td>
      <Table.Td ta="right" style={numeric}>
        <Text size="sm">{formatCredits(invoice.credits)}</Text>
      </Table.Td>
      <Table.Td ta="right" style={numeric}>
        <Text size="sm" fw={600}>
          {formatMinorUnits(invoice.totalMinor, invoice.currency)}
        </Text>
        {invoice.taxMinor > 0 ? (
          <Text size="xs" c="dimmed">
            incl. {formatMinorUnits(invoice.taxMinor, invoice.currency)} {invoice.taxLabel ?? 'tax'}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <InvoiceStatusBadge status={invoice.paymentStatus} />
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={isDownloading}
          aria-label={`Download PDF ${invoice.number}`}
          onClick={() => void handleDownload()}
        >
          Download PDF
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
