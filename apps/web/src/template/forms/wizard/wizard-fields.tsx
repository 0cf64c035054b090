import { MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import type { WizardValues } from './wizard-schema.ts';

type WizardForm = UseFormReturnType<WizardValues>;

const countries = [
  'Australia',
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Portugal',
  'United Kingdom',
  'United States',
];
const languages = ['English', 'French', 'German', 'Portuguese', 'Spanish'];

export function AccountFields({ form }: { form: WizardForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Username" placeholder="zoe-harper" withAsterisk {...form.getInputProps('username')} />
      <TextInput
        label="Email"
        placeholder="zoe@example.com"
        type="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Password"
        description="At least 8 characters"
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordInput label="Confirm password" withAsterisk {...form.getInputProps('confirmPassword')} />
    </SimpleGrid>
  );
}

export function PersonalFields({ form }: { form: WizardForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="First name" placeholder="Zoe" withAsterisk {...form.getInputProps('firstName')} />
      <TextInput label="Last name" placeholder="Harper" withAsterisk {...form.getInputProps('lastName')} />
      <Select
        label="Country"
        placeholder="Pick a country"
        data={countries}
        searchable
        withAsterisk
        {...form.getInputProps('country')}
      />
      <MultiSelect
        label="Languages"
        placeholder="Pick languages"
        data={languages}
        withAsterisk
        {...form.getInputProps('language')}
      />
    </SimpleGrid>
  );
}

export function AddressFields({ form }: { form: WizardForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Address" placeholder="98 Borough Bridge Road" withAsterisk {...form.getInputProps('address')} />
      <TextInput label="Landmark" placeholder="Near the station (optional)" {...form.getInputProps('landmark')} />
      <TextInput label="Postcode" placeholder="SE1 9SG" withAsterisk {...form.getInputProps('postcode')} />
      <TextInput label="City" placeholder="London" withAsterisk {...form.getInputProps('city')} />
    </SimpleGrid>
  );
}

export function SocialFields({ form }: { form: WizardForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="X (Twitter)"
        placeholder="https://x.com/zoe"
        leftSection={<IconBrandX size={16} aria-hidden />}
        {...form.getInputProps('twitter')}
      />
      <TextInput
        label="Facebook"
        placeholder="https://facebook.com/zoe"
        leftSection={<IconBrandFacebook size={16} aria-hidden />}
        {...form.getInputProps('facebook')}
      />
      <TextInput
        label="LinkedIn"
        placeholder="https://linkedin.com/in/zoe"
        leftSection={<IconBrandLinkedin size={16} aria-hidden />}
        {...form.getInputProps('linkedin')}
      />
    </SimpleGrid>
  );
}
