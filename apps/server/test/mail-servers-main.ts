/**
 * Runs the loopback mail servers (mail-servers.ts: Dovecot for IMAP, smtp-server for SMTP) as their
 * own process, for the browser tests and for trying SMTP + IMAP mailboxes by hand:
 *
 *   SMTP_PORT=3230 IMAP_PORT=3231 npx tsx apps/server/test/mail-servers-main.ts
 *
 * Users: MAIL_USERS as `address:password` pairs separated by spaces, or the demo users below.
 * A message whose subject contains "[spam-test]" is filed in the recipient's Junk folder. It prints
 * one line when ready and stops on SIGINT or SIGTERM.
 */
import { startMailServers } from './mail-servers.ts';

/** The mailboxes the browser tests connect. */
export const demoMailUsers = [
  { address: 'sales@mail.leadpilot.test', password: 'e2e-mailbox-pass-1' },
  { address: 'warmup@mail.leadpilot.test', password: 'e2e-mailbox-pass-2' },
];

function usersFromEnvironment() {
  const listed = (process.env.MAIL_USERS ?? '').split(/\s+/).filter((entry) => entry !== '');
  if (listed.length === 0) return demoMailUsers;
  return listed.map((entry) => {
    const separator = entry.indexOf(':');
    if (separator < 1) {
      console.error(`mail-servers: MAIL_USERS entries look like address:password, not "${entry}"`);
      process.exit(1);
    }
    return { address: entry.slice(0, separator), password: entry.slice(separator + 1) };
  });
}

const servers = await startMailServers({
  users: usersFromEnvironment(),
  host: process.env.HOST ?? '127.0.0.1',
  ports: { smtp: Number(process.env.SMTP_PORT ?? 0), imap: Number(process.env.IMAP_PORT ?? 0) },
  junkWhen: (message) => message.subject.toLowerCase().includes('[spam-test]'),
});
console.log(
  `mail-servers listening: SMTP ${servers.smtp.host}:${servers.smtp.port}, IMAP ${servers.imap.host}:${servers.imap.port}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void servers.stop().finally(() => process.exit(0));
  });
}
