import type { LoginReply, Member } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

type MemberReply = { message: string; data: Member };

describe('inviting a team member', () => {
  it('creates an invited member, mails a link through the sandbox mailbox, and the link signs them in', async () => {
    const owner = await context.signup({ organisationName: 'Invite Co' });
    const email = `new-${context.unique()}@example.test`;
    const invited = await context.call<MemberReply>('POST', '/api/v1/users', {
      token: owner.accessToken,
      body: { name: 'Nia New', email, role: 'member' },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.message).toBe(`Invitation sent to ${email}.`);
    expect(invited.body.data).toMatchObject({ status: 'invited', role: 'member' });
    await context.inline.drain();

    const token = await context.invitationTokenFor(email);
    const info = await context.call('GET', `/api/v1/callback/user-validate?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ data: { email, organisationName: 'Invite Co', invitedBy: owner.userData.name } });

    const accepted = await context.call<LoginReply>('POST', '/api/v1/callback/user-validate', {
      body: { token, password: 'my own good passphrase' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.userData).toMatchObject({ email, role: 'member', organisation: { name: 'Invite Co' } });
    expect(accepted.body.userData.ability).not.toContainEqual({ action: 'manage', subject: 'Team' });

    const again = await context.call('POST', '/api/v1/callback/user-validate', {
      body: { token, password: 'my own good passphrase' },
    });
    expect(again.status).toBe(422);
    const login = await context.call('POST', '/api/v1/login', { body: { email, password: 'my own good passphrase' } });
    expect(login.status).toBe(200);
  });

  it('stores only a hash of the invitation token, and a resend retires the older link', async () => {
    const owner = await context.signup();
    const email = `resend-${context.unique()}@example.test`;
    const invited = await context.call<MemberReply>('POST', '/api/v1/users', {
      token: owner.accessToken,
      body: { name: 'Rae Resend', email, role: 'member' },
    });
    await context.inline.drain();
    const firstToken = await context.invitationTokenFor(email);
    const stored = await context.database.query<{ token_hash: string }>('select token_hash from invitations');
    expect(stored.map((row) => row.token_hash)).not.toContain(firstToken);

    context.clock.advance(1_000);
    const resent = await context.call('POST', '/api/v1/users/teams/resend-invitation', {
      token: owner.accessToken,
      body: { userId: invited.body.data.id },
    });
    expect(resent.status).toBe(200);
    await context.inline.drain();
    const secondToken = await context.invitationTokenFor(email);
    expect(secondToken).not.toBe(firstToken);
    expect((await context.call('GET', `/api/v1/callback/user-validate?token=${firstToken}`)).status).toBe(404);
    expect((await context.call('GET', `/api/v1/callback/user-validate?token=${secondToken}`)).status).toBe(200);
  });

  it('refuses an expired invitation with 422 and a message', async () => {
    const owner = await context.signup();
    const email = `late-${context.unique()}@example.test`;
    await context.call('POST', '/api/v1/users', { token: owner.accessToken, body: { name: 'Lee Late', email } });
    await context.inline.drain();
    const token = await context.invitationTokenFor(email);
    context.clock.advance(8 * 24 * 60 * 60 * 1000);
    const response = await context.call('POST', '/api/v1/callback/user-validate', {
      body: { token, password: 'a perfectly fine passphrase' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: expect.stringContaining('expired') });
  });

  it('answers 409 for an email already in the team', async () => {
    const owner = await context.signup();
    const inTeam = await context.call('POST', '/api/v1/users', {
      token: owner.accessToken,
      body: { name: 'Me Again', email: owner.email },
    });
    expect(inTeam.status).toBe(409);
    expect(inTeam.body).toMatchObject({ message: `${owner.email} is already in your team.` });
  });

  it('answers an address of another organisation’s account as any address, and tells its holder to sign in', async () => {
    const owner = await context.signup({ organisationName: 'Curious Co' });
    const other = await context.signup();
    const fresh = `fresh-${context.unique()}@example.test`;
    const replies = [];
    for (const email of [fresh, other.email]) {
      const reply = await context.call<MemberReply>('POST', '/api/v1/users', {
        token: owner.accessToken,
        body: { name: 'Someone', email },
      });
      replies.push({
        status: reply.status,
        message: reply.body.message.replace(email, '<email>'),
        data: reply.body.data,
      });
    }
    expect(replies[1]?.status).toBe(200);
    expect(replies[1]?.message).toBe(replies[0]?.message);
    expect(Object.keys(replies[1]?.data ?? {}).sort()).toEqual(Object.keys(replies[0]?.data ?? {}).sort());
    expect(replies[1]?.data).toMatchObject({ status: 'invited', role: 'member', email: other.email });
    await context.inline.drain();

    // The account holder is told they already have an account; nothing about it changed.
    const [notice] = await context.database.query<{ subject: string; text_body: string; kind: string }>(
      'select subject, text_body, kind from sandbox_messages where to_address = $1',
      [other.email],
    );
    expect(notice?.subject).toContain('Curious Co');
    expect(notice?.text_body).toContain('already has a Leadpilot account');
    expect(notice?.text_body).not.toContain('token=');
    const signIn = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: other.email, password: other.password },
    });
    expect(signIn.body.userData.organisation.id).toBe(other.userData.organisation.id);

    // The team's list shows both as pending members alike, and both can be sent again or withdrawn.
    const team = await context.call<{ data: { id: string; email: string; status: string; role: string }[] }>(
      'GET',
      '/api/v1/users/teams/list',
      { token: owner.accessToken },
    );
    const pending = team.body.data.filter((member) => member.status === 'invited');
    expect(pending.map((member) => member.email).sort()).toEqual([fresh, other.email].sort());
    const invited = pending.find((member) => member.email === other.email);
    expect(invited).toMatchObject({ status: 'invited', role: 'member' });
    const resent = await context.call<MemberReply>('POST', '/api/v1/users/teams/resend-invitation', {
      token: owner.accessToken,
      body: { userId: invited?.id },
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    await context.inline.drain();
    const notices = await context.database.query<{ kind: string }>(
      'select kind from sandbox_messages where to_address = $1',
      [other.email],
    );
    expect(notices.map((row) => row.kind)).toEqual(['invitation-elsewhere', 'invitation-elsewhere']);
  });

  it('lets several teams invite an address without an account; the first accepted wins, the others are refused', async () => {
    const first = await context.signup({ organisationName: 'First Team' });
    const second = await context.signup({ organisationName: 'Second Team' });
    const email = `twice-${context.unique()}@example.test`;
    for (const owner of [first, second]) {
      const reply = await context.call('POST', '/api/v1/users', {
        token: owner.accessToken,
        body: { name: 'Twice', email },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    await context.inline.drain();
    const links = await context.database.query<{ text_body: string; organisation_id: string }>(
      `select text_body, organisation_id from sandbox_messages where to_address = $1 and kind = 'invitation' order by created_at`,
      [email],
    );
    expect(links.map((row) => row.organisation_id)).toEqual([
      first.userData.organisation.id,
      second.userData.organisation.id,
    ]);
    const tokens = links.map((row) => decodeURIComponent(/token=([^\s"&]+)/.exec(row.text_body)?.[1] ?? ''));
    const password = 'correct horse battery staple 42';
    const joined = await context.call<LoginReply>('POST', '/api/v1/callback/user-validate', {
      body: { token: tokens[0], password },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.userData.organisation.id).toBe(first.userData.organisation.id);
    const refused = await context.call('POST', '/api/v1/callback/user-validate', {
      body: { token: tokens[1], password },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message:
        'This address already has a Leadpilot account in another team, and one address belongs to one team. Sign in with it, or ask for an invitation to another address.',
    });
    const signIn = await context.call<LoginReply>('POST', '/api/v1/login', { body: { email, password } });
    expect(signIn.body.userData.organisation.id).toBe(first.userData.organisation.id);
  });

  it('lets only owners invite owners, and members invite nobody', async () => {
    const owner = await context.signup();
    const admin = await context.addMember(owner.accessToken, 'admin');
    const member = await context.addMember(owner.accessToken, 'member');
    const byAdmin = await context.call('POST', '/api/v1/users', {
      token: admin.accessToken,
      body: { name: 'Boss', email: `boss-${context.unique()}@example.test`, role: 'owner' },
    });
    expect(byAdmin.status).toBe(403);
    const byMember = await context.call('POST', '/api/v1/users', {
      token: member.accessToken,
      body: { name: 'Pal', email: `pal-${context.unique()}@example.test` },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({ message: expect.any(String) });
  });
});

describe('the team list', () => {
  it('lists this organisation only, searchable by name or email, filterable by status, paginated', async () => {
    const owner = await context.signup();
    const other = await context.signup();
    for (let index = 0; index < 3; index += 1) await context.addMember(owner.accessToken);
    await context.call('POST', '/api/v1/users', {
      token: owner.accessToken,
      body: { name: 'Zed Pending', email: `zed-${context.unique()}@example.test` },
    });
    const all = await context.call<{ data: Member[]; total: number }>(
      'GET',
      '/api/v1/users/teams/list?perPage=2&page=1',
      {
        token: owner.accessToken,
      },
    );
    expect(all.body.total).toBe(5);
    expect(all.body.data).toHaveLength(2);
    const ids = new Set(all.body.data.map((member) => member.id));
    expect(ids.has(other.userData.id)).toBe(false);
    const search = await context.call<{ data: Member[] }>('GET', '/api/v1/users/teams/list?q=zed%20pend', {
      token: owner.accessToken,
    });
    expect(search.body.data.map((member) => member.name)).toEqual(['Zed Pending']);
    const invited = await context.call<{ total: number }>('GET', '/api/v1/users/teams/list?status=invited', {
      token: owner.accessToken,
    });
    expect(invited.body.total).toBe(1);
    const wildcard = await context.call<{ total: number }>('GET', '/api/v1/users/teams/list?q=%25', {
      token: owner.accessToken,
    });
    expect(wildcard.body.total).toBe(0);
  });
});

describe('roles', () => {
  it('lets an admin promote a member to admin, with a success message and an audit row', async () => {
    const owner = await context.signup();
    const admin = await context.addMember(owner.accessToken, 'admin');
    const member = await context.addMember(owner.accessToken, 'member');
    const promoted = await context.call<MemberReply>('PUT', '/api/v1/users', {
      token: admin.accessToken,
      body: { id: member.userData.id, role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.role).toBe('admin');
    expect(promoted.body.message).toContain('updated');
    const audit = await context.database.query<{ action: string }>(
      `select action from audit_log where target_id = $1 and action = 'member.role-changed'`,
      [member.userData.id],
    );
    expect(audit).toHaveLength(1);
    const after = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: member.email, password: member.password },
    });
    expect(after.body.userData.ability).toContainEqual({ action: 'manage', subject: 'Team' });
  });

  it('keeps the owner role in owners’ hands and nobody changes their own role', async () => {
    const owner = await context.signup();
    const admin = await context.addMember(owner.accessToken, 'admin');
    const toOwner = await context.call('PUT', '/api/v1/users', {
      token: admin.accessToken,
      body: { id: admin.userData.id, role: 'owner' },
    });
    expect(toOwner.status).toBe(422);
    const demoteOwner = await context.call('PUT', '/api/v1/users', {
      token: admin.accessToken,
      body: { id: owner.userData.id, role: 'member' },
    });
    expect(demoteOwner.status).toBe(403);
    const self = await context.call('PUT', '/api/v1/users', { token: owner.accessToken, body: { role: 'member' } });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ message: 'You cannot change your own role.' });
  });

  it('lets a member edit their own profile but not anyone else’s', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken, 'member');
    const own = await context.call<MemberReply>('PUT', '/api/v1/users', {
      token: member.accessToken,
      body: { jobTitle: 'Account Executive', timeZone: 'Europe/Berlin' },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ message: 'Profile saved.', data: { jobTitle: 'Account Executive' } });
    const other = await context.call('PUT', '/api/v1/users', {
      token: member.accessToken,
      body: { id: owner.userData.id, jobTitle: 'Intern' },
    });
    expect(other.status).toBe(403);
    const badZone = await context.call('PUT', '/api/v1/users', {
      token: member.accessToken,
      body: { timeZone: 'Mars/Base' },
    });
    expect(badZone.status).toBe(400);
  });
});

describe('deactivating and reactivating', () => {
  it('deactivates a member: their tokens fail at once and they cannot sign in; reactivation restores sign-in', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken);
    const deactivated = await context.call<MemberReply>('POST', '/api/v1/users/teams/deactivate', {
      token: owner.accessToken,
      body: { userId: member.userData.id },
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data.status).toBe('deactivated');
    expect((await context.call('GET', '/api/v1/users', { token: member.accessToken })).status).toBe(401);
    const refresh = await context.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: member.refreshToken } });
    expect(refresh.status).toBe(401);
    const login = await context.call('POST', '/api/v1/login', {
      body: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ message: expect.stringContaining('deactivated') });

    const reactivated = await context.call<MemberReply>('POST', '/api/v1/users/teams/reactivate', {
      token: owner.accessToken,
      body: { userId: member.userData.id },
    });
    expect(reactivated.body.data.status).toBe('active');
    const back = await context.call('POST', '/api/v1/login', {
      body: { email: member.email, password: member.password },
    });
    expect(back.status).toBe(200);
  });

  it('refuses to deactivate yourself with 422, and admins cannot deactivate owners', async () => {
    const owner = await context.signup();
    const admin = await context.addMember(owner.accessToken, 'admin');
    const self = await context.call('POST', '/api/v1/users/teams/deactivate', {
      token: owner.accessToken,
      body: { userId: owner.userData.id },
    });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ message: 'You cannot deactivate yourself.' });
    const ownerByAdmin = await context.call('POST', '/api/v1/users/teams/deactivate', {
      token: admin.accessToken,
      body: { userId: owner.userData.id },
    });
    expect(ownerByAdmin.status).toBe(403);
  });

  it('answers 404 for a member of another organisation', async () => {
    const owner = await context.signup();
    const stranger = await context.signup();
    const response = await context.call('POST', '/api/v1/users/teams/deactivate', {
      token: owner.accessToken,
      body: { userId: stranger.userData.id },
    });
    expect(response.status).toBe(404);
    const still = await context.call('GET', '/api/v1/users', { token: stranger.accessToken });
    expect(still.status).toBe(200);
  });
});
