import type { MergeField } from '@leadpilot/contracts';
import {
  ActionIcon,
  Button,
  Code,
  Combobox,
  Group,
  Loader,
  ScrollArea,
  Text,
  TextInput,
  Tooltip,
  useCombobox,
} from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useState } from 'react';
import { mergeFieldToken } from './merge-field-token.ts';

interface MergeFieldPickerProps {
  /** Undefined while loading. */
  fields: MergeField[] | undefined;
  /** Called with the tag to insert: `{{ key }}` or `{{ key | default: "…" }}`. */
  onInsert: (token: string) => void;
  /** Where the tag goes, for the button's name: "subject", "body". */
  target: string;
  /** An icon button (inside an input) rather than a labelled button. */
  isCompact?: boolean;
  disabled?: boolean;
}

/** Groups the fields by their group, keeping the server's order, filtered by key, label or group. */
function groupFields(fields: MergeField[], search: string): [string, MergeField[]][] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, MergeField[]>();
  for (const field of fields) {
    const haystack = `${field.key} ${field.label} ${field.group}`.toLowerCase();
    if (needle && !haystack.includes(needle)) continue;
    groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  }
  return [...groups];
}

/**
 * The merge-field picker: a searchable, grouped list (arrow keys and Enter work from the search
 * box) with an optional fallback for prospects who have no value.
 */
export function MergeFieldPicker({
  fields,
  onInsert,
  target,
  isCompact = false,
  disabled = false,
}: MergeFieldPickerProps) {
  const [search, setSearch] = useState('');
  const [fallback, setFallback] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const groups = groupFields(fields ?? [], search);
  const buttonLabel = `Insert a merge field into the ${target}`;

  const handleSubmit = (key: string) => {
    onInsert(mergeFieldToken(key, fallback));
    setFallback('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} width={320} position="bottom-end" onOptionSubmit={handleSubmit} shadow="md">
      <Combobox.Target withAriaAttributes={false}>
        {isCompact ? (
          <Tooltip label="Insert merge field" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={buttonLabel}
              aria-haspopup="listbox"
              aria-expanded={combobox.dropdownOpened}
              disabled={disabled}
              onClick={() => combobox.toggleDropdown()}
            >
              <IconBraces size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            variant="default"
            size="compact-sm"
            h={26}
            leftSection={<IconBraces size={14} aria-hidden />}
            aria-label={buttonLabel}
            aria-haspopup="listbox"
            aria-expanded={combobox.dropdownOpened}
            disabled={disabled}
            onClick={() => combobox.toggleDropdown()}
          >
            Merge field
          </Button>
        )}
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Search fields"
          aria-label="Search merge fields"
        />
        <Combobox.Options aria-label="Merge fields">
          <ScrollArea.Autosize mah={260} type="auto">
            {fields === undefined ? (
              <Group justify="center" p="sm">
                <Loader size="sm" aria-label="Loading merge fields" />
              </Group>
            ) : groups.length === 0 ? (
              <Combobox.Empty>No field matches</Combobox.Empty>
            ) : (
              groups.map(([group, entries]) => (
                <Combobox.Group key={group} label={group}>
                  {entries.map((field) => (
                    <Combobox.Option key={field.key} value={field.key} aria-label={`${field.label} (${field.key})`}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text size="sm" truncate>
                          {field.label}
                        </Text>
                        <Code fz="xs">{field.key}</Code>
                      </Group>
                      {field.example ? (
                        <Text size="xs" c="dimmed" truncate>
                          e.g. {field.example.replace(/<[^>]*>/g, '')}
                        </Text>
                      ) : null}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
        <Combobox.Footer>
          <TextInput
            size="xs"
            label="Fallback when a prospect has no value"
            placeholder="e.g. there"
            value={fallback}
            onChange={(event) => setFallback(event.currentTarget.value)}
            maxLength={100}
          />
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  );
}
