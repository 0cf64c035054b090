import { Anchor, Breadcrumbs, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconFolder, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const trail = [
  { label: 'Home', to: '/' },
  { label: 'UI kit', to: '/components/alerts' },
  { label: 'Components', to: '/components/accordion' },
];

const separators: { name: string; separator: ReactNode }[] = [
  { name: 'Slash', separator: '/' },
  { name: 'Chevron', separator: <IconChevronRight size={14} aria-hidden /> },
  { name: 'Dot', separator: '•' },
  { name: 'Arrow', separator: '→' },
];

/** A trail of links ending with the current page, marked as such. */
function Trail({ label, separator, withIcons = false }: { label: string; separator?: ReactNode; withIcons?: boolean }) {
  return (
    <nav aria-label={label}>
      <Breadcrumbs separator={separator} separatorMargin="xs" style={{ flexWrap: 'wrap' }}>
        {trail.map((item, index) => (
          <Anchor key={item.label} component={Link} to={item.to} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              {withIcons ? (
                index === 0 ? (
                  <IconHome size={14} aria-hidden />
                ) : (
                  <IconFolder size={14} aria-hidden />
                )
              ) : null}
              {item.label}
            </Group>
          </Anchor>
        ))}
        <Text size="sm" fw={600} aria-current="page">
          Breadcrumbs
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

/** Breadcrumbs: the basic trail, separators, icons and a collapsed long trail. */
export function BreadcrumbsPage() {
  return (
    <ExamplePage title="Breadcrumbs" description="Where the current page sits in the site, with links back up.">
      <ExampleCard title="Basic" description="Links up to the current page, which is not a link.">
        <Trail label="Basic breadcrumb" />
      </ExampleCard>
      <ExampleCard title="Separators" description="A slash, a chevron, a dot or an arrow between the steps.">
        <Stack gap="sm">
          {separators.map((item) => (
            <Trail key={item.name} label={`${item.name} separator breadcrumb`} separator={item.separator} />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="With icons" description="An icon before each step.">
        <Trail label="Breadcrumb with icons" separator={<IconChevronRight size={14} aria-hidden />} withIcons />
      </ExampleCard>
      <ExampleCard title="Inside a page header" description="The usual place: under the page title.">
        <Stack gap={4}>
          <Text fw={650} size="lg">
            Account settings
          </Text>
          <Trail label="Page header breadcrumb" />
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
