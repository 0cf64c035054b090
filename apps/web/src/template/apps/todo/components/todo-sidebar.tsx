import { Box, Button, ColorSwatch, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type TodoLocation, todoFilters, todoLocationPath, todoTags } from '../todo-location.ts';
import { filterDisplay, tagColors, tagName } from './todo-display.ts';

interface TodoSidebarProps {
  location: TodoLocation;
  onAdd: () => void;
  onNavigate: () => void;
}

const navLinkStyles = { root: { borderRadius: 'var(--mantine-radius-md)' } };

/** Add a task, the lists (all, important, completed, deleted) and the tags. */
export function TodoSidebar({ location, onAdd, onNavigate }: TodoSidebarProps) {
  const lists: TodoLocation[] = [
    { kind: 'all' },
    ...todoFilters.map((filter) => ({ kind: 'filter' as const, filter })),
  ];
  const current = todoLocationPath(location);
  return (
    <>
      <Box p="md">
        <Button fullWidth leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add task
        </Button>
      </Box>
      <ScrollArea style={{ flex: 1 }} px="xs" pb="md">
        <Stack gap={2} component="nav" aria-label="Task lists">
          {lists.map((list) => {
            const { label, icon: Icon } = filterDisplay[list.kind === 'filter' ? list.filter : 'all'];
            const path = todoLocationPath(list);
            return (
              <NavLink
                key={path}
                component={Link}
                to={path}
                onClick={onNavigate}
                active={path === current}
                aria-current={path === current ? 'page' : undefined}
                label={label}
                leftSection={<Icon size={18} aria-hidden />}
                styles={navLinkStyles}
              />
            );
          })}
        </Stack>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mt="lg" mb="xs">
          Tags
        </Text>
        <Stack gap={2} component="nav" aria-label="Tags">
          {todoTags.map((tag) => {
            const path = todoLocationPath({ kind: 'tag', tag });
            return (
              <NavLink
                key={tag}
                component={Link}
                to={path}
                onClick={onNavigate}
                active={path === current}
                aria-current={path === current ? 'page' : undefined}
                label={tagName(tag)}
                leftSection={<ColorSwatch size={10} color={`var(--mantine-color-${tagColors[tag]}-6)`} aria-hidden />}
                styles={navLinkStyles}
              />
            );
          })}
        </Stack>
      </ScrollArea>
    </>
  );
}
