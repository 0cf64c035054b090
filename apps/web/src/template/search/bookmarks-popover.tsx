import { ActionIcon, Group, Popover, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { iconByName } from '../cards/icon-by-name.tsx';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import type { SearchPageItem } from '../mocks/types.ts';
import { useUpdateBookmarkMutation } from './search-api.ts';

/** A star toggle per page: the list the bookmarks bar is picked from. */
export function BookmarksPopover({ suggestions }: { suggestions: SearchPageItem[] }) {
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [updateBookmark] = useUpdateBookmarkMutation();
  const t = useTemplateTranslation();
  const needle = query.trim().toLowerCase();
  const pages = suggestions.filter((page) => page.title.toLowerCase().includes(needle));

  return (
    <Popover opened={isOpen} onChange={setIsOpen} width={300} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="yellow"
          size="lg"
          aria-label={t('Edit bookmarks')}
          onClick={() => setIsOpen((value) => !value)}
        >
          <IconStar size={20} stroke={1.75} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('Find a page')}
          aria-label={t('Find a page to bookmark')}
          leftSection={<IconSearch size={16} aria-hidden />}
          mb="xs"
          data-autofocus
        />
        <ScrollArea.Autosize mah={320} type="auto">
          {pages.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('No page matches “{{query}}”.', { query })}
            </Text>
          ) : (
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {pages.map((page) => {
                const PageIcon = iconByName(page.icon);
                const toggleLabel = page.isBookmarked
                  ? t('Remove {{page}} from bookmarks', { page: page.title })
                  : t('Bookmark {{page}}', { page: page.title });
                return (
                  <Group key={page.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                    <UnstyledButton
                      component={Link}
                      to={page.link}
                      onClick={() => setIsOpen(false)}
                      style={{ flex: 1, minWidth: 0, padding: '6px 8px', borderRadius: 'var(--mantine-radius-sm)' }}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <PageIcon size={18} stroke={1.75} aria-hidden />
                        <Text size="sm" truncate="end">
                          {page.title}
                        </Text>
                      </Group>
                    </UnstyledButton>
                    <ActionIcon
                      variant="subtle"
                      color={page.isBookmarked ? 'yellow' : 'gray'}
                      aria-label={toggleLabel}
                      aria-pressed={page.isBookmarked}
                      onClick={() => void updateBookmark({ id: page.id })}
                    >
                      {page.isBookmarked ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
