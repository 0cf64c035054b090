import { freeRevealReason, type SavedList } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { creditHistoryPerPage, useGetCreditSummaryQuery } from '../../../api/endpoints/get-credit-summary.ts';
import { formatCredits } from '../../../shared/format/format-money.ts';
import { useRevealSavedListMutation } from '../api/reveal-saved-list.ts';

interface RevealListModalProps {
  list: SavedList;
  opened: boolean;
  onClose: () => void;
  /** The server says the cost changed: the caller reloads the list so the dialog shows the new one. */
  onCostChanged: () => void;
}

const creditsText = (count: number) => `${formatCredits(count)} ${count === 1 ? 'credit' : 'credits'}`;
const peopleText = (count: number) => `${formatCredits(count)} ${count === 1 ? 'person' : 'people'}`;

/** States the cost of revealing everyone on a list and the balance, then reveals at that cost. */
export function RevealListModal({ list, opened, onClose, onCostChanged }: RevealListModalProps) {
  const credits = useGetCreditSummaryQuery({ page: 1, perPage: creditHistoryPerPage });
  const [revealList, { isLoading }] = useRevealSavedListMutation();
  const [hasCostChanged, setHasCostChanged] = useState(false);
  const cost = list.revealCredits;
  const toReveal = list.unrevealedCount;
  const free = Math.max(0, toReveal - cost);
  const balance = credits.data?.balance ?? null;
  const isShort = balance !== null && balance < cost;

  const handleConfirm = async () => {
    setHasCostChanged(false);
    try {
      await revealList({ listId: list.id, expectedCredits: cost }).unwrap();
      onClose();
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'status' in error && error.status === 409) {
        setHasCostChanged(true);
        onCostChanged();
      }
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Reveal everyone on “${list.name}”?`} size="md">
      <Stack gap="md">
        <Text size="sm">
          This reveals the email and phone of the {peopleText(toReveal)} on this list not revealed yet.{' '}
          <Text span fw={700} data-testid="reveal-list-charged">
            {peopleText(toReveal - free)}
          </Text>{' '}
          {toReveal - free === 1 ? 'is' : 'are'} charged, for{' '}
          <Text span fw={700} data-testid="reveal-list-cost">
            {creditsText(cost)}
          </Text>
          . People your organisation revealed before are free.
        </Text>
        {free > 0 ? (
          <Text size="sm" data-testid="reveal-list-free">
            {peopleText(free)} {free === 1 ? 'is' : 'are'} free. {freeRevealReason}
          </Text>
        ) : null}
        <Text size="sm">
          Your balance:{' '}
          {balance === null ? (
            <Skeleton height={14} width={90} display="inline-block" radius="sm" aria-label="Loading balance" />
          ) : (
            <Text span fw={700} data-testid="reveal-list-balance">
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
          <Button loading={isLoading} disabled={toReveal === 0 || isShort} onClick={() => void handleConfirm()}>
            {cost === 0 ? 'Reveal for free' : `Reveal for ${creditsText(cost)}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
