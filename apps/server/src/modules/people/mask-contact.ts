/** `jane.doe@acme.com` → `j•••@acme.com`: the first character and the domain, nothing else. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** `+1 415 555 4821` → `•••• 4821`: the last four digits only. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}
