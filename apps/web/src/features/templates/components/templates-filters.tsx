import type { TemplateVisibility } from '@leadpilot/contracts';
import { Group, Select } from '@mantine/core';
import { SearchInput } from '../../../shared/ui/search-input.tsx';

export interface TemplateFilterValues {
  search: string;
  folder: string | null;
  tag: string | null;
  visibility: TemplateVisibility | null;
}

export const noTemplateFilters: TemplateFilterValues = { search: '', folder: null, tag: null, visibility: null };

interface TemplatesFiltersProps {
  values: TemplateFilterValues;
  onChange: (values: TemplateFilterValues) => void;
  /** Folders and tags in use, from the list reply. */
  folders: string[];
  tags: string[];
}

const visibilityOptions = [
  { value: 'shared', label: 'Shared' },
  { value: 'private', label: 'Private' },
];

/** Search by name or subject; filter by folder, tag and visibility. */
export function TemplatesFilters({ values, onChange, folders, tags }: TemplatesFiltersProps) {
  const set = (patch: Partial<TemplateFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        aria-label="Search templates"
        placeholder="Search by name or subject"
        value={values.search}
        onChange={(search) => set({ search })}
        style={{ flex: '1 1 16rem' }}
        maw={{ sm: 340 }}
      />
      <Select
        aria-label="Folder"
        placeholder="All folders"
        data={folders}
        value={values.folder}
        onChange={(folder) => set({ folder })}
        clearable
        searchable
        nothingFoundMessage="No folder"
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', sm: 170 }}
      />
      <Select
        aria-label="Tag"
        placeholder="All tags"
        data={tags.map((tag) => ({ value: tag, label: `#${tag}` }))}
        value={values.tag}
        onChange={(tag) => set({ tag })}
        clearable
        searchable
        nothingFoundMessage="No tag"
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', sm: 170 }}
      />
      <Select
        aria-label="Visibility"
        placeholder="Shared and private"
        data={visibilityOptions}
        value={values.visibility}
        onChange={(visibility) =>
          set({ visibility: visibility === 'shared' || visibility === 'private' ? visibility : null })
        }
        clearable
        w={{ base: '100%', sm: 190 }}
      />
    </Group>
  );
}
