import { type CustomField, saveCustomFieldBodySchema } from '@leadpilot/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorMessageOf } from '../../../api/base-query.ts';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useSaveCustomFieldMutation } from '../api/save-custom-field.ts';

interface FieldFormValues {
  key: string;
  label: string;
  defaultValue: string;
}

interface CustomFieldModalProps {
  /** The field to change, or null to add one. */
  field: CustomField | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds or changes a custom merge field; a rename the server refuses shows its reason by the name. */
export function CustomFieldModal({ field, opened, onClose }: CustomFieldModalProps) {
  const [saveField, { isLoading }] = useSaveCustomFieldMutation();
  const form = useForm<FieldFormValues>({
    initialValues: { key: field?.key ?? '', label: field?.label ?? '', defaultValue: field?.defaultValue ?? '' },
    validate: schemaResolver(saveCustomFieldBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await saveField(field ? { id: field.id, ...values } : values).unwrap();
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else form.setFieldError('key', errorMessageOf(error));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={field ? `Edit {{ ${field.key} }}` : 'Add a custom field'} size="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Custom fields hold what your own data knows about a prospect. Templates use them like any other field.
          </Text>
          <TextInput
            label="Field name"
            description="Lower-case letters, digits and _, used in templates as {{ name }}."
            placeholder="pain_point"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('key')}
          />
          {field && field.usedBy > 0 && form.values.key !== field.key ? (
            <Text size="xs" c="orange.9">
              {field.usedBy === 1 ? '1 template uses' : `${field.usedBy} templates use`} this field under its current
              name.
            </Text>
          ) : null}
          <TextInput label="Label" placeholder="Pain point" {...form.getInputProps('label')} />
          <TextInput
            label="Default value"
            description="Used when a prospect has no value of their own. Leave empty for none."
            placeholder="growing the pipeline"
            {...form.getInputProps('defaultValue')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              {field ? 'Save field' : 'Add field'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
