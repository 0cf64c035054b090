import { freeRevealReason } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { creditHistoryPerPage, useGetCreditSummaryQuery } from '../../../api/endpoints/get-credit-summary.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';
import { formatCredits } from '../../../shared/format/format-money.ts';

export interface RevealPeopleModalProps {
  title: string;
  /** What is revealed, for the first sentence: "on this list", "in this selection". */
  scope: string;
  /** People not revealed yet, and what revealing them costs (free people cost nothing). */
  toReveal: number;
  cost: number;
  opened: boolean;
  onClose: () => void;
  /** Reveals at the cost shown; rejects with the server's error (409 when the cost changed). */
  onReveal: (expectedCredits: number) => Promise<unknown>;
  /** The server says the cost changed: the caller reloads it so the dialog shows the new one. */
  onCostChanged: () => void;
  /** Prefix of the figures' test ids. */
  testIdPrefix: string;
}

const creditsText = (count: number) => `${formatCredits(count)} ${count === 1 ? 'credit' : 'credits'}`;
const peopleText = (count: number) => `${formatCredits(count)} ${count === 1 ? 'person' : 'people'}`;

/** States the cost of revealing a group of people and the balance, then reveals at that cost. */
export function RevealPeopleModal({
  title,
  scope,
  toReveal,
  cost,
  opened,
  onClose,
  onReveal,
  onCostChanged,
  testIdPrefix,
}: RevealPeopleModalProps) {
  const credits = useGetCreditSummaryQuery({ page: 1, perPage: creditHistoryPerPage });
  const [isRevealing, setIsRevealing] = useState(false);
  const [hasCostChanged, setHasCostChanged] = useState(false);
  const free = Math.max(0, toReveal - cost);
  const balance = credits.data?.balance ?? null;
  const isShort = balance !== null && balance < cost;

  const handleConfirm = async () => {
    setHasCostChanged(false);
    setIsRevealing(true);
    try {
      await onReveal(cost);
      onClose();
    } catch (error) {
      if (errorStatusOf(error) === 409) {
        setHasCostChanged(true);
        onCostChanged();
      }
    } finally {
      setIsRevealing(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="md">
        <Text size="sm">
          This reveals the email and phone of the {peopleText(toReveal)} {scope} not revealed yet.{' '}
          <Text span fw={700} data-testid={`${testIdPrefix}-charged`}>
            {peopleText(toReveal - free)}
          </Text>{' '}
          {toReveal - free === 1 ? 'is' : 'are'} charged, for{' '}
          <Text span fw={700} data-testid={`${testIdPrefix}-cost`}>
            {creditsText(cost)}
          </Text>
          . People your organisation revealed before are free.
        </Text>
        {free > 0 ? (
          <Text size="sm" data-testid={`${testIdPrefix}-free`}>
            {peopleText(free)} {free === 1 ? 'is' : 'are'} free. {freeRevealReason}
          </Text>
        ) : null}
        <Text size="sm">
          Your balance:{' '}
          {balance === null ? (
            <Skeleton height={14} width={90} display="inline-block" radius="sm" aria-label="Loading balance" />
          ) : (
            <Text span fw={700} data-testid={`${testIdPrefix}-balance`}>
              {creditsText(balance)}
            </Text>
          )}
        </Text>
        {hasCostChanged ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            The cost changed since you opened this dialog. Check the new cost and confirm again.
          </Alert>
        ) : null}
        {isShort ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            You need {creditsText(cost - (balance ?? 0))} more.{' '}
            <Anchor component={Link} to="/credits/plans" fw={600}>
              Buy credits
            </Anchor>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button loading={isRevealing} disabled={toReveal === 0 || isShort} onClick={() => void handleConfirm()}>
            {cost === 0 ? 'Reveal for free' : `Reveal for ${creditsText(cost)}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
