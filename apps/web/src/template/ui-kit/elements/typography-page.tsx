import { Blockquote, Code, List, Mark, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconQuote } from '@tabler/icons-react';
import { ExampleCard, ExamplePage } from '../components/example-card.tsx';
import classes from './typography-page.module.css';

// The samples are styled text, not headings, so the page's own outline (h1, then h2 per card) stays in order.
const headings = [1, 2, 3, 4, 5, 6].map((level) => ({
  label: `Heading ${level}`,
  size: `h${level}`,
  tag: `h${level}`,
}));

const displays = [
  { label: 'Display 1', size: '4rem' },
  { label: 'Display 2', size: '3.5rem' },
  { label: 'Display 3', size: '3rem' },
  { label: 'Display 4', size: '2.5rem' },
];

const weights = [
  { label: 'Light', weight: 300 },
  { label: 'Normal', weight: 400 },
  { label: 'Medium', weight: 500 },
  { label: 'Semibold', weight: 600 },
  { label: 'Bold', weight: 700 },
];

const alignments = ['left', 'center', 'right'] as const;
const transforms = ['lowercase', 'uppercase', 'capitalize'] as const;

/** The type scale: headings, display sizes, body text, lists, quotes, code, alignment, transforms and weights. */
export function TypographyPage() {
  return (
    <ExamplePage title="Typography" description="The type scale and text styles of the template.">
      <ExampleCard title="Headings" description="Six levels, from the page title down.">
        <Stack gap="xs">
          {headings.map((heading) => (
            <Text key={heading.label} fz={heading.size} fw={650} lh={1.25} className={classes.sample}>
              {heading.label} <Code>{`<${heading.tag}>`}</Code>
            </Text>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Display headings" description="Larger, lighter titles for landing sections.">
        <Stack gap={4}>
          {displays.map((display) => (
            <Text key={display.label} fz={{ base: `calc(${display.size} * 0.6)`, sm: display.size }} fw={300} lh={1.15}>
              {display.label}
            </Text>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title="Text" description="Lead, body, small and muted text, and inline styles.">
        <Stack gap="sm">
          <Text fz="xl" fw={300}>
            Lead text stands out at the top of a section: a sentence or two that says what follows.
          </Text>
          <Text>
            Body text is set at 16 pixels. It can hold <strong>bold</strong>, <em>italic</em>, <u>underlined</u>,{' '}
            <s>struck-through</s>, <Mark>highlighted</Mark> and <Code>inline code</Code> words.
          </Text>
          <Text size="sm">Small text, for captions and secondary details.</Text>
          <Text size="sm" c="dimmed">
            Muted text, for what matters least.
          </Text>
        </Stack>
      </ExampleCard>
      <ExampleCard title="Lists" description="Unordered, ordered and with icons.">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <List size="sm">
            <List.Item>Lorem ipsum</List.Item>
            <List.Item>
              Nested list
              <List withPadding size="sm">
                <List.Item>First</List.Item>
                <List.Item>Second</List.Item>
              </List>
            </List.Item>
            <List.Item>Dolor sit</List.Item>
          </List>
          <List type="ordered" size="sm">
            {['Sign up', 'Import leads', 'Send the first email'].map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <List
            size="sm"
            spacing={4}
            icon={<IconCircleCheck size={16} color="var(--mantine-color-teal-light-color)" />}
          >
            {['Unlimited seats', 'Priority support', 'Custom domains'].map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </SimpleGrid>
      </ExampleCard>
      <ExampleCard title="Blockquote and code" description="Quotations with their source, and blocks of code.">
        <Blockquote
          mt="lg"
          icon={<IconQuote size={20} />}
          cite="— Steve Krug, Don't Make Me Think"
          color="indigo"
          // Mantine fades the source to 60 %, below 4.5:1 in the dark skin: the dimmed colour instead.
          styles={{ cite: { opacity: 1, color: 'var(--mantine-color-dimmed)' } }}
        >
          Get rid of half the words on each page, then get rid of half of what's left.
        </Blockquote>
        <Code
          block
        >{`import { Button } from '@mantine/core';\n\nexport function Save() {\n  return <Button>Save</Button>;\n}`}</Code>
      </ExampleCard>
      <ExampleCard title="Alignment, transforms and weights" description="Where text sits, its case and its weight.">
        <Stack gap="xs">
          {alignments.map((alignment) => (
            <Text key={alignment} ta={alignment} size="sm" className={classes.band}>
              Aligned {alignment}
            </Text>
          ))}
          {transforms.map((transform) => (
            <Text key={transform} tt={transform} size="sm">
              {transform} text
            </Text>
          ))}
          {weights.map((weight) => (
            <Text key={weight.label} fw={weight.weight} size="sm">
              {weight.label} weight ({weight.weight})
            </Text>
          ))}
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
