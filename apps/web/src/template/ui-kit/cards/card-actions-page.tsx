import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ActionCard } from './actions/action-card.tsx';
import { RemovedCardsNotice } from './actions/removed-cards-notice.tsx';
import { StatisticActionCard } from './actions/statistic-action-card.tsx';

/** The cards that can be removed. */
type CardKey = 'removable' | 'all';

/** Cards with header actions: collapse, refresh under a block-UI overlay, and remove with a way back. */
export function CardActionsPage() {
  useDocumentTitle('Card actions');
  const [removed, setRemoved] = useState<CardKey[]>([]);
  const remove = (key: CardKey) => () => setRemoved((keys) => [...keys, key]);
  const isShown = (key: CardKey) => !removed.includes(key);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Card actions"
        description="Collapse a card, refresh its content or remove it, from its header."
      />
      <RemovedCardsNotice count={removed.length} onRestore={() => setRemoved([])} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ActionCard title="Collapsible card" isCollapsible>
          <Text size="sm" c="dimmed">
            The arrow in the header folds this card to its title and unfolds it again.
          </Text>
        </ActionCard>
        <StatisticActionCard name="site-traffic" title="Refresh content" isRefreshable />
        {isShown('removable') ? (
          <ActionCard title="Removable card" onRemove={remove('removable')}>
            <Text size="sm" c="dimmed">
              The cross in the header takes this card off the page; the notice above the cards brings it back.
            </Text>
          </ActionCard>
        ) : null}
        {isShown('all') ? (
          <StatisticActionCard
            name="active-users"
            title="All actions"
            isCollapsible
            isRefreshable
            onRemove={remove('all')}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
