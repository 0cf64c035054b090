import { isNotEmpty } from '@mantine/form';

export interface AddressValues {
  fullName: string;
  mobile: string;
  line1: string;
  landmark: string;
  city: string;
  postcode: string;
  state: string | null;
  addressType: 'home' | 'office';
}

export const emptyAddress: AddressValues = {
  fullName: '',
  mobile: '',
  line1: '',
  landmark: '',
  city: '',
  postcode: '',
  state: null,
  addressType: 'home',
};

export const usStates = ['California', 'Florida', 'Illinois', 'New York', 'Texas', 'Washington'];

/** The delivery address's rules. */
export const addressValidation = {
  fullName: isNotEmpty('Enter the full name'),
  mobile: (value: string) => (/^\+?[\d\s()-]{7,20}$/.test(value.trim()) ? null : 'Enter a valid phone number'),
  line1: isNotEmpty('Enter the street address'),
  city: isNotEmpty('Enter the town or city'),
  postcode: (value: string) => (/^\d{5}(-\d{4})?$/.test(value.trim()) ? null : 'Enter a 5-digit ZIP code'),
  state: isNotEmpty('Choose the state'),
};
