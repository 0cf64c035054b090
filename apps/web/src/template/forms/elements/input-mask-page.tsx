import { InputBase, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IMaskInput } from 'react-imask';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

interface MaskedFieldProps {
  label: string;
  placeholder: string;
  description: string;
  mask: Parameters<typeof IMaskInput>[0]['mask'];
  /** Extra imask options (blocks, thousands separator, …). */
  options?: Record<string, unknown>;
}

/** A Mantine field driven by imask, showing the raw value the mask keeps. */
function MaskedField({ label, placeholder, description, mask, options }: MaskedFieldProps) {
  const [raw, setRaw] = useState('');
  return (
    <Stack gap={4}>
      <InputBase
        component={IMaskInput}
        label={label}
        placeholder={placeholder}
        description={description}
        mask={mask}
        {...options}
        onAccept={(_value: string, instance: { unmaskedValue: string }) => setRaw(instance.unmaskedValue)}
      />
      <Text size="xs" data-testid={`${label.toLowerCase().replaceAll(' ', '-')}-raw`}>
        Raw value: {raw === '' ? '—' : raw}
      </Text>
    </Stack>
  );
}

/** Masked inputs with react-imask: phone, card, date, time, numbers and prefixes. */
export function InputMaskPage() {
  return (
    <FormPage
      title="Input mask"
      description="Fields that shape what is typed as it is typed, with react-imask; the raw value is shown under each."
    >
      <DemoCard title="Contact and payment">
        <MaskedField
          label="Phone number"
          placeholder="+1 (555) 000-0000"
          description="US format"
          mask="+1 (000) 000-0000"
        />
        <MaskedField
          label="Credit card"
          placeholder="0000 0000 0000 0000"
          description="Groups of four digits"
          mask="0000 0000 0000 0000"
        />
        <MaskedField label="Card expiry" placeholder="MM/YY" description="Month and year" mask="00/00" />
      </DemoCard>
      <DemoCard title="Date and time">
        <MaskedField label="Date" placeholder="YYYY-MM-DD" description="Year, month, day" mask="0000-00-00" />
        <MaskedField label="Time" placeholder="HH:MM" description="24-hour clock" mask="00:00" />
      </DemoCard>
      <DemoCard title="Numbers">
        <MaskedField
          label="Numeral"
          placeholder="10,000"
          description="Thousands separated by commas, two decimals"
          mask={Number}
          options={{ thousandsSeparator: ',', scale: 2, radix: '.', mapToRadix: ['.'] }}
        />
        <MaskedField
          label="Price with prefix"
          placeholder="$ 0"
          description="A fixed dollar prefix"
          mask="$ num"
          options={{ lazy: false, blocks: { num: { mask: Number, thousandsSeparator: ',' } } }}
        />
      </DemoCard>
      <DemoCard title="Codes">
        <MaskedField label="Order code" placeholder="ORD-0000" description="A fixed ORD- prefix" mask="{ORD-}0000" />
        <MaskedField label="Postcode" placeholder="AA0 0AA" description="Letters and digits" mask="aa0 0aa" />
      </DemoCard>
    </FormPage>
  );
}
