import { Alert, Card, Code, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconBox, IconLayoutOff, IconLayoutSidebarLeftCollapse, IconSquare } from '@tabler/icons-react';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

export type ShellLayoutKind = 'collapse-menu' | 'layout-boxed' | 'without-menu' | 'layout-empty';

interface LayoutExample {
  icon: Icon;
  title: string;
  description: string;
  /** What this page shows of the shell, as a list. */
  traits: string[];
  handle: string;
}

const examples: Record<ShellLayoutKind, LayoutExample> = {
  'collapse-menu': {
    icon: IconLayoutSidebarLeftCollapse,
    title: 'Collapsed menu',
    description: 'The vertical menu folded to its icons, to give the page the room.',
    traits: [
      'The sidebar shows icons only and widens while the pointer or focus is on it.',
      'Section headings fold into an ellipsis; groups open when the menu widens.',
      'On phones the menu is in the drawer behind the burger, as on every page.',
    ],
    handle: "{ templateLayout: { menuLayout: 'vertical', isMenuCollapsed: true } }",
  },
  'layout-boxed': {
    icon: IconBox,
    title: 'Boxed layout',
    description: 'The page keeps to a centred column, however wide the screen.',
    traits: [
      'Content, top bar and footer stop at the boxed width and centre.',
      'Wide screens show the background on both sides.',
      'The menu stays where the customizer puts it.',
    ],
    handle: "{ templateLayout: { contentWidth: 'boxed' } }",
  },
  'without-menu': {
    icon: IconLayoutOff,
    title: 'Without menu',
    description: 'The top bar and footer without any menu: for focused pages such as a checkout.',
    traits: [
      'Neither the sidebar nor the horizontal menu is drawn, and phones get no burger.',
      'Search, bookmarks, language and the user menu stay in the top bar.',
      'Leave through the brand, a bookmark or the search (Ctrl+K).',
    ],
    handle: '{ templateLayout: { isWithoutMenu: true } }',
  },
  'layout-empty': {
    icon: IconSquare,
    title: 'Layout empty',
    description: 'The full shell around an empty page: a starting point for a new screen.',
    traits: [
      'Menu, top bar and footer as the customizer sets them.',
      'The content area holds nothing but this heading: build from here.',
    ],
    handle: 'none: an ordinary route inside the template layout',
  },
};

/** One of the page-layout examples: the shell shaped as the route asks, with what that means. */
export function PageLayoutPage({ kind }: { kind: ShellLayoutKind }) {
  const example = examples[kind];
  useDocumentTitle(example.title);
  const ExampleIcon = example.icon;
  if (kind === 'layout-empty') {
    return (
      <Stack gap="lg">
        <PageHeader title={example.title} description={example.description} />
        <Card withBorder padding="xl" mih={360} style={{ borderStyle: 'dashed' }}>
          <Stack align="center" justify="center" gap="xs" h="100%" mih={300}>
            <ThemeIcon size={48} radius="xl" variant="light">
              <ExampleIcon size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>An empty page</Text>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {example.traits.join(' ')}
            </Text>
          </Stack>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title={example.title} description={example.description} />
      <Alert variant="light" icon={<ExampleIcon size={20} aria-hidden />} title="This page shows the layout">
        The shell around this page follows the route, whatever the theme customizer says; other pages keep your
        settings.
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Title order={2} fz="h4" mb="sm">
            What you see
          </Title>
          <List spacing="xs" size="sm">
            {example.traits.map((trait) => (
              <List.Item key={trait}>{trait}</List.Item>
            ))}
          </List>
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} fz="h4" mb="sm">
            How to use it
          </Title>
          <Text size="sm" mb="xs">
            Give a route of the template this handle:
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {`handle: ${example.handle}`}
          </Code>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
