/**
 * The outside connections createServices shares among several services: the Razorpay payment
 * gateway (or null when payments are off), the secret box that seals mailbox credentials, the
 * outbound guard every connection to a user-named host goes through, and the mailbox clients
 * (sandbox, SMTP + IMAP, Gmail and Microsoft). Connections only one service uses (DNS, the LLM,
 * transcription, file storage) stay next to that service in services.ts.
 */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createRazorpayClient } from './integrations/razorpay/razorpay-client.ts';
import { createMailboxClientFactory, createProviderMailboxClients } from './modules/mailboxes/index.ts';
import type { Clock } from './platform/clock.ts';
import { createOutboundGuard } from './platform/outbound/outbound-guard.ts';
import { createOutboundPolicy } from './platform/outbound/outbound-policy.ts';
import { createSecretBox } from './platform/secret-box.ts';

/** The shared clients, created once per createServices. */
export function createClients(deps: { db: Database; clock: Clock; config: Config }) {
  const { db, clock, config } = deps;
  // Payments are on when both Razorpay keys are set; without them the payment routes answer 422.
  const razorpay =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? createRazorpayClient({
          apiUrl: config.RAZORPAY_API_URL,
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
        })
      : null;
  // Mailboxes: sandbox and SMTP + IMAP clients here, Gmail and Microsoft through their APIs.
  const mailboxSecrets = createSecretBox(config.ENCRYPTION_KEY);
  // Connections to hosts users name: public addresses, plus what OUTBOUND_ALLOWED_NETWORKS lists.
  const outbound = createOutboundGuard({ policy: createOutboundPolicy(config.OUTBOUND_ALLOWED_NETWORKS) });
  const mailboxClients = createMailboxClientFactory({
    db,
    secretBox: mailboxSecrets,
    guard: outbound,
    providers: createProviderMailboxClients({ db, clock, config, secretBox: mailboxSecrets }),
  });
  return { razorpay, mailboxSecrets, outbound, mailboxClients };
}
