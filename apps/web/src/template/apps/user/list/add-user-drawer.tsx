import { Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { countryName, getCountryOptions } from '../../../../shared/ui/country-options.ts';
import type { AddUserRequest, UserBilling, UserPlan, UserRole } from '../../../mocks/types.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useAddUserMutation } from '../api/users-api.ts';
import { optionsOf, userBillings, userPlans, userRoles } from '../user-options.ts';

interface AddUserValues {
  fullName: string;
  username: string;
  email: string;
  contact: string;
  company: string;
  country: string | null;
  role: UserRole | null;
  currentPlan: UserPlan | null;
  billing: UserBilling;
}

const initialValues: AddUserValues = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: null,
  role: null,
  currentPlan: null,
  billing: 'Auto Debit',
};

interface AddUserDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Adds a demo user (POST /apps/users/add-user); the new user shows first in the list. */
export function AddUserDrawer({ isOpen, onClose }: AddUserDrawerProps) {
  const [addUser, { isLoading }] = useAddUserMutation();
  const countries = useMemo(() => getCountryOptions().map((option) => countryName(option.value)), []);
  const form = useForm<AddUserValues>({
    initialValues,
    validate: {
      fullName: isNotEmpty('Enter the full name'),
      username: (value) => (/^[a-z0-9._-]{3,}$/i.test(value) ? null : 'Use 3 or more letters, digits, dots or dashes'),
      email: isEmail('Enter a valid email'),
      contact: (value) => (/^\+?[\d\s()-]{7,20}$/.test(value.trim()) ? null : 'Enter a valid phone number'),
      company: isNotEmpty('Enter the company'),
      country: isNotEmpty('Choose a country'),
      role: isNotEmpty('Choose a role'),
      currentPlan: isNotEmpty('Choose a plan'),
    },
  });

  function handleClose() {
    form.reset();
    onClose();
  }

  async function handleSubmit(values: AddUserValues) {
    const { country, role, currentPlan } = values;
    if (!country || !role || !currentPlan) return;
    const user: AddUserRequest = { ...values, country, role, currentPlan, status: 'active' };
    try {
      const reply = await addUser(user).unwrap();
      notifications.show({ color: 'green', message: `${reply.user.fullName} was added.` });
      handleClose();
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) ?? 'The user could not be added.' });
    }
  }

  return (
    <Drawer opened={isOpen} onClose={handleClose} title="Add user" position="right" size="md">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <TextInput label="Full name" placeholder="John Doe" withAsterisk {...form.getInputProps('fullName')} />
          <TextInput label="Username" placeholder="johndoe" withAsterisk {...form.getInputProps('username')} />
          <TextInput
            label="Email"
            type="email"
            placeholder="john.doe@example.com"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Contact"
            type="tel"
            placeholder="+1 (609) 933-44-22"
            withAsterisk
            {...form.getInputProps('contact')}
          />
          <TextInput label="Company" placeholder="Pixinvent" withAsterisk {...form.getInputProps('company')} />
          <Select
            label="Country"
            placeholder="Choose a country"
            data={countries}
            searchable
            withAsterisk
            {...form.getInputProps('country')}
          />
          <Select
            label="Role"
            placeholder="Choose a role"
            data={optionsOf(userRoles)}
            withAsterisk
            {...form.getInputProps('role')}
          />
          <Select
            label="Plan"
            placeholder="Choose a plan"
            data={optionsOf(userPlans)}
            withAsterisk
            {...form.getInputProps('currentPlan')}
          />
          <Select label="Billing" data={[...userBillings]} allowDeselect={false} {...form.getInputProps('billing')} />
          <Group gap="sm">
            <Button type="submit" loading={isLoading}>
              Add user
            </Button>
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
