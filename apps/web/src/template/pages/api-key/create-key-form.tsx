import { Button, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { type ApiKeyValues, apiKeyAccess, apiKeySchema } from './api-keys.ts';

interface CreateKeyFormProps {
  existingNames: readonly string[];
  onCreate: (values: ApiKeyValues) => void;
}

/** Name and access level of a new key. */
export function CreateKeyForm({ existingNames, onCreate }: CreateKeyFormProps) {
  const schema = useMemo(() => apiKeySchema(existingNames), [existingNames]);
  const form = useForm<{ name: string; access: string }>({
    initialValues: { name: '', access: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) => {
    const parsed = schema.parse(values);
    onCreate(parsed);
    form.reset();
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create an API key">
      <Stack gap="md">
        <Select
          label="Choose the API key type you want to create"
          placeholder="Select an access level"
          data={[...apiKeyAccess]}
          withAsterisk
          {...form.getInputProps('access')}
          onChange={(value) => form.setFieldValue('access', value ?? '')}
        />
        <TextInput label="Name the API key" placeholder="Server key 1" withAsterisk {...form.getInputProps('name')} />
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          Create key
        </Button>
      </Stack>
    </form>
  );
}
