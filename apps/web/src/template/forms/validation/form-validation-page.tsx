import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCalendar, IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';
import { labelledDropdown, pickerProps } from '../shared/picker-props.ts';
import { zodErrors } from '../shared/zod-errors.ts';
import { emptyValidationValues, type ValidationValues, validationSchema } from './validation-schema.ts';

/** The last day a date of birth may be: the rule wants a day before today, so later days are not offered. */
function yesterday() {
  return dayjs().subtract(1, 'day').format('YYYY-MM-DD');
}

const rules = [
  ['Full name', 'required, 2 to 40 characters'],
  ['Email', 'required, a valid address'],
  ['Password', 'at least 8 characters with a number'],
  ['Confirm password', 'must match the password'],
  ['Age', 'a whole number from 18 to 99'],
  ['Website', 'a full http(s) URL'],
  ['Date of birth', 'a date in the past'],
  ['Bio', 'at most 160 characters'],
  ['Terms', 'must be accepted'],
] as const;

/** A sign-up form with every kind of rule; errors show when a field loses focus and on submit. */
export function FormValidationPage() {
  const [submitted, setSubmitted] = useState<ValidationValues | null>(null);
  const [errorCount, setErrorCount] = useState(0);
  const form = useForm<ValidationValues>({
    mode: 'controlled',
    initialValues: emptyValidationValues,
    validate: (values) => zodErrors(validationSchema, values),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setErrorCount(0);
      setSubmitted(values);
    },
    (errors) => {
      setSubmitted(null);
      setErrorCount(Object.keys(errors).length);
    },
  );

  return (
    <FormPage
      title="Form validation"
      description="Rules checked with zod: errors appear when you leave a field and when you submit."
    >
      <DemoCard title="Create an account" description="Leave a field or press Submit to see its rule.">
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="md">
            {errorCount > 0 ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title="Check the form"
                role="alert"
              >
                {errorCount} {errorCount === 1 ? 'field needs' : 'fields need'} your attention.
              </Alert>
            ) : null}
            {submitted ? (
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
                title="All rules pass"
                role="status"
              >
                Thanks, {submitted.fullName}: the form is valid.
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Full name" withAsterisk {...form.getInputProps('fullName')} />
              <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
              <PasswordInput label="Password" withAsterisk {...form.getInputProps('password')} />
              <PasswordInput label="Confirm password" withAsterisk {...form.getInputProps('confirmPassword')} />
              <NumberInput label="Age" withAsterisk allowDecimal={false} {...form.getInputProps('age')} />
              <TextInput
                label="Website"
                placeholder="https://example.com"
                withAsterisk
                {...form.getInputProps('website')}
              />
              <DatePickerInput
                {...pickerProps}
                {...labelledDropdown('validation-birth-date')}
                label="Date of birth"
                placeholder="Pick a date"
                withAsterisk
                leftSection={<IconCalendar size={16} aria-hidden />}
                valueFormat="D MMM YYYY"
                maxDate={yesterday()}
                {...form.getInputProps('birthDate')}
              />
            </SimpleGrid>
            <Textarea
              label="Bio"
              description="Optional, at most 160 characters."
              autosize
              minRows={2}
              {...form.getInputProps('bio')}
            />
            <Checkbox
              label="I accept the terms and conditions"
              {...form.getInputProps('terms', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  setSubmitted(null);
                  setErrorCount(0);
                }}
              >
                Reset
              </Button>
              <Button type="submit">Submit</Button>
            </Group>
          </Stack>
        </form>
      </DemoCard>
      <DemoCard title="The rules">
        <Stack component="ul" gap="xs" m={0} pl="md">
          {rules.map(([field, rule]) => (
            <Text component="li" size="sm" key={field}>
              <Text span fw={600}>
                {field}
              </Text>
              : {rule}
            </Text>
          ))}
        </Stack>
      </DemoCard>
    </FormPage>
  );
}
