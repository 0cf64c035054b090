import { Group } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { ClearFiltersButton, ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { TemplateActions } from './template-actions.tsx';

interface TemplatesEmptyStateProps {
  /** A search or filter is narrowing the list. */
  isFiltered: boolean;
  onClearFilters: () => void;
}

/** What the table area shows when no template is listed. */
export function TemplatesEmptyState({ isFiltered, onClearFilters }: TemplatesEmptyStateProps) {
  return isFiltered ? (
    <ListEmptyState
      icon={IconTemplate}
      title="No templates match"
      text="Try other words, or show every folder and tag."
      action={<ClearFiltersButton onClick={onClearFilters} />}
    />
  ) : (
    <ListEmptyState
      icon={IconTemplate}
      title="Write your first template"
      text="Templates keep your best emails ready for campaigns. Start from a blank page or let the AI writer draft one from your offer."
      action={
        <Group gap="sm" justify="center">
          <TemplateActions />
        </Group>
      }
    />
  );
}
