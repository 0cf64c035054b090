import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { AccountSettingsReply } from '../../mocks/types.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { type InfoValues, infoSchema } from './account-schemas.ts';
import { FormActions } from './form-actions.tsx';
import { useSaveSettings } from './use-save-settings.ts';

const countries = [
  'Australia',
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Spain',
  'United Kingdom',
  'United States',
];

/** Bio, birth date, country, website and phone. */
export function InfoTab({ settings }: { settings: AccountSettingsReply['info'] }) {
  const { save, isSaving, feedback } = useSaveSettings();
  const form = useForm<InfoValues>({
    initialValues: { ...settings },
    validate: schemaResolver(infoSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const countryOptions = countries.includes(settings.country) ? countries : [settings.country, ...countries];

  return (
    <form onSubmit={form.onSubmit((info) => save({ info }))} noValidate aria-label="Information">
      <Stack gap="md">
        <Textarea label="Bio" autosize minRows={3} {...form.getInputProps('bio')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Birth date" type="date" {...form.getInputProps('dob')} />
          <Select
            label="Country"
            data={countryOptions.filter(Boolean)}
            searchable
            clearable
            {...form.getInputProps('country')}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
          />
          <TextInput label="Website" type="url" autoComplete="url" {...form.getInputProps('website')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <FormFeedback error={feedback.error} success={feedback.success} />
        <FormActions isSaving={isSaving} onReset={form.reset} />
      </Stack>
    </form>
  );
}
