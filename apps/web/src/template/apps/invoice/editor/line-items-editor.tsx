import { ActionIcon, Button, Grid, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import { emptyLineItem, type InvoiceFormValues, lineAmounts } from './invoice-form.ts';

interface LineItemsEditorProps {
  form: UseFormReturnType<InvoiceFormValues>;
}

/** The invoice's lines: item, description, cost and quantity, with each line's price; rows can be added and removed. */
export function LineItemsEditor({ form }: LineItemsEditorProps) {
  const amounts = lineAmounts(form.values.items);
  return (
    <Stack gap="sm">
      {form.values.items.map((line, index) => {
        const number = index + 1;
        const amount = amounts[index] ?? { cost: 0, qty: 0 };
        return (
          <Paper key={line.key} withBorder p="md" radius="md" pos="relative" aria-label={`Line ${number}`} role="group">
            <Grid gap="sm" pr={28}>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Stack gap="xs">
                  <TextInput
                    label={`Item ${number}`}
                    placeholder="What was delivered"
                    withAsterisk
                    {...form.getInputProps(`items.${index}.item`)}
                  />
                  <Textarea
                    label={`Description ${number}`}
                    placeholder="Details for the client"
                    autosize
                    minRows={2}
                    {...form.getInputProps(`items.${index}.description`)}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberInput
                  label={`Cost ${number}`}
                  prefix="$"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  withAsterisk
                  {...form.getInputProps(`items.${index}.cost`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <NumberInput
                  label={`Qty ${number}`}
                  min={1}
                  allowDecimal={false}
                  withAsterisk
                  {...form.getInputProps(`items.${index}.qty`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 2 }}>
                <Text size="sm" fw={500} mb={4}>
                  Price
                </Text>
                <Text fw={600} aria-label={`Price of item ${number}`}>
                  {formatPrice(amount.cost * amount.qty, 'USD')}
                </Text>
              </Grid.Col>
            </Grid>
            <ActionIcon
              variant="subtle"
              color="gray"
              pos="absolute"
              top={8}
              right={8}
              aria-label={`Remove item ${number}`}
              disabled={form.values.items.length === 1}
              onClick={() => form.removeListItem('items', index)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        onClick={() => form.insertListItem('items', emptyLineItem())}
      >
        Add item
      </Button>
    </Stack>
  );
}
