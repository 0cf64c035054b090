import { Button, Card, Grid, Group, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AddressValues, addressValidation, usStates } from './address-form.ts';
import type { CartTotals } from './cart-totals.ts';
import { OrderSummary } from './order-summary.tsx';

interface AddressStepProps {
  initialValues: AddressValues;
  totals: CartTotals;
  couponCode: string | null;
  onBack: () => void;
  onNext: (address: AddressValues) => void;
}

/** Step 2: where the order goes. */
export function AddressStep({ initialValues, totals, couponCode, onBack, onNext }: AddressStepProps) {
  const form = useForm<AddressValues>({ initialValues, validate: addressValidation });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card>
          <form onSubmit={form.onSubmit(onNext)} noValidate aria-labelledby="delivery-address-title">
            <Stack gap="md">
              <Title order={2} fz="h4" id="delivery-address-title">
                Delivery address
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Full name" autoComplete="name" withAsterisk {...form.getInputProps('fullName')} />
                <TextInput
                  label="Phone number"
                  type="tel"
                  autoComplete="tel"
                  withAsterisk
                  {...form.getInputProps('mobile')}
                />
                <TextInput
                  label="Street address"
                  autoComplete="address-line1"
                  withAsterisk
                  {...form.getInputProps('line1')}
                />
                <TextInput label="Landmark" {...form.getInputProps('landmark')} />
                <TextInput
                  label="Town or city"
                  autoComplete="address-level2"
                  withAsterisk
                  {...form.getInputProps('city')}
                />
                <TextInput
                  label="ZIP code"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  withAsterisk
                  {...form.getInputProps('postcode')}
                />
                <Select
                  label="State"
                  placeholder="Choose a state"
                  data={usStates}
                  withAsterisk
                  {...form.getInputProps('state')}
                />
                <Radio.Group label="Address type" {...form.getInputProps('addressType')}>
                  <Group mt="xs">
                    <Radio value="home" label="Home" />
                    <Radio value="office" label="Office" />
                  </Group>
                </Radio.Group>
              </SimpleGrid>
              <Group justify="space-between">
                <Button variant="default" onClick={onBack}>
                  Back to cart
                </Button>
                <Button type="submit">Deliver here</Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderSummary totals={totals} couponCode={couponCode} />
      </Grid.Col>
    </Grid>
  );
}
