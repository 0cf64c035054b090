import type { FreeOtpReply } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';

/** The newest free-enrichment code the sandbox mailbox holds for this address. */
export async function codeFor(context: TestContext, email: string): Promise<string> {
  await context.inline.drain();
  const rows = await context.database.query<{ text_body: string }>(
    `select text_body from sandbox_messages where to_address = $1 and kind = 'free-enrichment-code'
      order by created_at desc limit 1`,
    [email],
  );
  const match = /code is (\d{6})/.exec(rows[0]?.text_body ?? '');
  if (!match?.[1]) throw new Error(`no free-enrichment code mailed to ${email}`);
  return match[1];
}

/** A free account through the funnel: sign-up, the mailed code, the token. */
export async function freeAccount(context: TestContext, input: { email?: string } = {}) {
  const id = context.unique();
  const email = input.email ?? `ada-${id}@acme-${id}.test`;
  const signup = await context.call('POST', '/api/v1/callback/freeenrich/signup', {
    body: { name: 'Ada Lovelace', email, company: `Acme ${id}` },
  });
  if (signup.status !== 200) throw new Error(`free sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const code = await codeFor(context, email);
  const verified = await context.call<FreeOtpReply>('POST', '/api/v1/callback/freeenrich/otp', {
    body: { email, code },
  });
  if (verified.status !== 200) throw new Error(`free code failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const { accessToken, profileId } = verified.body.data;
  return { email, token: accessToken, organisationId: profileId };
}
