/** How Leadpilot reached a mail server, to explain what went wrong in words a team can act on. */
export interface MailServerContext {
  protocol: 'smtp' | 'imap';
  host: string;
  port: number;
  secure: boolean;
  timeoutMs: number;
  /** Strings that must never appear in an explanation (the password). */
  secrets: string[];
}

export interface ExplainedError {
  message: string;
  /** True when retrying cannot help until someone changes the settings (credentials, TLS). */
  permanent: boolean;
}

interface ErrorFacts {
  code: string;
  message: string;
  responseCode: number | null;
  response: string;
  authenticationFailed: boolean;
}

/** A property of a thrown value, whatever it is. */
function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

function textOf(value: unknown, key: string): string {
  const field = fieldOf(value, key);
  return typeof field === 'string' ? field : '';
}

function factsOf(error: unknown): ErrorFacts {
  const responseCode = fieldOf(error, 'responseCode');
  return {
    code: textOf(error, 'code') || textOf(fieldOf(error, 'cause'), 'code'),
    message: error instanceof Error ? error.message : String(error),
    responseCode: typeof responseCode === 'number' ? responseCode : null,
    response: textOf(error, 'response') || textOf(error, 'responseText'),
    authenticationFailed:
      fieldOf(error, 'authenticationFailed') === true || textOf(error, 'serverResponseCode') === 'AUTHENTICATIONFAILED',
  };
}

/** Removes every secret from a server's words and keeps them short. */
export function scrubSecrets(text: string, secrets: string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length > 0) clean = clean.split(secret).join('•••');
  }
  clean = clean.replace(/\s+/g, ' ').trim();
  return clean.length > 240 ? `${clean.slice(0, 237)}…` : clean;
}

const seconds = (ms: number) => {
  const value = Math.round(ms / 100) / 10;
  return `${value} ${value === 1 ? 'second' : 'seconds'}`;
};

const tlsPortOf = (protocol: 'smtp' | 'imap') => (protocol === 'smtp' ? 465 : 993);

function certificateProblem(facts: ErrorFacts): string | null {
  const text = `${facts.code} ${facts.message}`;
  if (/ALTNAME|does not match certificate/i.test(text)) return 'it was issued for another server name';
  if (/EXPIRED|has expired/i.test(text)) return 'it has expired';
  if (/SELF_SIGNED|self[- ]signed/i.test(text)) return 'it is self-signed';
  if (/CERT_|certificate|unable to (get|verify)/i.test(text)) return 'no trusted authority signed it';
  return null;
}

/**
 * Whether the client stopped because the server offered no STARTTLS while it was required, before
 * any credentials were sent: nodemailer's `requireTLS` (the server refused STARTTLS, or spoke no
 * EHLO), imapflow's `doSTARTTLS` (no STARTTLS capability, a refusal, or a PREAUTH greeting).
 * A failed TLS handshake after STARTTLS (a certificate) is not this.
 */
function startTlsMissing(protocol: 'smtp' | 'imap', error: unknown, facts: ErrorFacts): boolean {
  if (protocol === 'smtp') {
    return (
      (facts.code === 'ETLS' && /^Error upgrading connection with STARTTLS/.test(facts.message)) ||
      /does not support required STARTTLS/.test(facts.message)
    );
  }
  return (
    fieldOf(error, 'tlsFailed') === true &&
    /does not support STARTTLS|STARTTLS is not possible|can not start TLS/i.test(facts.message)
  );
}

/**
 * Whether what the server said is a mail protocol's reply, and so may be repeated: an SMTP reply
 * (`554 5.7.1 …`) or an IMAP response (`* NO …`, `A1 BAD …`). Anything else (a database's greeting,
 * another service's banner, a library's parse error quoting it) is never echoed.
 */
function isMailReply(protocol: 'smtp' | 'imap', response: string): boolean {
  return protocol === 'smtp'
    ? /^[2-5]\d\d(?:[ -]|$)/.test(response)
    : /^(?:\*|[A-Za-z0-9.]+) (?:OK|NO|BAD|BYE)\b/.test(response);
}

/**
 * Explains a failure of nodemailer or imapflow in plain words: refused credentials, a server that
 * offers no STARTTLS where it is required, an unknown or unreachable host, a port that speaks (or
 * does not speak) TLS, an untrusted certificate, a server that stays silent. The explanation never contains a secret.
 */
export function explainMailServerError(error: unknown, context: MailServerContext): ExplainedError {
  const facts = factsOf(error);
  const name = context.protocol.toUpperCase();
  const where = `${context.host}:${context.port}`;
  const all = `${facts.code} ${facts.message}`;
  const explained = (message: string, permanent: boolean) => ({
    message: scrubSecrets(message, context.secrets),
    permanent,
  });

  if (facts.code === 'EOUTBOUND') {
    return explained(`The ${name} server's address is not on the public internet. ${facts.message}`, true);
  }
  if (
    facts.authenticationFailed ||
    facts.code === 'EAUTH' ||
    (facts.responseCode !== null && [534, 535].includes(facts.responseCode))
  ) {
    return explained(
      'The server refused the user name or password. Check both; many providers (Gmail, Outlook, iCloud, Yahoo) need an app password here.',
      true,
    );
  }
  if (startTlsMissing(context.protocol, error, facts)) {
    return explained(
      `The server at ${where} does not offer STARTTLS, so Leadpilot did not send your password. Choose SSL/TLS, or "None" if the server is on a network you trust.`,
      true,
    );
  }
  if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME|EDNS/.test(all)) {
    return explained(`No server named ${context.host} was found. Check the server name.`, false);
  }
  if (/ECONNREFUSED/.test(all)) {
    const usual = context.protocol === 'smtp' ? '587 or 465' : '993 or 143';
    return explained(
      `${where} refused the connection: no ${name} server listens there. Check the port (${name} usually uses ${usual}).`,
      false,
    );
  }
  if (/EHOSTUNREACH|ENETUNREACH|EADDRNOTAVAIL/.test(all)) {
    return explained(`${context.host} cannot be reached from Leadpilot's network. Check the server name.`, false);
  }
  if (/WRONG_VERSION_NUMBER|wrong version number|packet length too long|unknown protocol|http request/i.test(all)) {
    return explained(
      `The server does not speak TLS on this port; turn off SSL/TLS or use port ${tlsPortOf(context.protocol)}.`,
      true,
    );
  }
  const certificate = certificateProblem(facts);
  if (certificate) {
    return explained(
      `The server's TLS certificate for ${context.host} is not trusted: ${certificate}. Use the server name its certificate names, or ask the provider for a valid certificate.`,
      true,
    );
  }
  if (facts.code === 'GREETING_TIMEOUT' || /Greeting never received/i.test(facts.message)) {
    return explained(
      context.secure
        ? `${where} did not greet within ${seconds(context.timeoutMs)}. Check the port.`
        : `${where} accepted the connection but said nothing within ${seconds(context.timeoutMs)}. If this port expects SSL/TLS from the start (usually ${tlsPortOf(context.protocol)}), turn SSL/TLS on.`,
      false,
    );
  }
  if (/ETIMEDOUT|CONNECT_TIMEOUT|ESOCKETTIMEDOUT|timed? ?out/i.test(all)) {
    return explained(
      `Nothing answered at ${where} within ${seconds(context.timeoutMs)}. Check the server name and port, and that the server accepts connections from the internet.`,
      false,
    );
  }
  if (/ECONNRESET|EPIPE|closed|Unexpected close|NoConnection/i.test(all)) {
    return explained(
      `${where} closed the connection before signing in. Check the port and the SSL/TLS setting.`,
      false,
    );
  }
  if (facts.code === 'EENVELOPE' || facts.code === 'EMESSAGE') {
    return explained(`The server refused the message: ${facts.response || facts.message}`, false);
  }
  if (isMailReply(context.protocol, facts.response)) {
    return explained(`The ${name} server at ${where} answered: ${facts.response}`, false);
  }
  return explained(
    `The server at ${where} did not answer like an ${name} server. Check the server name and port.`,
    false,
  );
}
