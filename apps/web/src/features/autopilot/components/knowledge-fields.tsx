import { knowledgeLanguageNames, knowledgeLanguages } from '@leadpilot/contracts';
import { ActionIcon, Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AutopilotFormValues } from '../hooks/autopilot-form-values.ts';

type Form = UseFormReturnType<AutopilotFormValues>;

const languageOptions = knowledgeLanguages.map((value) => ({ value, label: knowledgeLanguageNames[value] }));

/**
 * The knowledge the autopilot answers from, in the team's words: the offer, FAQ entries and case
 * studies. The autopilot states only these (never a price), and cites each fact it uses.
 */
export function KnowledgeFields({ form, isReadOnly }: { form: Form; isReadOnly: boolean }) {
  const { faq, caseStudies } = form.getValues();
  return (
    <Stack gap="lg">
      <Select
        label="Language of the knowledge"
        description="A reply in another language goes to a person."
        data={languageOptions}
        allowDeselect={false}
        disabled={isReadOnly}
        w={{ base: '100%', xs: 260 }}
        key={form.key('language')}
        {...form.getInputProps('language')}
      />
      <Stack gap="sm">
        <Title order={3} fz="h5">
          The offer
        </Title>
        <Textarea
          label="What you offer"
          autosize
          minRows={2}
          disabled={isReadOnly}
          key={form.key('offer.what')}
          {...form.getInputProps('offer.what')}
        />
        <Textarea
          label="Who it is for"
          autosize
          minRows={2}
          disabled={isReadOnly}
          key={form.key('offer.forWhom')}
          {...form.getInputProps('offer.forWhom')}
        />
        <Textarea
          label="The outcome a customer gets"
          autosize
          minRows={2}
          disabled={isReadOnly}
          key={form.key('offer.outcome')}
          {...form.getInputProps('offer.outcome')}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          FAQ
        </Title>
        {faq.length === 0 ? (
          <Text size="sm" c="dimmed">
            No question yet. Add the questions prospects ask, with the answer the team gives.
          </Text>
        ) : null}
        {faq.map((_entry, index) => (
          <Card
            key={form.key(`faq.${index}`)}
            withBorder
            padding="sm"
            component="fieldset"
            aria-label={`FAQ entry ${index + 1}`}
          >
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label="Question"
                  style={{ flex: 1 }}
                  disabled={isReadOnly}
                  key={form.key(`faq.${index}.question`)}
                  {...form.getInputProps(`faq.${index}.question`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove FAQ entry ${index + 1}`}
                  disabled={isReadOnly}
                  onClick={() => form.removeListItem('faq', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Textarea
                label="Answer"
                autosize
                minRows={2}
                disabled={isReadOnly}
                key={form.key(`faq.${index}.answer`)}
                {...form.getInputProps(`faq.${index}.answer`)}
              />
            </Stack>
          </Card>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={isReadOnly}
          onClick={() => form.insertListItem('faq', { question: '', answer: '' })}
          w="fit-content"
        >
          Add a question
        </Button>
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Case studies
        </Title>
        {caseStudies.map((_study, index) => (
          <Card
            key={form.key(`caseStudies.${index}`)}
            withBorder
            padding="sm"
            component="fieldset"
            aria-label={`Case study ${index + 1}`}
          >
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label="Customer"
                  style={{ flex: 1 }}
                  disabled={isReadOnly}
                  key={form.key(`caseStudies.${index}.customer`)}
                  {...form.getInputProps(`caseStudies.${index}.customer`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove case study ${index + 1}`}
                  disabled={isReadOnly}
                  onClick={() => form.removeListItem('caseStudies', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Textarea
                label="Their problem"
                autosize
                minRows={2}
                disabled={isReadOnly}
                key={form.key(`caseStudies.${index}.problem`)}
                {...form.getInputProps(`caseStudies.${index}.problem`)}
              />
              <Textarea
                label="The result they got"
                autosize
                minRows={2}
                disabled={isReadOnly}
                key={form.key(`caseStudies.${index}.result`)}
                {...form.getInputProps(`caseStudies.${index}.result`)}
              />
            </Stack>
          </Card>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={isReadOnly}
          onClick={() => form.insertListItem('caseStudies', { customer: '', problem: '', result: '' })}
          w="fit-content"
        >
          Add a case study
        </Button>
      </Stack>
    </Stack>
  );
}
