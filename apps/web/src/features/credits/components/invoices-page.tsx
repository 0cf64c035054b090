import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListInvoicesQuery } from '../api/list-invoices.ts';
import { InvoicesTable } from './invoices-table.tsx';

const perPage = 10;

/** Credits → Invoices: one invoice per purchase, each with its PDF. */
export function InvoicesPage() {
  const canBuy = useAppAbility().can('manage', 'Credits');
  const [page, setPage] = useState(1);
  const invoices = useListInvoicesQuery({ page, perPage });

  if (invoices.isError && !invoices.data) {
    return <QueryErrorState message={errorMessageOf(invoices.error)} onRetry={() => void invoices.refetch()} />;
  }
  if (invoices.data && invoices.data.total === 0) {
    return (
      <Card>
        <Stack align="center" gap="sm" py="xl" px="md" ta="center">
          <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
            <IconFileInvoice size={28} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            No invoices yet
          </Title>
          <Text size="sm" c="dimmed" maw={420}>
            Every purchase comes with an invoice you can download here.
          </Text>
          {canBuy ? (
            <Button component={Link} to="/credits/plans" variant="light">
              See plans
            </Button>
          ) : null}
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <InvoicesTable invoices={invoices.data?.data ?? null} isFetching={invoices.isFetching} />
      {invoices.data ? (
        <PaginationFooter
          page={invoices.data.page}
          perPage={invoices.data.perPage}
          total={invoices.data.total}
          onPageChange={setPage}
          noun="invoices"
        />
      ) : null}
    </Stack>
  );
}
