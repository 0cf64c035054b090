/** A rough address check for the compose form: something, an @, a domain with a dot. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export interface ComposeErrors {
  to?: string;
  subject?: string;
}

/** What stops a new email from going: no recipient, a malformed address, no subject. */
export function validateCompose(to: string[], subject: string): ComposeErrors {
  const errors: ComposeErrors = {};
  const malformed = to.find((address) => !isEmailAddress(address));
  if (to.length === 0) errors.to = 'Add at least one recipient';
  else if (malformed) errors.to = `“${malformed}” is not an email address`;
  if (subject.trim() === '') errors.subject = 'Add a subject';
  return errors;
}
