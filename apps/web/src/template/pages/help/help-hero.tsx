import { Paper, Stack, Text, Title } from '@mantine/core';
import { SearchInput } from '../../../shared/ui/search-input.tsx';

interface HelpHeroProps {
  title: string;
  description: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
}

/** The banner of the FAQ and knowledge-base pages: a heading and the search box. */
export function HelpHero({ title, description, search, onSearch, searchLabel }: HelpHeroProps) {
  return (
    <Paper
      p={{ base: 'lg', sm: 48 }}
      style={{
        background:
          'light-dark(linear-gradient(135deg, var(--mantine-color-indigo-0), var(--mantine-color-violet-0)), linear-gradient(135deg, var(--mantine-color-dark-6), var(--mantine-color-dark-7)))',
      }}
    >
      <Stack gap="sm" align="center" ta="center">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
        <SearchInput
          value={search}
          onChange={onSearch}
          aria-label={searchLabel}
          placeholder="Ask a question..."
          size="md"
          w="100%"
          maw={560}
          mt="xs"
        />
      </Stack>
    </Paper>
  );
}
