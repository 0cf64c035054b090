import { mailboxKindLabels } from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { DkimKey, MailServerAccount } from '../../integrations/smtp/smtp-sender.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { type MailboxClient, type MailboxClientFactory, MailboxConnectionError } from './mailbox-client.ts';
import type { MailboxRow } from './mailbox-view.ts';
import { createSandboxClient } from './sandbox-client.ts';
import { createSmtpImapClient, defaultMailServerTimeoutMs } from './smtp-imap-client.ts';

/** The sealed secret of an SMTP + IMAP mailbox (`secretCiphertext`, bound to the mailbox id). */
export interface SmtpImapSecrets {
  smtpPassword: string;
  imapPassword: string;
}

export function sealSmtpImapSecrets(secretBox: SecretBox, mailboxId: string, secrets: SmtpImapSecrets): string {
  return secretBox.sealJson(secrets, mailboxId);
}

/** The stored passwords, or a permanent connection error when they can no longer be opened. */
export function openSmtpImapSecrets(secretBox: SecretBox, mailbox: MailboxRow): SmtpImapSecrets {
  try {
    if (!mailbox.secretCiphertext) throw new Error('no secret stored');
    const secrets = secretBox.openJson<Partial<SmtpImapSecrets>>(mailbox.secretCiphertext, mailbox.id);
    if (typeof secrets.smtpPassword !== 'string' || typeof secrets.imapPassword !== 'string') {
      throw new Error('incomplete secret');
    }
    return { smtpPassword: secrets.smtpPassword, imapPassword: secrets.imapPassword };
  } catch {
    throw new MailboxConnectionError(
      'smtp',
      'The stored passwords of this mailbox can no longer be read (the encryption key changed). Enter them again.',
      true,
    );
  }
}

/** The SMTP and IMAP accounts of a stored mailbox, passwords unsealed. */
export function smtpImapAccountsOf(
  secretBox: SecretBox,
  mailbox: MailboxRow,
): { smtp: MailServerAccount; imap: MailServerAccount } {
  if (!mailbox.smtpSettings || !mailbox.imapSettings) {
    throw new MailboxConnectionError('smtp', 'This mailbox has no server settings: enter them again.', true);
  }
  const secrets = openSmtpImapSecrets(secretBox, mailbox);
  return {
    smtp: { ...mailbox.smtpSettings, password: secrets.smtpPassword },
    imap: { ...mailbox.imapSettings, password: secrets.imapPassword },
  };
}

export interface MailboxClientFactoryDeps {
  db: Database;
  secretBox: SecretBox;
  /** Gmail and Microsoft 365 mailboxes (provider-clients.ts); without it those kinds cannot connect. */
  providers?: MailboxClientFactory | undefined;
  /** Each wait on an SMTP or IMAP server ends after this (default 10 seconds). */
  timeoutMs?: number | undefined;
  /** SMTP and IMAP connections pass it (the installation's OUTBOUND_ALLOWED_NETWORKS); default: public addresses only. */
  guard?: OutboundGuard | undefined;
  /**
   * The DKIM key to sign a mailbox's mail with, when the organisation holds one for its domain.
   * Without it, SMTP mail leaves unsigned by Leadpilot (the server may still sign it).
   */
  dkimKeyFor?: ((mailbox: MailboxRow) => Promise<DkimKey | null>) | undefined;
}

/** Opens the right client for a stored mailbox: sandbox and SMTP + IMAP here, Gmail and Microsoft through `providers`. */
export function createMailboxClientFactory(deps: MailboxClientFactoryDeps): MailboxClientFactory {
  const timeoutMs = deps.timeoutMs ?? defaultMailServerTimeoutMs;
  return {
    async clientFor(mailbox: MailboxRow): Promise<MailboxClient> {
      switch (mailbox.kind) {
        case 'sandbox':
          return createSandboxClient({ db: deps.db }, mailbox);
        case 'smtp': {
          const dkim = deps.dkimKeyFor ? await deps.dkimKeyFor(mailbox) : null;
          return createSmtpImapClient(smtpImapAccountsOf(deps.secretBox, mailbox), {
            timeoutMs,
            dkim,
            guard: deps.guard,
          });
        }
        case 'gmail':
        case 'microsoft':
          if (deps.providers) return deps.providers.clientFor(mailbox);
          throw new MailboxConnectionError(
            'api',
            `${mailboxKindLabels[mailbox.kind]} mailboxes are not set up on this installation yet.`,
            false,
          );
      }
    },
  };
}
