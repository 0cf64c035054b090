import { NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

function QuantityInput() {
  const [quantity, setQuantity] = useState<string | number>(5);
  return (
    <>
      <NumberInput
        label="Quantity"
        description="From 1 to 10, in steps of 1."
        min={1}
        max={10}
        clampBehavior="strict"
        value={quantity}
        onChange={setQuantity}
      />
      <Text size="sm" data-testid="quantity-value">
        Quantity: {quantity === '' ? '—' : quantity}
      </Text>
    </>
  );
}

/** Number inputs: limits and steps, prefixes and suffixes, decimals and thousands. */
export function NumberInputPage() {
  return (
    <FormPage title="Number input" description="Numbers with limits, steps, units, decimals and thousands separators.">
      <DemoCard title="Min, max and step">
        <QuantityInput />
        <NumberInput
          label="Discount"
          description="0 to 100, in steps of 5."
          min={0}
          max={100}
          step={5}
          defaultValue={15}
        />
        <NumberInput label="Without controls" hideControls defaultValue={42} />
      </DemoCard>
      <DemoCard title="Prefix and suffix">
        <NumberInput label="Budget" prefix="$" thousandSeparator="," defaultValue={12500} />
        <NumberInput label="Open rate" suffix="%" min={0} max={100} defaultValue={48} />
        <NumberInput label="Distance" suffix=" km" defaultValue={21} />
      </DemoCard>
      <DemoCard title="Decimals">
        <NumberInput label="Price" prefix="€" decimalScale={2} fixedDecimalScale step={0.5} defaultValue={19.9} />
        <NumberInput label="Weight" suffix=" kg" decimalScale={3} defaultValue={1.275} step={0.005} />
        <NumberInput label="Whole numbers only" allowDecimal={false} defaultValue={3} />
      </DemoCard>
      <DemoCard title="States">
        <NumberInput label="Disabled" disabled defaultValue={7} />
        <NumberInput label="Seats" defaultValue={0} error="Choose at least one seat" />
        <NumberInput label="Positive only" allowNegative={false} defaultValue={12} variant="filled" />
      </DemoCard>
    </FormPage>
  );
}
