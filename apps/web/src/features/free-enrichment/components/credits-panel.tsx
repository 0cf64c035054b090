import type { FreeProfile, Payment } from '@leadpilot/contracts';
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { type Ref, useCallback, useEffect, useState } from 'react';
import { formatCredits } from '../../../shared/format/format-money.ts';
import { freeEnrichmentApi, problemOf, sessionEnded } from '../api/free-enrichment-client.ts';
import { BuyCredits } from './buy-credits.tsx';
import { FreeInvoices, type FreeInvoicesState } from './free-invoices.tsx';

const invoicesPerPage = 5;

/**
 * The free account's credits: its balance, buying more right here (shown at once when the free
 * credits are spent), and its invoices. The heading takes the focus when another step asks to buy.
 */
export function CreditsPanel({
  token,
  profile,
  isBuying,
  onBuyingChange,
  onPaid,
  onSessionEnded,
  headingRef,
}: {
  token: string;
  profile: FreeProfile | null;
  isBuying: boolean;
  onBuyingChange: (isBuying: boolean) => void;
  onPaid: (payment: Payment) => void;
  onSessionEnded: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const [invoices, setInvoices] = useState<FreeInvoicesState>({ invoices: null, problem: null });

  const loadInvoices = useCallback(async () => {
    setInvoices((current) => ({ ...current, problem: null }));
    try {
      const page = await freeEnrichmentApi.invoices(token, 1, invoicesPerPage);
      setInvoices({ invoices: page.data, problem: null });
    } catch (error) {
      const message = problemOf(error);
      if (message === sessionEnded) onSessionEnded();
      else setInvoices({ invoices: null, problem: message });
    }
  }, [token, onSessionEnded]);

  useEffect(() => {
    void loadInvoices();
  }, [loadInvoices]);

  const paid = (payment: Payment) => {
    onPaid(payment);
    void loadInvoices();
  };

  const isOut = profile !== null && profile.balance <= 0;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="free-credits-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="free-credits-title" ref={headingRef} tabIndex={-1}>
              Credits
            </Title>
            <Text size="sm" c="dimmed" data-testid="free-balance">
              {profile === null
                ? 'Loading your balance…'
                : `${formatCredits(profile.balance)} ${profile.maxRows === null ? '' : 'free '}${profile.balance === 1 ? 'credit' : 'credits'} left${
                    profile.maxRows === null ? '' : ` · files of up to ${profile.maxRows} rows`
                  }`}
            </Text>
          </Stack>
          {isBuying ? null : (
            <Button
              variant={isOut ? 'filled' : 'light'}
              leftSection={<IconShoppingCart size={16} aria-hidden />}
              onClick={() => onBuyingChange(true)}
              aria-expanded={false}
            >
              Buy credits
            </Button>
          )}
        </Group>
        {isOut && !isBuying ? (
          <Text size="sm">
            Your free credits are used. Buy credits to enrich more rows and larger files, with everything you did kept.
          </Text>
        ) : null}
        {isBuying ? (
          <div id="free-buy-credits">
            <BuyCredits token={token} onPaid={paid} onSessionEnded={onSessionEnded} />
          </div>
        ) : null}
        <Divider />
        <FreeInvoices token={token} state={invoices} onRetry={() => void loadInvoices()} />
      </Stack>
    </Card>
  );
}
