import type { SavedList } from '@leadpilot/contracts';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCredits } from '../../../shared/format/format-money.ts';
import { exportSavedList } from '../api/export-saved-list.ts';

interface SavedListActionsProps {
  list: SavedList;
  onRevealAll: () => void;
}

/** "Reveal all · N credits" and "Export CSV" for a saved list. */
export function SavedListActions({ list, onRevealAll }: SavedListActionsProps) {
  const [isExporting, setIsExporting] = useState(false);
  const cost = list.revealCredits;
  const isEveryoneRevealed = list.unrevealedCount === 0;

  const handleExport = async () => {
    setIsExporting(true);
    try {
      await exportSavedList(list);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Button leftSection={<IconLockOpen size={16} aria-hidden />} disabled={isEveryoneRevealed} onClick={onRevealAll}>
        {isEveryoneRevealed && list.peopleCount > 0
          ? 'Everyone revealed'
          : `Reveal all · ${formatCredits(cost)} ${cost === 1 ? 'credit' : 'credits'}`}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={isExporting}
        disabled={list.peopleCount === 0}
        onClick={() => void handleExport()}
      >
        Export CSV
      </Button>
    </Group>
  );
}
