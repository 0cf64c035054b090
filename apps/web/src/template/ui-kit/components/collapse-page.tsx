import { Button, Collapse, Group, Paper, Spoiler, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const sections = [
  { title: 'Shipping', text: 'Orders leave the warehouse within two working days and arrive within a week.' },
  { title: 'Returns', text: 'Send anything back within 30 days, in its packaging, for a full refund.' },
  { title: 'Warranty', text: 'Every product carries a two-year warranty against defects.' },
];

const longText =
  'Collapsible content keeps long pages short. A spoiler shows the first lines of a text and a link to read the rest; ' +
  'it suits reviews, descriptions and terms that most readers skim. The link changes to “Show less” once the text is open, ' +
  'and the height animates so the reader keeps their place. Everything below the fold stays in the page for search and ' +
  'for screen readers, which read it whole.';

/** A section whose body folds under its header button. */
function FoldingSection({ title, text }: { title: string; text: string }) {
  const bodyId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        w="100%"
        p="sm"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={bodyId}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <IconChevronDown
            size={16}
            style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen} id={bodyId}>
        <Text size="sm" px="sm" pb="sm">
          {text}
        </Text>
      </Collapse>
    </Paper>
  );
}

/** Collapse: a toggled panel, several folding sections, a spoiler and a horizontal collapse. */
export function CollapsePage() {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isSideOpen, setIsSideOpen] = useState(true);
  return (
    <ExamplePage title="Collapse" description="Show and hide content with a smooth height transition.">
      <ExampleCard title="Toggle a panel" description="The button shows and hides the panel below it.">
        <Stack gap="sm" align="flex-start">
          <Button onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen} aria-controls={panelId}>
            {isOpen ? 'Hide details' : 'Show details'}
          </Button>
          <Collapse expanded={isOpen} id={panelId}>
            <Paper withBorder p="md" radius="md">
              <Text size="sm">
                These details were folded away. Collapse animates the height, so the content below slides instead of
                jumping.
              </Text>
            </Paper>
          </Collapse>
        </Stack>
      </ExampleCard>
      <ExampleCard title="Folding sections" description="Each header opens its own section; several can be open.">
        <Stack gap="xs">
          {sections.map((section) => (
            <FoldingSection key={section.title} {...section} />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Spoiler" description="The first lines of a long text, with a link to read the rest.">
        <Spoiler maxHeight={48} showLabel="Show more" hideLabel="Show less">
          <Text size="sm">{longText}</Text>
        </Spoiler>
      </ExampleCard>
      <ExampleCard title="Horizontal" description="Collapse can fold sideways too, here a filter column.">
        <Stack gap="sm" align="flex-start">
          <Button variant="default" onClick={() => setIsSideOpen((open) => !open)} aria-expanded={isSideOpen}>
            {isSideOpen ? 'Hide filters' : 'Show filters'}
          </Button>
          <Group gap="sm" wrap="nowrap" align="stretch">
            <Collapse expanded={isSideOpen} orientation="horizontal">
              <Paper withBorder p="sm" radius="md" w={140}>
                <Text size="sm">Filters</Text>
              </Paper>
            </Collapse>
            <Paper withBorder p="sm" radius="md">
              <Text size="sm">Results</Text>
            </Paper>
          </Group>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
