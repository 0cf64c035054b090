import {
  Button,
  Checkbox,
  Grid,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAt, IconBuilding, IconLock, IconPhone, IconUser } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

/** Submitting a demo form only says it was received. */
function useDemoSubmit() {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setMessage('Saved. This demo keeps nothing.');
    },
    onReset: () => setMessage(null),
  };
}

function FormActions({ message }: { message: string | null }) {
  return (
    <Group justify="flex-end" gap="sm">
      {message ? (
        <Text size="sm" role="status" style={{ marginRight: 'auto' }}>
          {message}
        </Text>
      ) : null}
      <Button type="reset" variant="default">
        Reset
      </Button>
      <Button type="submit">Submit</Button>
    </Group>
  );
}

/** A label to the left of its field from `sm` up, above it on a phone. */
function HorizontalRow({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Grid align="center" gap="xs">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Text component="label" htmlFor={id} size="sm" fw={500}>
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>{children}</Grid.Col>
    </Grid>
  );
}

function VerticalForm() {
  const submit = useDemoSubmit();
  return (
    <form onSubmit={submit.onSubmit} onReset={submit.onReset}>
      <Stack gap="sm">
        <TextInput label="Full name" name="name" placeholder="Zoe Harper" />
        <TextInput label="Email" name="email" type="email" placeholder="zoe@example.com" />
        <PasswordInput label="Password" name="password" />
        <Checkbox label="Remember me" name="remember" />
        <FormActions message={submit.message} />
      </Stack>
    </form>
  );
}

function HorizontalForm() {
  const submit = useDemoSubmit();
  return (
    <form onSubmit={submit.onSubmit} onReset={submit.onReset}>
      <Stack gap="sm">
        <HorizontalRow label="First name" id="horizontal-first-name">
          <TextInput id="horizontal-first-name" placeholder="Zoe" />
        </HorizontalRow>
        <HorizontalRow label="Email" id="horizontal-email">
          <TextInput id="horizontal-email" type="email" placeholder="zoe@example.com" />
        </HorizontalRow>
        <HorizontalRow label="Mobile" id="horizontal-mobile">
          <TextInput id="horizontal-mobile" type="tel" placeholder="+1 555 010 0199" />
        </HorizontalRow>
        <HorizontalRow label="Password" id="horizontal-password">
          <PasswordInput id="horizontal-password" />
        </HorizontalRow>
        <FormActions message={submit.message} />
      </Stack>
    </form>
  );
}

function IconForm() {
  const submit = useDemoSubmit();
  return (
    <form onSubmit={submit.onSubmit} onReset={submit.onReset}>
      <Stack gap="sm">
        <TextInput label="Name" leftSection={<IconUser size={16} aria-hidden />} placeholder="Zoe Harper" />
        <TextInput label="Work email" leftSection={<IconAt size={16} aria-hidden />} placeholder="zoe@example.com" />
        <TextInput label="Phone" leftSection={<IconPhone size={16} aria-hidden />} placeholder="+1 555 010 0199" />
        <TextInput label="Company" leftSection={<IconBuilding size={16} aria-hidden />} placeholder="Acme Ltd" />
        <PasswordInput label="Password" leftSection={<IconLock size={16} aria-hidden />} />
        <FormActions message={submit.message} />
      </Stack>
    </form>
  );
}

function MultiColumnForm() {
  const submit = useDemoSubmit();
  return (
    <form onSubmit={submit.onSubmit} onReset={submit.onReset}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label="First name" placeholder="Zoe" />
          <TextInput label="Last name" placeholder="Harper" />
          <TextInput label="Email address" type="email" placeholder="zoe@example.com" />
          <Select
            label="Country"
            placeholder="Pick a country"
            data={['Canada', 'France', 'Germany', 'India', 'United Kingdom']}
          />
          <TextInput label="City" placeholder="London" />
          <TextInput label="Postcode" placeholder="SE1 9SG" />
          <Select label="Plan" placeholder="Pick a plan" data={['Basic', 'Team', 'Agency']} />
          <TextInput label="Company" placeholder="Acme Ltd" />
          <TextInput label="Job title" placeholder="Head of sales" />
        </SimpleGrid>
        <Textarea label="Notes" placeholder="Anything else we should know" autosize minRows={2} />
        <FormActions message={submit.message} />
      </Stack>
    </form>
  );
}

/** Form layouts: vertical, horizontal, with icons and multi-column. */
export function FormLayoutPage() {
  return (
    <FormPage
      title="Form layout"
      description="The same fields laid out four ways: stacked, labels beside fields, with icons and in columns."
    >
      <DemoCard title="Vertical form">
        <VerticalForm />
      </DemoCard>
      <DemoCard title="Horizontal form">
        <HorizontalForm />
      </DemoCard>
      <DemoCard title="Form with icons">
        <IconForm />
      </DemoCard>
      <DemoCard title="Multi-column form">
        <MultiColumnForm />
      </DemoCard>
    </FormPage>
  );
}
