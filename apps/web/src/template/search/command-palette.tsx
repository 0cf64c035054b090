import '@mantine/spotlight/styles.css';
import { Avatar, Group, Kbd, Loader, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconFileText, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { iconByName } from '../cards/icon-by-name.tsx';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { filterSearchGroups, type SearchResult } from './filter-search-groups.ts';
import { useGetMainSearchQuery } from './search-api.ts';

/** The template's command palette: opened by Ctrl/Cmd+K or the navbar's search button. */
export const [commandPaletteStore, commandPalette] = createSpotlight();

function ResultAction({ result, onOpenPage }: { result: SearchResult; onOpenPage: (link: string) => void }) {
  const t = useTemplateTranslation();
  switch (result.kind) {
    case 'page': {
      const PageIcon = iconByName(result.item.icon);
      return (
        <Spotlight.Action
          label={result.item.title}
          leftSection={<PageIcon size={20} stroke={1.75} aria-hidden />}
          onClick={() => onOpenPage(result.item.link)}
        />
      );
    }
    case 'file':
      return (
        <Spotlight.Action
          label={result.item.title}
          description={t('by {{name}}', { name: result.item.by })}
          leftSection={<IconFileText size={20} stroke={1.75} aria-hidden />}
          rightSection={<Text size="xs">{result.item.size}</Text>}
        />
      );
    case 'contact':
      return (
        <Spotlight.Action
          label={result.item.title}
          description={result.item.email}
          leftSection={<Avatar src={result.item.img || null} name={result.item.title} size={28} alt="" />}
          rightSection={<Text size="xs">{result.item.date}</Text>}
        />
      );
  }
}

export function CommandPalette() {
  const [query, setQuery] = useState('');
  const [hasOpened, setHasOpened] = useState(false);
  const navigate = useNavigate();
  const t = useTemplateTranslation();
  // Loaded the first time the palette opens, not on every page.
  const { data, isLoading, isError } = useGetMainSearchQuery(undefined, { skip: !hasOpened });
  const groups = data ? filterSearchGroups(data.searchArr, query) : [];

  return (
    <Spotlight.Root
      store={commandPaletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      onSpotlightOpen={() => setHasOpened(true)}
      scrollable
      maxHeight={440}
      size="lg"
    >
      <Spotlight.Search
        placeholder={t('Search pages, files and contacts')}
        aria-label={t('Search pages, files and contacts')}
        leftSection={<IconSearch size={20} stroke={1.5} aria-hidden />}
      />
      <Spotlight.ActionsList aria-label={t('Search results')}>
        {isLoading ? (
          <Spotlight.Empty>
            <Loader size="sm" role="status" aria-label={t('Loading search data')} />
          </Spotlight.Empty>
        ) : null}
        {isError ? (
          <Spotlight.Empty>{t('Search is unavailable right now. Close and try again.')}</Spotlight.Empty>
        ) : null}
        {groups.map((group) => (
          // The group's visible label is CSS content, so it is also given as the group's accessible name.
          <Spotlight.ActionsGroup key={group.title} label={t(group.title)} role="group" aria-label={t(group.title)}>
            {group.results.map((result) => (
              <ResultAction key={result.key} result={result} onOpenPage={(link) => void navigate(link)} />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {data && groups.length === 0 ? (
          <Spotlight.Empty>{t('No results for “{{query}}”.', { query: query.trim() })}</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group gap="md" justify="center">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('to move')}
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Enter</Kbd> {t('to open')}
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Esc</Kbd> {t('to close')}
          </Text>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
