import { Accordion, type AccordionProps, Text } from '@mantine/core';
import { IconCreditCard, IconPackage, IconTruckReturn } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const questions = [
  {
    value: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Two to five working days in Europe, a week elsewhere.',
    icon: IconPackage,
  },
  {
    value: 'returns',
    question: 'Can I return an order?',
    answer: 'Yes, within 30 days, for a full refund.',
    icon: IconTruckReturn,
  },
  {
    value: 'payment',
    question: 'Which cards do you take?',
    answer: 'Visa, Mastercard and American Express.',
    icon: IconCreditCard,
  },
];

const examples: {
  title: string;
  description: string;
  props: Pick<AccordionProps, 'variant' | 'chevronPosition' | 'defaultValue'>;
  isMultiple?: boolean;
  withIcons?: boolean;
}[] = [
  { title: 'Default', description: 'One item open at a time.', props: { defaultValue: 'shipping' } },
  { title: 'Contained', description: 'Items inside one bordered box.', props: { variant: 'contained' } },
  { title: 'Separated', description: 'Each item on its own tile.', props: { variant: 'separated' }, withIcons: true },
  {
    title: 'Filled, several open',
    description: 'Open items are filled; more than one can be open.',
    props: { variant: 'filled' },
    isMultiple: true,
  },
  {
    title: 'Chevron on the left',
    description: 'The arrow sits before the question.',
    props: { chevronPosition: 'left' },
  },
];

/** The questions as accordion items, with an icon before each when asked. */
function renderItems(withIcons = false): ReactNode {
  return questions.map((item) => (
    <Accordion.Item key={item.value} value={item.value}>
      <Accordion.Control icon={withIcons ? <item.icon size={18} /> : undefined}>{item.question}</Accordion.Control>
      <Accordion.Panel>
        <Text size="sm">{item.answer}</Text>
      </Accordion.Panel>
    </Accordion.Item>
  ));
}

/** Accordions: default, contained, separated with icons, filled with several open, chevron on the left. */
export function AccordionPage() {
  return (
    <ExamplePage title="Accordion" description="Stacked sections that open one question at a time.">
      {examples.map((example) => (
        <ExampleCard key={example.title} title={example.title} description={example.description}>
          {example.isMultiple ? (
            <Accordion variant={example.props.variant} multiple defaultValue={['shipping', 'returns']}>
              {renderItems(example.withIcons)}
            </Accordion>
          ) : (
            <Accordion {...example.props}>{renderItems(example.withIcons)}</Accordion>
          )}
        </ExampleCard>
      ))}
    </ExamplePage>
  );
}
