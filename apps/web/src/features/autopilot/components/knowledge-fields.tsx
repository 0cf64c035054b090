import { knowledgeLanguageNames, knowledgeLanguages } from '@leadpilot/contracts';
import { ActionIcon, Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AutopilotFormValues } from '../hooks/autopilot-form-values.ts';

type Form = UseFormReturnType<AutopilotFormValues>;

const languageOptions = knowledgeLanguages.map((value) => ({ value, label: knowledgeLanguageNames[value] }));

/**
 * The knowledge the autopilot answers from, in the team's words: the offer, FAQ entries and case
 * studies. The autopilot states only these (never a price), and cites each fact it uses.
 */
export function KnowledgeFields({ form, isReadOnly }: { form: Form; isReadOnly: boolean }) {
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
        <KnowledgeTextarea form={form} isReadOnly={isReadOnly} path="offer.what" label="What you offer" />
        <KnowledgeTextarea form={form} isReadOnly={isReadOnly} path="offer.forWhom" label="Who it is for" />
        <KnowledgeTextarea
          form={form}
          isReadOnly={isReadOnly}
          path="offer.outcome"
          label="The outcome a customer gets"
        />
      </Stack>
      <EntryList
        form={form}
        isReadOnly={isReadOnly}
        path="faq"
        title="FAQ"
        emptyText="No question yet. Add the questions prospects ask, with the answer the team gives."
        entryLabel="FAQ entry"
        removeLabel="Remove FAQ entry"
        addLabel="Add a question"
        blank={{ question: '', answer: '' }}
        headField={{ name: 'question', label: 'Question' }}
        bodyFields={[{ name: 'answer', label: 'Answer' }]}
      />
      <EntryList
        form={form}
        isReadOnly={isReadOnly}
        path="caseStudies"
        title="Case studies"
        entryLabel="Case study"
        removeLabel="Remove case study"
        addLabel="Add a case study"
        blank={{ customer: '', problem: '', result: '' }}
        headField={{ name: 'customer', label: 'Customer' }}
        bodyFields={[
          { name: 'problem', label: 'Their problem' },
          { name: 'result', label: 'The result they got' },
        ]}
      />
    </Stack>
  );
}

interface KnowledgeTextareaProps {
  form: Form;
  isReadOnly: boolean;
  /** The value's path in the form ("offer.what", "faq.0.answer"). */
  path: string;
  label: string;
}

/** A free-text field of the knowledge; it grows with what the team writes. */
function KnowledgeTextarea({ form, isReadOnly, path, label }: KnowledgeTextareaProps) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      disabled={isReadOnly}
      key={form.key(path)}
      {...form.getInputProps(path)}
    />
  );
}

type EntryListPath = 'faq' | 'caseStudies';
type Entry<P extends EntryListPath> = FormArrayElement<AutopilotFormValues, P>;
/** A field the team fills in; the id only ties a saved entry to the server. */
type EntryField<P extends EntryListPath> = Exclude<keyof Entry<P>, 'id'> & string;

interface EntryListProps<P extends EntryListPath> {
  form: Form;
  isReadOnly: boolean;
  path: P;
  title: string;
  /** Shown while the list is empty; nothing when left out. */
  emptyText?: string;
  /** Names each entry's fieldset, numbered from 1 ("FAQ entry 2"). */
  entryLabel: string;
  /** Names each entry's remove button, numbered from 1 ("Remove FAQ entry 2"). */
  removeLabel: string;
  addLabel: string;
  /** The entry the add button appends. */
  blank: Entry<P>;
  /** The one-line field, with the remove button beside it. */
  headField: { name: EntryField<P>; label: string };
  /** The text areas below it. */
  bodyFields: { name: EntryField<P>; label: string }[];
}

/** One list of the knowledge (FAQ or case studies): a fieldset per entry and a button to add one. */
function EntryList<P extends EntryListPath>({
  form,
  isReadOnly,
  path,
  title,
  emptyText,
  entryLabel,
  removeLabel,
  addLabel,
  blank,
  headField,
  bodyFields,
}: EntryListProps<P>) {
  const entries = form.getValues()[path];
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {title}
      </Title>
      {emptyText && entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {entries.map((_entry, index) => (
        <Card
          key={form.key(`${path}.${index}`)}
          withBorder
          padding="sm"
          component="fieldset"
          aria-label={`${entryLabel} ${index + 1}`}
        >
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={headField.label}
                style={{ flex: 1 }}
                disabled={isReadOnly}
                key={form.key(`${path}.${index}.${headField.name}`)}
                {...form.getInputProps(`${path}.${index}.${headField.name}`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${removeLabel} ${index + 1}`}
                disabled={isReadOnly}
                onClick={() => form.removeListItem(path, index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {bodyFields.map((field) => (
              <KnowledgeTextarea
                key={field.name}
                form={form}
                isReadOnly={isReadOnly}
                path={`${path}.${index}.${field.name}`}
                label={field.label}
              />
            ))}
          </Stack>
        </Card>
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={isReadOnly}
        onClick={() => form.insertListItem(path, blank)}
        w="fit-content"
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
