import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock, IconSearch } from '@tabler/icons-react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Text inputs: sizes, variants, states, descriptions, errors and the password field. */
export function InputPage() {
  return (
    <FormPage title="Input" description="Text fields in every size, look and state, with labels, hints and errors.">
      <DemoCard title="Sizes" description="From extra small to extra large; the label grows with the field.">
        <Stack gap="sm">
          {sizes.map((size) => (
            <TextInput key={size} size={size} label={`Size ${size}`} placeholder={`A ${size} input`} />
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title="Variants" description="Default, filled and unstyled, with and without a rounded edge.">
        <Stack gap="sm">
          <TextInput label="Default" placeholder="Default variant" />
          <TextInput variant="filled" label="Filled" placeholder="Filled variant" />
          <TextInput variant="unstyled" label="Unstyled" placeholder="Unstyled variant" />
          <TextInput radius="xl" label="Rounded" placeholder="Rounded edge" />
          <TextInput label="With an icon" placeholder="Search the docs" leftSection={<IconSearch size={16} />} />
        </Stack>
      </DemoCard>
      <DemoCard title="States" description="Required, read-only, disabled and invalid fields.">
        <Stack gap="sm">
          <TextInput label="Full name" placeholder="Zoe Harper" withAsterisk required />
          <TextInput label="Read only" defaultValue="Leadpilot Ltd" readOnly />
          <TextInput label="Disabled" placeholder="You cannot type here" disabled />
          <TextInput
            label="Email"
            defaultValue="zoe@"
            error="Enter a full email address, such as zoe@example.com"
            leftSection={<IconAt size={16} />}
          />
        </Stack>
      </DemoCard>
      <DemoCard title="Description and password" description="A hint under the label, and a password you can reveal.">
        <Stack gap="sm">
          <TextInput
            label="Username"
            description="Letters, numbers and dashes; shown on your public profile."
            placeholder="zoe-harper"
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters."
            placeholder="Your password"
            leftSection={<IconLock size={16} />}
            defaultValue="correct horse"
          />
          <PasswordInput label="Disabled password" defaultValue="secret" disabled />
        </Stack>
      </DemoCard>
    </FormPage>
  );
}
