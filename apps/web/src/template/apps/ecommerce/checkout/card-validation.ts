/** Whether a card number passes the Luhn checksum that every real card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether "MM/YY" is a real month that has not ended before `today`. */
export function isValidExpiry(value: string, today = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > today.getFullYear() || (year === today.getFullYear() && month >= today.getMonth() + 1);
}

export interface CardValues {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}

/** The card form's rules. */
export const cardValidation = {
  number: (value: string) => (passesLuhn(value.replace(/\s/g, '')) ? null : 'Enter a valid card number'),
  name: (value: string) => (value.trim() ? null : 'Enter the name on the card'),
  expiry: (value: string) => (isValidExpiry(value) ? null : 'Enter a future expiry date as MM/YY'),
  cvv: (value: string) => (/^\d{3,4}$/.test(value) ? null : 'Enter the 3 or 4 digit security code'),
};

/** Groups the digits typed so far in fours: "4242 4242 42". */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0527" or "05/27" as "05/27", adding the slash after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
