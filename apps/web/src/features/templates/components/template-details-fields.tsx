import type { MergeField } from '@leadpilot/contracts';
import { Autocomplete, Grid, SegmentedControl, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { TemplateDraft } from '../hooks/use-template-draft.ts';
import { SubjectInput } from './subject-input.tsx';

interface TemplateDetailsFieldsProps {
  values: TemplateDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<TemplateDraft>) => void;
  fields: MergeField[] | undefined;
  /** Folders and tags already in use, offered as suggestions. */
  folders: string[];
  tags: string[];
}

/** Name, visibility, subject, folder and tags of the template being edited. */
export function TemplateDetailsFields({ values, errors, onChange, fields, folders, tags }: TemplateDetailsFieldsProps) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="Template name"
          placeholder="First touch — heads of sales"
          value={values.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          error={errors.name}
          maxLength={160}
          required
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="template-visibility-label">
            Who can use it
          </Text>
          <SegmentedControl
            aria-labelledby="template-visibility-label"
            fullWidth
            value={values.visibility}
            onChange={(visibility) => onChange({ visibility: visibility === 'private' ? 'private' : 'shared' })}
            data={[
              { value: 'shared', label: 'Whole team' },
              { value: 'private', label: 'Only me' },
            ]}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        <SubjectInput
          label="Subject"
          placeholder="Quick question, {{ first_name }}"
          value={values.subject}
          onChange={(subject) => onChange({ subject })}
          error={errors.subject}
          fields={fields}
          maxLength={300}
          required
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Autocomplete
          label="Folder"
          placeholder="No folder"
          data={folders}
          value={values.folder}
          onChange={(folder) => onChange({ folder })}
          error={errors.folder}
          maxLength={80}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TagsInput
          label="Tags"
          placeholder={values.tags.length === 0 ? 'Type a tag and press Enter' : undefined}
          data={tags}
          value={values.tags}
          onChange={(next) => onChange({ tags: next.map((tag) => tag.trim().toLowerCase()).filter(Boolean) })}
          error={errors.tags}
          maxTags={20}
          splitChars={[',']}
          clearable
        />
      </Grid.Col>
    </Grid>
  );
}
