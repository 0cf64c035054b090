import { ActionIcon, Button, CopyButton, Group, NativeSelect, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconArrowRight,
  IconAt,
  IconCheck,
  IconCopy,
  IconCurrencyDollar,
  IconSearch,
  IconWorld,
} from '@tabler/icons-react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

function Addon({ children }: { children: string }) {
  return (
    <Text size="sm" fw={500} px="xs">
      {children}
    </Text>
  );
}

const currencySelect = (
  <NativeSelect
    aria-label="Currency"
    data={['USD', 'EUR', 'GBP']}
    variant="unstyled"
    rightSectionWidth={24}
    w={76}
    styles={{ input: { fontWeight: 500, paddingLeft: 8 } }}
  />
);

/** Inputs with sections: text, icons, buttons and selects on the left or the right. */
export function InputGroupPage() {
  return (
    <FormPage title="Input group" description="Text, icons, selects and buttons joined to a field on either side.">
      <DemoCard title="Text addons" description="A fixed prefix or suffix the user does not type.">
        <Stack gap="sm">
          <TextInput label="Username" placeholder="username" leftSection={<Addon>@</Addon>} leftSectionWidth={36} />
          <TextInput
            label="Work email"
            placeholder="recipient"
            rightSection={<Addon>@example.com</Addon>}
            rightSectionWidth={120}
          />
          <TextInput
            label="Website"
            placeholder="leadpilot"
            leftSection={<Addon>https://</Addon>}
            leftSectionWidth={70}
            rightSection={<Addon>.com</Addon>}
            rightSectionWidth={48}
          />
        </Stack>
      </DemoCard>
      <DemoCard title="Icon addons" description="Icons that say what goes in the field.">
        <Stack gap="sm">
          <TextInput label="Email" placeholder="you@example.com" leftSection={<IconAt size={16} />} />
          <TextInput
            label="Amount"
            placeholder="0.00"
            leftSection={<IconCurrencyDollar size={16} />}
            rightSection={currencySelect}
            rightSectionWidth={76}
          />
          <TextInput label="Domain" placeholder="example.com" rightSection={<IconWorld size={16} />} />
        </Stack>
      </DemoCard>
      <DemoCard title="Button addons" description="An action attached to the field.">
        <Stack gap="sm">
          <Group gap={0} wrap="nowrap" align="flex-end">
            <TextInput
              label="Search"
              placeholder="Search contacts"
              leftSection={<IconSearch size={16} />}
              style={{ flex: 1 }}
              styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
            />
            <Button style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}>Search</Button>
          </Group>
          <TextInput
            label="Invite by email"
            placeholder="colleague@example.com"
            rightSectionWidth={42}
            rightSection={
              <ActionIcon size={32} radius="sm" variant="filled" aria-label="Send the invitation">
                <IconArrowRight size={18} />
              </ActionIcon>
            }
          />
          <TextInput
            label="Referral link"
            value="https://leadpilot.example/r/zoe"
            readOnly
            rightSection={
              <CopyButton value="https://leadpilot.example/r/zoe">
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                    <ActionIcon variant="subtle" onClick={copy} aria-label={copied ? 'Copied' : 'Copy the link'}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
        </Stack>
      </DemoCard>
      <DemoCard title="Sizes" description="Sections scale with the field.">
        <Stack gap="sm">
          {(['xs', 'md', 'xl'] as const).map((size) => (
            <TextInput
              key={size}
              size={size}
              label={`Price, size ${size}`}
              placeholder="100"
              leftSection={<IconCurrencyDollar size={16} />}
              rightSection={<Addon>.00</Addon>}
              rightSectionWidth={44}
            />
          ))}
        </Stack>
      </DemoCard>
    </FormPage>
  );
}
