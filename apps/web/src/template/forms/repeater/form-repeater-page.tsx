import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { formatPrice, type RepeaterRow, repeaterTotal, rowPrice } from './repeater-totals.ts';

interface RepeaterValues {
  rows: RepeaterRow[];
}

/** A list of item rows that can grow and shrink (never below one), with each row's price and a running total. */
export function FormRepeaterPage() {
  useDocumentTitle('Form repeater');
  const nextKey = useRef(2);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<RepeaterValues>({
    mode: 'controlled',
    initialValues: {
      rows: [
        { key: 'row-1', item: 'Website design', cost: 1200, quantity: 1 },
        { key: 'row-2', item: 'Hosting (months)', cost: 24.5, quantity: 12 },
      ],
    },
    validate: {
      rows: {
        item: (value) => (value.trim() === '' ? 'Name the item' : null),
        cost: (value) => (value === '' || Number(value) < 0 ? 'Enter a cost of 0 or more' : null),
        quantity: (value) => (value === '' || Number(value) < 1 ? 'At least 1' : null),
      },
    },
  });
  const rows = form.getValues().rows;
  const total = repeaterTotal(rows);

  function handleAdd() {
    nextKey.current += 1;
    form.insertListItem('rows', { key: `row-${nextKey.current}`, item: '', cost: '', quantity: 1 });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Form repeater"
        description="Add and remove rows of items; each row's price and the total update as you type."
      />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="repeater-heading">
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            setSaved(`Quote saved: ${values.rows.length} items, ${formatPrice(repeaterTotal(values.rows))}.`),
          )}
        >
          <Stack gap="md">
            <Title order={2} fz="h4" id="repeater-heading">
              Quote items
            </Title>
            <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Items">
              {rows.map((row, index) => (
                <Group
                  component="li"
                  key={row.key}
                  align="flex-start"
                  gap="sm"
                  wrap="wrap"
                  p="sm"
                  data-testid="repeater-row"
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                >
                  <TextInput
                    label={`Item ${index + 1}`}
                    placeholder="What is it?"
                    style={{ flex: '2 1 12rem' }}
                    {...form.getInputProps(`rows.${index}.item`)}
                  />
                  <NumberInput
                    label={`Cost ${index + 1}`}
                    prefix="$"
                    decimalScale={2}
                    min={0}
                    thousandSeparator=","
                    style={{ flex: '1 1 7rem' }}
                    {...form.getInputProps(`rows.${index}.cost`)}
                  />
                  <NumberInput
                    label={`Quantity ${index + 1}`}
                    min={1}
                    allowDecimal={false}
                    style={{ flex: '1 1 6rem' }}
                    {...form.getInputProps(`rows.${index}.quantity`)}
                  />
                  <Stack gap={4} style={{ flex: '1 1 6rem' }}>
                    <Text size="sm" fw={500}>
                      Price
                    </Text>
                    <Text size="sm" py={6} fw={600} data-testid="row-price">
                      {formatPrice(rowPrice(row))}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    mt={24}
                    aria-label={`Remove item ${index + 1}`}
                    disabled={rows.length === 1}
                    onClick={() => form.removeListItem('rows', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <Group justify="space-between" wrap="wrap">
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={handleAdd}>
                Add item
              </Button>
              <Group gap="xs" aria-live="polite">
                <Text fw={500}>
                  {rows.length} {rows.length === 1 ? 'item' : 'items'} · Total
                </Text>
                <Text fw={700} fz="lg" data-testid="repeater-total">
                  {formatPrice(total)}
                </Text>
              </Group>
            </Group>
            <Text size="sm">At least one row stays: the last row cannot be removed.</Text>
            <Group justify="flex-end" gap="md">
              {saved ? (
                <Text size="sm" role="status" c="green.9">
                  {saved}
                </Text>
              ) : null}
              <Button type="submit">Save quote</Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
