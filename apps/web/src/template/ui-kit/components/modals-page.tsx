import { Button, Group, type MantineSize, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { sizeLabels } from './kit-colors.ts';

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}. Long content scrolls inside the modal while its title and close button stay in place, so the reader never loses the way out.`,
);

type OpenModal = 'basic' | 'scroll' | 'form' | 'full' | MantineSize | null;

const modalSizes: MantineSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** Modals: basic, sizes, scrolling content, a form and full screen. */
export function ModalsPage() {
  const [open, setOpen] = useState<OpenModal>(null);
  const [name, setName] = useState('');
  const [savedName, setSavedName] = useState('');
  const close = () => setOpen(null);
  return (
    <ExamplePage title="Modals" description="Dialogs over the page; Escape, the cross or a click outside closes them.">
      <ExampleCard title="Basic" description="A title, a message and actions.">
        <Group>
          <Button onClick={() => setOpen('basic')}>Open modal</Button>
        </Group>
        <Modal opened={open === 'basic'} onClose={close} title="Welcome back">
          <Stack>
            <Text size="sm">You have 3 new messages and 2 tasks due today.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Later
              </Button>
              <Button onClick={close}>Show them</Button>
            </Group>
          </Stack>
        </Modal>
      </ExampleCard>
      <ExampleCard title="Sizes" description="From extra small to extra large.">
        <Group gap="xs">
          {modalSizes.map((size) => (
            <Button key={size} variant="light" onClick={() => setOpen(size)}>
              {sizeLabels[size]}
            </Button>
          ))}
        </Group>
        {modalSizes.map((size) => (
          <Modal key={size} opened={open === size} onClose={close} size={size} title={`${sizeLabels[size]} modal`}>
            <Text size="sm">
              This modal is {sizeLabels[size].toLowerCase()} ({size}).
            </Text>
          </Modal>
        ))}
      </ExampleCard>
      <ExampleCard title="Scrolling content" description="Long content scrolls inside the modal.">
        <Group>
          <Button variant="default" onClick={() => setOpen('scroll')}>
            Read the terms
          </Button>
        </Group>
        <Modal opened={open === 'scroll'} onClose={close} title="Terms of service">
          <Stack gap="sm">
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Modal>
      </ExampleCard>
      <ExampleCard
        title="Form and full screen"
        description="A form whose answer shows on the page, and a modal that fills the screen."
      >
        <Group>
          <Button onClick={() => setOpen('form')}>Edit name</Button>
          <Button variant="default" onClick={() => setOpen('full')}>
            Full screen
          </Button>
        </Group>
        <Text size="sm" data-testid="modal-saved-name">
          {savedName ? `Saved name: ${savedName}` : 'No name saved yet.'}
        </Text>
        <Modal opened={open === 'form'} onClose={close} title="Edit name">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setSavedName(name.trim());
              close();
            }}
          >
            <Stack>
              <TextInput
                label="Name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                required
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit">Save</Button>
              </Group>
            </Stack>
          </form>
        </Modal>
        <Modal opened={open === 'full'} onClose={close} fullScreen radius={0} title="Full-screen modal">
          <Text size="sm">It covers the whole window; Escape or the cross closes it.</Text>
        </Modal>
      </ExampleCard>
    </ExamplePage>
  );
}
