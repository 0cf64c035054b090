import { randomUUID } from 'node:crypto';
import type { CustomField, LoginReply, Signature } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const saveField = (as: LoginReply, body: Record<string, unknown>) =>
  context.call<{ message: string; data: CustomField }>('POST', '/api/v1/organisation/customfields', {
    token: as.accessToken,
    body,
  });

const fieldsOf = async (as: LoginReply) =>
  (
    await context.call<{ data: CustomField[] }>('GET', '/api/v1/organisation/customfields', {
      token: as.accessToken,
    })
  ).body.data;

const saveSignature = (as: LoginReply, body: Record<string, unknown>) =>
  context.call<{ message: string; data: Signature }>('POST', '/api/v1/organisation/customsignatures', {
    token: as.accessToken,
    body,
  });

const signaturesOf = async (as: LoginReply) =>
  (
    await context.call<{ data: Signature[] }>('GET', '/api/v1/organisation/customsignatures', {
      token: as.accessToken,
    })
  ).body.data;

async function addTemplate(as: LoginReply, name: string, html: string) {
  const reply = await context.call<{ data: { id: string } }>('POST', '/api/v1/emailtemplate', {
    token: as.accessToken,
    body: { name, subject: 'Hi', html },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.id;
}

async function addMailbox(organisationId: string, ownerUserId: string, email: string) {
  const [row] = await context.database.query<{ id: string }>(
    `insert into mailboxes (organisation_id, owner_user_id, mode, kind, email) values ($1, $2, 'Email', 'sandbox', $3) returning id`,
    [organisationId, ownerUserId, email],
  );
  if (!row) throw new Error('no mailbox');
  return row.id;
}

describe('custom fields', () => {
  it('adds, changes and lists fields; keys are unique per organisation; members read but do not define them', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken, 'member');
    const added = await saveField(owner, { key: 'pain_point', label: 'Pain point', defaultValue: ' slow reports ' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      message: 'Added the field {{ pain_point }}.',
      data: { key: 'pain_point', label: 'Pain point', defaultValue: 'slow reports', usedBy: 0 },
    });
    const again = await saveField(owner, { key: 'pain_point', label: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'A custom field named pain_point already exists.' });
    const elsewhere = await context.signup();
    expect((await saveField(elsewhere, { key: 'pain_point', label: 'Theirs' })).status).toBe(200);

    const builtIn = await saveField(owner, { key: 'first_name', label: 'Mine' });
    expect(builtIn.status).toBe(400);
    expect(JSON.stringify(builtIn.body)).toContain('This name belongs to a built-in field');

    const byMember = await saveField(member, { key: 'member_field', label: 'Nope' });
    expect(byMember.status).toBe(403);
    expect((await fieldsOf(member)).map((field) => field.key)).toEqual(['pain_point']);

    const changed = await saveField(owner, { id: added.body.data.id, label: 'Main pain', defaultValue: '' });
    expect(changed.body).toMatchObject({ data: { key: 'pain_point', label: 'Main pain', defaultValue: '' } });
  });

  it('refuses to rename or remove a field templates use, naming them, and allows it once they no longer do', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken, 'member');
    const field = (await saveField(owner, { key: 'offer', label: 'Offer', defaultValue: 'a free audit' })).body.data;
    const intro = await addTemplate(owner, 'Intro', '<p>We offer {{ offer }}</p>');
    // A member's private template counts too, though the owner cannot see it.
    const privateReply = await context.call<{ data: { id: string } }>('POST', '/api/v1/emailtemplate', {
      token: member.accessToken,
      body: { name: 'Private follow-up', subject: '{{ offer | upcase }}', html: '<p>x</p>', visibility: 'private' },
    });
    expect(privateReply.status).toBe(200);

    expect((await fieldsOf(owner))[0]).toMatchObject({ key: 'offer', usedBy: 2 });
    const rename = await saveField(owner, { id: field.id, key: 'proposal' });
    expect(rename.status).toBe(422);
    expect(rename.body).toMatchObject({
      message:
        '{{ offer }} is used by 2 templates (“Intro”, “Private follow-up”): take it out of those templates before you rename the field.',
    });
    const remove = await saveField(owner, { id: field.id, remove: true });
    expect(remove.status).toBe(422);
    expect(remove.body).toMatchObject({ message: expect.stringContaining('before you remove the field') });
    // The label and default may change while it is in use.
    expect((await saveField(owner, { id: field.id, label: 'Our offer' })).status).toBe(200);

    await context.call('POST', '/api/v1/emailtemplate/delete', { token: owner.accessToken, body: { ids: [intro] } });
    await context.call('POST', '/api/v1/emailtemplate', {
      token: member.accessToken,
      body: { id: privateReply.body.data.id, name: 'Private follow-up', subject: 'Hi', html: '<p>x</p>' },
    });
    const renamed = await saveField(owner, { id: field.id, key: 'proposal' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ key: 'proposal', label: 'Our offer', usedBy: 0 });
    const removed = await saveField(owner, { id: field.id, remove: true });
    expect(removed.body).toMatchObject({ message: 'Removed the field {{ proposal }}.' });
    expect(await fieldsOf(owner)).toEqual([]);
    // Without the field, templates may no longer name it.
    const orphan = await context.call('POST', '/api/v1/emailtemplate', {
      token: owner.accessToken,
      body: { name: 'Uses it', subject: 'x', html: '<p>{{ proposal }}</p>' },
    });
    expect(orphan.status).toBe(422);
  });

  it('answers an unknown field id with 404', async () => {
    const owner = await context.signup();
    const reply = await saveField(owner, { id: randomUUID(), label: 'x' });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ message: 'This custom field was not found.' });
  });
});

describe('signatures', () => {
  it('lets a member set their own signature and their own mailbox’s, but not the organisation’s or others’', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken, 'member');
    const organisationId = owner.userData.organisation.id;
    const theirs = await addMailbox(organisationId, member.userData.id, `member-${randomUUID()}@acme.test`);
    const owners = await addMailbox(organisationId, owner.userData.id, `owner-${randomUUID()}@acme.test`);

    const own = await saveSignature(member, { name: 'Me', html: '<p onclick="x()">Sam <script>x</script></p>' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      message: 'Added the signature “Me”.',
      data: { scope: 'user', userId: member.userData.id, mailboxId: null, html: '<p>Sam </p>', isDefault: false },
    });
    const mailbox = await saveSignature(member, {
      name: 'Box',
      html: '<p>Box</p>',
      scope: 'mailbox',
      mailboxId: theirs,
    });
    expect(mailbox.status).toBe(200);
    expect(mailbox.body.data).toMatchObject({ scope: 'mailbox', mailboxId: theirs, userId: null });

    const refusals = [
      [
        { name: 'Org', html: '<p>Org</p>', scope: 'organisation' },
        "Only an owner or admin can set the organisation's signatures.",
      ],
      [
        { name: 'Boss', html: '<p>Boss</p>', scope: 'user', userId: owner.userData.id },
        "Only an owner or admin can set another member's signature.",
      ],
      [
        { name: 'Box', html: '<p>Box</p>', scope: 'mailbox', mailboxId: owners },
        'Only an owner or admin can set the signature of a mailbox someone else connected.',
      ],
    ] as const;
    for (const [body, message] of refusals) {
      const reply = await saveSignature(member, body);
      expect(reply.status, JSON.stringify(body)).toBe(403);
      expect(reply.body).toMatchObject({ message });
    }
    const ownerSigned = await saveSignature(owner, { name: 'Owner', html: '<p>Owner</p>' });
    const changeOthers = await saveSignature(member, { id: ownerSigned.body.data.id, html: '<p>Hacked</p>' });
    expect(changeOthers.status).toBe(403);

    // Owners and admins set any of them.
    const forMember = await saveSignature(owner, { name: 'Given', html: '<p>Given</p>', userId: member.userData.id });
    expect(forMember.body.data).toMatchObject({ scope: 'user', userId: member.userData.id });
    expect(
      (await saveSignature(owner, { name: 'Box 2', html: '<p>B</p>', scope: 'mailbox', mailboxId: theirs })).status,
    ).toBe(200);
    expect((await signaturesOf(member)).map((signature) => signature.name).sort()).toEqual(
      ['Box', 'Box 2', 'Given', 'Me', 'Owner'].sort(),
    );
  });

  it('keeps one default per organisation, only an organisation signature, and refuses foreign members and mailboxes', async () => {
    const owner = await context.signup();
    const stranger = await context.signup();
    const first = await saveSignature(owner, {
      name: 'First',
      html: '<p>1</p>',
      scope: 'organisation',
      isDefault: true,
    });
    const second = await saveSignature(owner, {
      name: 'Second',
      html: '<p>2</p>',
      scope: 'organisation',
      isDefault: true,
    });
    expect(second.status).toBe(200);
    const listed = await signaturesOf(owner);
    expect(listed.filter((signature) => signature.isDefault).map((signature) => signature.name)).toEqual(['Second']);
    expect(listed.find((signature) => signature.id === first.body.data.id)?.isDefault).toBe(false);

    const userDefault = await saveSignature(owner, { name: 'Mine', html: '<p>me</p>', isDefault: true });
    expect(userDefault.status).toBe(422);
    expect(userDefault.body).toMatchObject({ message: 'Only an organisation signature can be the default one.' });

    const foreignMailbox = await addMailbox(stranger.userData.organisation.id, stranger.userData.id, 'x@stranger.test');
    const viaMailbox = await saveSignature(owner, {
      name: 'X',
      html: '<p>x</p>',
      scope: 'mailbox',
      mailboxId: foreignMailbox,
    });
    expect(viaMailbox.status).toBe(404);
    expect(viaMailbox.body).toMatchObject({ message: 'This mailbox was not found.' });
    const viaMember = await saveSignature(owner, { name: 'X', html: '<p>x</p>', userId: stranger.userData.id });
    expect(viaMember.status).toBe(404);
    expect(viaMember.body).toMatchObject({ message: 'This member was not found.' });

    const empty = await saveSignature(owner, { name: 'Empty', html: '<script>only()</script>' });
    expect(empty.status).toBe(422);

    const removed = await saveSignature(owner, { id: second.body.data.id, remove: true });
    expect(removed.body).toMatchObject({ message: 'Removed the signature “Second”.' });
    expect((await signaturesOf(owner)).map((signature) => signature.name)).toEqual(['First']);
    expect(await signaturesOf(stranger)).toEqual([]);
  });
});
