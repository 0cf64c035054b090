const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const namePattern = /\b[A-Z][a-zà-ÿ'’-]+(?: [A-Z][a-zà-ÿ'’-]+){1,2}\b/g;
/** "talk to Marcus", "contact Jane Doe": a name without an address, after the words that pass someone on. */
const handOffName =
  /\b(?:talk to|speak (?:to|with)|contact|reach out to|get in touch with|ask)\s+([A-Z][a-zà-ÿ]+(?: [A-Z][a-zà-ÿ'’-]+)?)\b(?!['’])/;

/** Capitalised words after "contact" that are not anyone's name ("wrong contact I'm afraid"). */
const notNames = new Set(['I', 'We', 'You', 'Our', 'Your', 'The', 'This', 'Him', 'Her', 'Them', 'Someone', 'Sales']);

/**
 * The colleague a wrong-person reply points to. Read from the new text only, so the addresses of the
 * quoted history are out of reach; the writer's own address (often in the signature) and the
 * addresses the reply was sent to (ours) are skipped. A name is taken when it matches the address
 * ("Jane Doe" for jane.doe@…), since the words closest to an address are often a job title.
 */
export function findReferral(
  newText: string,
  ownAddresses: readonly string[],
): { name?: string; email?: string } | undefined {
  const skipped = new Set(ownAddresses.map((address) => address.toLowerCase()));
  const email = [...newText.matchAll(emailPattern)]
    .map((match) => match[0].replace(/\.$/, '').toLowerCase())
    .find((address) => !skipped.has(address));
  if (email) {
    const name = nameMatching(newText, email);
    return { ...(name ? { name } : {}), email };
  }
  const name = handOffName.exec(newText)?.[1];
  return name && !notNames.has(name.split(' ')[0] ?? '') ? { name } : undefined;
}

function nameMatching(text: string, email: string): string | undefined {
  const localParts = (email.split('@')[0] ?? '').split(/[._-]+/).filter((part) => part.length > 1);
  return [...text.matchAll(namePattern)]
    .map((match) => match[0])
    .find((name) => name.split(' ').some((word) => localParts.includes(word.toLowerCase())));
}
