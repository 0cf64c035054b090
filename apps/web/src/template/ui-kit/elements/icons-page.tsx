import { Badge, Group, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ExampleCard, ExamplePage } from '../components/example-card.tsx';
import * as galleryIcons from './gallery-icons.ts';
import { filterIcons, iconWords } from './icon-search.ts';
import classes from './icons-page.module.css';

const iconEntries = Object.entries(galleryIcons);

/** Copies the icon's JSX to the clipboard and says so in a toast. */
async function copyIcon(name: string) {
  const jsx = `<${name} />`;
  try {
    await navigator.clipboard.writeText(jsx);
    notifications.show({
      color: 'teal',
      title: 'Copied to the clipboard',
      message: `${jsx} — import { ${name} } from '@tabler/icons-react'`,
    });
  } catch {
    notifications.show({
      color: 'red',
      title: 'Could not copy',
      message: `The browser refused the clipboard; the icon is ${jsx}.`,
    });
  }
}

/** A searchable gallery of Tabler icons; a click copies the icon's JSX. */
export function IconsPage() {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterIcons(iconEntries, query), [query]);
  const trimmed = query.trim();
  return (
    <ExamplePage
      title="Icons"
      description="Tabler icons, searchable by name. Click an icon to copy its JSX."
      columns={1}
    >
      <ExampleCard
        title="Icon gallery"
        description={`${iconEntries.length} of the most used icons of @tabler/icons-react.`}
      >
        <Group align="flex-end" justify="space-between" gap="sm">
          <TextInput
            label="Search icons"
            placeholder="arrow, user, chart…"
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Badge variant="light" size="lg" aria-live="polite" data-testid="icon-count">
            {matches.length} {matches.length === 1 ? 'icon' : 'icons'}
          </Badge>
        </Group>
        {matches.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={600}>No icon matches “{trimmed}”</Text>
            <Text size="sm">Try a shorter word, such as “arrow” or “file”.</Text>
          </Stack>
        ) : (
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4, md: 6, lg: 8 }}
            spacing="xs"
            component="ul"
            className={classes.grid}
          >
            {matches.map(([name, Icon]) => (
              <li key={name}>
                <UnstyledButton
                  className={classes.tile}
                  onClick={() => void copyIcon(name)}
                  aria-label={`Copy ${name}`}
                >
                  <Icon size={26} stroke={1.6} aria-hidden />
                  <Text size="xs" className={classes.name}>
                    {iconWords(name)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </SimpleGrid>
        )}
      </ExampleCard>
    </ExamplePage>
  );
}
