import { Button, Checkbox, Drawer, type DrawerProps, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ExampleCard, ExamplePage } from './example-card.tsx';
import { sizeLabels } from './kit-colors.ts';

const sides: NonNullable<DrawerProps['position']>[] = ['left', 'right', 'top', 'bottom'];
const drawerSizes = ['xs', 'md', 'xl'] as const;

type OpenDrawer =
  | { kind: 'side'; value: string }
  | { kind: 'size'; value: string }
  | { kind: 'form' | 'scroll' }
  | null;

/** Offcanvas panels (Mantine Drawer): from each side, sizes, a form, and one that keeps the page scrollable. */
export function OffcanvasPage() {
  const [open, setOpen] = useState<OpenDrawer>(null);
  const close = () => setOpen(null);
  const isOpen = (kind: string, value?: string) =>
    open?.kind === kind && (!value || ('value' in open && open.value === value));
  return (
    <ExamplePage title="Offcanvas" description="Panels that slide in from an edge of the screen.">
      <ExampleCard title="Placement" description="From the left, the right, the top or the bottom.">
        <Group gap="xs">
          {sides.map((side) => (
            <Button key={side} variant="light" onClick={() => setOpen({ kind: 'side', value: side })}>
              Open from the {side}
            </Button>
          ))}
        </Group>
        {sides.map((side) => (
          <Drawer
            key={side}
            opened={isOpen('side', side)}
            onClose={close}
            position={side}
            title={`Offcanvas from the ${side}`}
          >
            <Text size="sm">
              This panel slid in from the {side}. Press Escape, the cross or the backdrop to close it.
            </Text>
          </Drawer>
        ))}
      </ExampleCard>
      <ExampleCard title="Sizes" description="Narrow, medium or wide panels.">
        <Group gap="xs">
          {drawerSizes.map((size) => (
            <Button key={size} variant="default" onClick={() => setOpen({ kind: 'size', value: size })}>
              {sizeLabels[size]}
            </Button>
          ))}
        </Group>
        {drawerSizes.map((size) => (
          <Drawer
            key={size}
            opened={isOpen('size', size)}
            onClose={close}
            position="right"
            size={size}
            title={`${sizeLabels[size]} offcanvas`}
          >
            <Text size="sm">A {sizeLabels[size].toLowerCase()} panel.</Text>
          </Drawer>
        ))}
      </ExampleCard>
      <ExampleCard title="With a form" description="Filters or a quick edit in a side panel.">
        <Group>
          <Button onClick={() => setOpen({ kind: 'form' })}>Filter leads</Button>
        </Group>
        <Drawer opened={isOpen('form')} onClose={close} position="right" title="Filter leads">
          <Stack>
            <TextInput label="Company" placeholder="Any company" />
            <Checkbox label="Only leads with an email" />
            <Checkbox label="Only leads updated this week" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Apply</Button>
            </Group>
          </Stack>
        </Drawer>
      </ExampleCard>
      <ExampleCard title="Without a backdrop" description="The page behind stays visible and scrollable.">
        <Group>
          <Button variant="default" onClick={() => setOpen({ kind: 'scroll' })}>
            Open without a backdrop
          </Button>
        </Group>
        <Drawer
          opened={isOpen('scroll')}
          onClose={close}
          withOverlay={false}
          lockScroll={false}
          title="No backdrop"
          shadow="xl"
        >
          <Text size="sm">The page behind this panel still scrolls.</Text>
        </Drawer>
      </ExampleCard>
    </ExamplePage>
  );
}
