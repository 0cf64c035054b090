import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { iconByName } from '../cards/icon-by-name.tsx';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { BookmarksPopover } from './bookmarks-popover.tsx';
import { useGetBookmarksQuery } from './search-api.ts';

/** The navbar's bookmarked pages as icon links, and the star that edits them. */
export function BookmarksBar() {
  const { data } = useGetBookmarksQuery();
  const t = useTemplateTranslation();
  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label={t('Bookmarks')} data-testid="bookmarks-bar">
      {data?.bookmarks.map((page) => {
        const PageIcon = iconByName(page.icon);
        return (
          <Tooltip key={page.id} label={page.title}>
            <ActionIcon
              component={Link}
              to={page.link}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={page.title}
              visibleFrom="sm"
            >
              <PageIcon size={20} stroke={1.75} />
            </ActionIcon>
          </Tooltip>
        );
      })}
      <BookmarksPopover suggestions={data?.suggestions ?? []} />
    </Group>
  );
}
