import { type APIRequestContext, expect } from '@playwright/test';
import type { Account } from './accounts.ts';

interface SignedIn {
  accessToken: string;
}

/** Creates an organisation and its owner through the API, for tests that start further along. */
export async function signUpByApi(request: APIRequestContext, account: Account): Promise<SignedIn> {
  const response = await request.post('/api/v1/signup', { data: account });
  expect(response.status()).toBe(200);
  return (await response.json()) as SignedIn;
}

/** Invites a member and returns the invitation link the sandbox mailbox received. */
export async function inviteByApi(
  request: APIRequestContext,
  owner: SignedIn,
  member: { name: string; email: string },
): Promise<string> {
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const invited = await request.post('/api/v1/users', {
    headers,
    data: { name: member.name, email: member.email, role: 'member' },
  });
  expect(invited.status()).toBe(200);
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/v1/sandbox/messages', { headers, params: { to: member.email } });
        const first = ((await list.json()) as { data: { id: string }[] }).data[0];
        if (!first) return null;
        const message = await request.get(`/api/v1/sandbox/messages/${first.id}`, { headers });
        link = invitationLinkIn(((await message.json()) as { data: { text: string } }).data.text);
        return link;
      },
      { message: 'the invitation email reaches the sandbox mailbox', timeout: 15_000 },
    )
    .not.toBeNull();
  if (!link) throw new Error('no invitation link in the message');
  return link;
}

export function invitationLinkIn(text: string): string | null {
  return /https?:\/\/\S+\/accept-invitation\?token=[\w-]+/.exec(text)?.[0] ?? null;
}
