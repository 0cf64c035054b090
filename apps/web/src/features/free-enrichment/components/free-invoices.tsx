import type { Invoice } from '@leadpilot/contracts';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../../api/download-file.ts';
import { planTitle } from '../../../shared/credits/plan-title.ts';
import { formatDate } from '../../../shared/format/format-date.ts';
import { formatCredits, formatMinorUnits } from '../../../shared/format/format-money.ts';

/** The invoices' list: null while it loads. */
export interface FreeInvoicesState {
  invoices: Invoice[] | null;
  problem: string | null;
}

function InvoiceItem({ invoice, token }: { invoice: Invoice; token: string }) {
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile({
        path: `v1/payment/invoices/${invoice.id}/pdf`,
        fileName: `${invoice.number}.pdf`,
        accessToken: token,
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {invoice.number}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time> · {planTitle(invoice.planId)} ·{' '}
          {formatCredits(invoice.credits)} credits ·{' '}
          <Text span size="xs" fw={600} c="var(--mantine-color-text)">
            {formatMinorUnits(invoice.totalMinor, invoice.currency)}
          </Text>
        </Text>
      </Stack>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={isDownloading}
        aria-label={`Download PDF ${invoice.number}`}
        onClick={() => void download()}
        style={{ flexShrink: 0 }}
      >
        PDF
      </Button>
    </Group>
  );
}

/** The account's invoices, newest first, each with its PDF: loading, failed (with a retry), none yet. */
export function FreeInvoices({
  token,
  state,
  onRetry,
}: {
  token: string;
  state: FreeInvoicesState;
  onRetry: () => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="free-invoices-title">
      <Title order={3} fz="h5" id="free-invoices-title">
        Invoices
      </Title>
      {state.problem ? (
        <Alert color="red" variant="light">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{state.problem}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : state.invoices === null ? (
        <Stack gap={6} aria-label="Loading your invoices">
          <Skeleton height={18} />
        </Stack>
      ) : state.invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invoices yet: each purchase comes with one, to download here.
        </Text>
      ) : (
        <Stack gap={8} component="ul" aria-label="Your invoices" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {state.invoices.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} token={token} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
