import { Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CardFrame } from '../../../cards/card-frame.tsx';
import { staticCardState } from './static-card-state.ts';

/** A card payment form: the method, the card's details and whether to keep it. */
export function PaymentCard() {
  return (
    <CardFrame title="Payment" bodyHeight={330} query={staticCardState}>
      {() => (
        <Stack component="form" gap="sm" onSubmit={(event) => event.preventDefault()}>
          <SegmentedControl fullWidth data={['Card', 'PayPal', 'Bank transfer']} aria-label="Payment method" />
          <TextInput
            label="Card number"
            placeholder="4242 4242 4242 4242"
            inputMode="numeric"
            autoComplete="cc-number"
          />
          <TextInput label="Name on card" placeholder="Zoe Harper" autoComplete="cc-name" />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Expiry" placeholder="MM/YY" autoComplete="cc-exp" />
            <TextInput label="CVV" placeholder="123" inputMode="numeric" autoComplete="cc-csc" />
          </SimpleGrid>
          <Checkbox label="Save this card for next time" defaultChecked />
          <Group justify="flex-end">
            <Button type="submit">Pay $49</Button>
          </Group>
        </Stack>
      )}
    </CardFrame>
  );
}
