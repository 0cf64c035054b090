import { Avatar, Badge, Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconGitBranch, IconGitCommit, IconGitPullRequest, IconMessageDots } from '@tabler/icons-react';
import { useState } from 'react';
import { avatarImage } from '../../mocks/fixtures/images.ts';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const steps = [
  { title: 'Order placed', text: 'We received your order.', time: '09:12' },
  { title: 'Packed', text: 'Your items are packed and labelled.', time: '11:40' },
  { title: 'Shipped', text: 'The parcel left the warehouse.', time: '15:05' },
  { title: 'Delivered', text: 'Signed for at the front desk.', time: 'Tomorrow' },
];

const events = [
  { title: 'New branch', icon: IconGitBranch, text: 'feature/checkout from main', color: 'indigo' },
  { title: 'Commits', icon: IconGitCommit, text: '4 commits pushed', color: 'teal' },
  { title: 'Pull request', icon: IconGitPullRequest, text: 'Opened #128 for review', color: 'orange' },
  { title: 'Comment', icon: IconMessageDots, text: 'Liam asked for a test', color: 'grape' },
];

const lineStyles = ['solid', 'dashed', 'dotted'] as const;

/** Timelines: a stepper moved by buttons, icons and colours, rich content and line styles. */
export function TimelinePage() {
  const [active, setActive] = useState(1);
  return (
    <ExamplePage title="Timeline" description="Events in order, with what has happened and what is next.">
      <ExampleCard title="Order tracking" description="The buttons move the current step.">
        <Timeline active={active} bulletSize={22} lineWidth={2}>
          {steps.map((step, index) => (
            <Timeline.Item
              key={step.title}
              title={step.title}
              bullet={index <= active ? <IconCheck size={12} /> : undefined}
            >
              <Text size="sm">{step.text}</Text>
              <Text size="xs" mt={4}>
                {step.time}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Group justify="space-between">
          <Text size="sm" data-testid="timeline-step">
            Current step: {steps[active]?.title}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setActive((step) => step - 1)} disabled={active === 0}>
              Back
            </Button>
            <Button size="xs" onClick={() => setActive((step) => step + 1)} disabled={active === steps.length - 1}>
              Next step
            </Button>
          </Group>
        </Group>
      </ExampleCard>
      <ExampleCard title="Icons and colours" description="Each event has its own icon and colour.">
        <Timeline bulletSize={28} active={events.length}>
          {events.map((event) => (
            <Timeline.Item
              key={event.title}
              title={event.title}
              bullet={<event.icon size={14} />}
              color={`${event.color}.9`}
            >
              <Text size="sm">{event.text}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </ExampleCard>
      <ExampleCard title="Rich content" description="People, badges and text inside the items.">
        <Timeline bulletSize={32} active={1}>
          <Timeline.Item
            title="Meeting with the client"
            bullet={<Avatar size={28} radius="xl" src={avatarImage('teal')} alt="Liam Carter" />}
          >
            <Stack gap={4}>
              <Text size="sm">Project review with Liam Carter.</Text>
              <Group gap={4}>
                <Badge size="sm" variant="light">
                  Design
                </Badge>
                <Badge size="sm" variant="light" color="teal">
                  Approved
                </Badge>
              </Group>
            </Stack>
          </Timeline.Item>
          <Timeline.Item
            title="Invoice sent"
            bullet={<Avatar size={28} radius="xl" src={avatarImage('pink')} alt="Ava Rossi" />}
          >
            <Text size="sm">Ava sent invoice #4521 for $1,240.</Text>
          </Timeline.Item>
        </Timeline>
      </ExampleCard>
      <ExampleCard title="Line styles" description="Solid, dashed and dotted lines between items.">
        <Group align="flex-start" grow>
          {lineStyles.map((lineVariant) => (
            <Timeline key={lineVariant} active={1} bulletSize={14} lineWidth={2}>
              {['Start', lineVariant, 'End'].map((label) => (
                <Timeline.Item key={label} title={label} lineVariant={lineVariant} />
              ))}
            </Timeline>
          ))}
        </Group>
      </ExampleCard>
    </ExamplePage>
  );
}
