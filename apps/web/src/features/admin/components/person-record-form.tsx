import {
  type CuratedPerson,
  curatePersonBodySchema,
  departmentLabels,
  departments,
  emailStatuses,
  emailStatusLabels,
  fundingStageLabels,
  fundingStages,
  revenueBandLabels,
  revenueBands,
  seniorities,
  seniorityLabels,
} from '@leadpilot/contracts';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { showToast } from '../../../api/response-feedback.ts';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { useSaveCuratedPersonMutation } from '../api/save-curated-person.ts';
import {
  emptyPersonRecord,
  type PersonRecordValues,
  toCurationBody,
  toPersonRecordValues,
} from './person-record-values.ts';
import { ProvenanceList } from './provenance-list.tsx';

const optionsOf = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const seniorityOptions = optionsOf(seniorities, seniorityLabels);
const departmentOptions = optionsOf(departments, departmentLabels);
const emailStatusOptions = optionsOf(emailStatuses, emailStatusLabels);
const revenueBandOptions = optionsOf(revenueBands, revenueBandLabels);
const fundingStageOptions = optionsOf(fundingStages, fundingStageLabels);

function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

interface PersonRecordFormProps {
  /** The person to correct, or null to add someone. */
  person: CuratedPerson | null;
  onSaved: (person: CuratedPerson) => void;
  onCancel: () => void;
}

/** Super-admin: one person's record with their company, to add or correct; the server's messages show beside the fields. */
export function PersonRecordForm({ person, onSaved, onCancel }: PersonRecordFormProps) {
  const [saveCuratedPerson, { isLoading }] = useSaveCuratedPersonMutation();
  const initialValues = person ? toPersonRecordValues(person) : emptyPersonRecord;
  const form = useForm<PersonRecordValues>({ initialValues });
  const isNew = person === null;

  const handleSubmit = form.onSubmit(async (values) => {
    const parsed = curatePersonBodySchema.safeParse(
      toCurationBody(values, isNew ? null : initialValues, person?.id ?? null),
    );
    if (!parsed.success) {
      form.setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    try {
      const reply = await saveCuratedPerson(parsed.data).unwrap();
      // The HTTP client shows the message of a 200; a 201 (added) is shown here.
      if (reply.data.outcome === 'created') {
        showToast('success', reply.message);
      }
      onSaved(reply.data.person);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={isNew ? 'Add a person' : `Correct ${person.fullName}`}>
      <Stack gap="lg">
        <FormSection
          title="Person"
          description="Name and role. A new person needs a first and last name, seniority and department."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" withAsterisk={isNew} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" withAsterisk={isNew} {...form.getInputProps('lastName')} />
            <TextInput label="Job title" {...form.getInputProps('title')} />
            <Select
              label="Seniority"
              withAsterisk={isNew}
              allowDeselect={false}
              data={seniorityOptions}
              {...form.getInputProps('seniority')}
            />
            <Select
              label="Department"
              withAsterisk={isNew}
              allowDeselect={false}
              data={departmentOptions}
              {...form.getInputProps('department')}
            />
            <TagsInput label="Skills" placeholder="Type a skill, then Enter" {...form.getInputProps('skills')} />
          </SimpleGrid>
          <Textarea label="Bio" autosize minRows={2} maxRows={6} {...form.getInputProps('bio')} />
        </FormSection>

        <FormSection
          title="Contact"
          description="Corrected contact details are recorded as curated by you, now. Empty a field to remove it."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
            <Select
              label="Email status"
              description="A new address is unknown until it is checked."
              allowDeselect={false}
              data={emailStatusOptions}
              {...form.getInputProps('emailStatus')}
            />
            <TextInput label="Phone" placeholder="+1 415 555 0100" {...form.getInputProps('phone')} />
            <TextInput
              label="LinkedIn"
              placeholder="https://www.linkedin.com/in/…"
              {...form.getInputProps('linkedinUrl')}
            />
            <TextInput label="Twitter" placeholder="https://twitter.com/…" {...form.getInputProps('twitterUrl')} />
          </SimpleGrid>
        </FormSection>

        <FormSection
          title="Location"
          description="Where the person works from. The time zone follows the city when left empty."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CountrySelect label="Country" {...form.getInputProps('country')} />
            <TextInput label="Region" {...form.getInputProps('region')} />
            <TextInput label="City" {...form.getInputProps('city')} />
            <TimeZoneSelect label="Time zone" {...form.getInputProps('timeZone')} />
          </SimpleGrid>
        </FormSection>

        <FormSection
          title="Company"
          description="Changes apply to the company and to every one of its people. A different domain moves the person to that company (added when new: then name, industry, employees and country are needed)."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Company domain"
              placeholder="acme.com"
              withAsterisk={isNew}
              {...form.getInputProps('company.domain')}
            />
            <TextInput label="Company name" {...form.getInputProps('company.name')} />
            <TextInput label="Industry" {...form.getInputProps('company.industry')} />
            <NumberInput
              label="Employees"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('company.employeeCount')}
            />
            <Select
              label="Revenue"
              allowDeselect={false}
              data={revenueBandOptions}
              {...form.getInputProps('company.revenueBand')}
            />
            <Select
              label="Funding stage"
              allowDeselect={false}
              data={fundingStageOptions}
              {...form.getInputProps('company.fundingStage')}
            />
            <CountrySelect label="Headquarters country" {...form.getInputProps('company.country')} />
            <TextInput label="Headquarters city" {...form.getInputProps('company.city')} />
          </SimpleGrid>
          <TagsInput
            label="Technologies"
            placeholder="Type a tool, then Enter"
            {...form.getInputProps('company.technologies')}
          />
        </FormSection>

        {person ? <ProvenanceList provenance={person.provenance} /> : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading} disabled={!isNew && !form.isDirty()}>
            {isNew ? 'Add person' : 'Save corrections'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
