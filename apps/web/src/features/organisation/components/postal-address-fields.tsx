import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import type { OrganisationFormValues } from './organisation-form-values.ts';

interface PostalAddressFieldsProps {
  form: UseFormReturnType<OrganisationFormValues>;
}

/** The postal address printed in every campaign email footer. */
export function PostalAddressFields({ form }: PostalAddressFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Address line 1"
        autoComplete="address-line1"
        placeholder="Street and number"
        {...form.getInputProps('address.line1')}
      />
      <TextInput
        label="Address line 2"
        autoComplete="address-line2"
        placeholder="Suite, floor (optional)"
        {...form.getInputProps('address.line2')}
      />
      <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('address.city')} />
      <TextInput
        label="State or region"
        autoComplete="address-level1"
        placeholder="Optional"
        {...form.getInputProps('address.region')}
      />
      <TextInput label="Postal code" autoComplete="postal-code" {...form.getInputProps('address.postalCode')} />
      <CountrySelect label="Country" autoComplete="country" {...form.getInputProps('address.country')} />
    </SimpleGrid>
  );
}
