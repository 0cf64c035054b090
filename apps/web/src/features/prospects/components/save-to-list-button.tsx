import type { SearchSelectionBody } from '@leadpilot/contracts';
import { Button, type ButtonProps } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useState } from 'react';
import { SaveToListModal } from './save-to-list-modal.tsx';

interface SaveToListButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  personIds: string[];
  /** The whole search instead of `personIds` ("select all results"), with how many people it takes. */
  search?: { body: SearchSelectionBody; count: number | null };
  onSaved?: () => void;
}

/** "Save to list" and its dialog. */
export function SaveToListButton({
  personIds,
  search,
  onSaved,
  size = 'sm',
  variant = 'light',
}: SaveToListButtonProps) {
  const [dialog, setDialog] = useState({ opened: false, id: 0 });
  return (
    <>
      <Button
        size={size}
        variant={variant}
        leftSection={<IconPlaylistAdd size={16} aria-hidden />}
        disabled={search ? search.count === null : personIds.length === 0}
        onClick={() => setDialog((current) => ({ opened: true, id: current.id + 1 }))}
      >
        Save to list
      </Button>
      <SaveToListModal
        key={dialog.id}
        personIds={personIds}
        search={search}
        opened={dialog.opened}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
        onSaved={onSaved}
      />
    </>
  );
}
