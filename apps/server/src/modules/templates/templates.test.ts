import { randomUUID } from 'node:crypto';
import type {
  EmailTemplate,
  LoginReply,
  MergeField,
  RenderedSamples,
  SaveTemplateBody,
  TemplateDetail,
} from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type SeededPerson, seedPeople } from '../contacts/contacts-test-support.ts';

let context: TestContext;
let everyone: SeededPerson[];

beforeAll(async () => {
  context = await createTestContext();
  everyone = await seedPeople(context, 12, 'templates');
});
afterAll(() => context.close());

interface ListReply {
  data: EmailTemplate[];
  total: number;
  page: number;
  perPage: number;
  folders: string[];
  tags: string[];
}

const person = (index: number) => everyone[index] as SeededPerson;

async function save(as: LoginReply, body: SaveTemplateBody) {
  return context.call<{ message: string; data: EmailTemplate }>('POST', '/api/v1/emailtemplate', {
    token: as.accessToken,
    body,
  });
}

async function created(as: LoginReply, body: SaveTemplateBody): Promise<EmailTemplate> {
  const reply = await save(as, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

const detail = (as: LoginReply, id: string) =>
  context.call<{ data: TemplateDetail }>('GET', `/api/v1/emailtemplate/${id}`, { token: as.accessToken });

const list = (as: LoginReply, query = '') =>
  context.call<ListReply>('GET', `/api/v1/emailtemplate${query}`, { token: as.accessToken });

const countTemplates = async (organisationId: string) =>
  (
    await context.database.query<{ n: number }>(
      'select count(*)::int as n from email_templates where organisation_id = $1',
      [organisationId],
    )
  )[0]?.n;

describe('saving templates', () => {
  it('creates a template with its fields and cleaned HTML, then saves versions, refusing an outdated base with 409', async () => {
    const owner = await context.signup();
    const first = await save(owner, {
      name: 'Intro',
      subject: 'Quick question, {{ first_name | default: "there" }}',
      html: '<p onclick="x()">Hi {{ first_name }}, I saw {{ company_name }}.</p><script>alert(1)</script>',
      folder: 'Outbound',
      tags: ['Intro', 'cold', 'intro'],
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Created the template “Intro”.');
    expect(first.body.data).toMatchObject({
      name: 'Intro',
      html: '<p>Hi {{ first_name }}, I saw {{ company_name }}.</p>',
      folder: 'Outbound',
      tags: ['intro', 'cold'],
      visibility: 'shared',
      ownerUserId: owner.userData.id,
      ownerName: owner.userData.name,
      version: 1,
      fields: ['first_name', 'company_name'],
    });
    const id = first.body.data.id;

    const second = await save(owner, {
      id,
      baseVersion: 1,
      name: 'Intro v2',
      subject: 'Hello {{ first_name }}',
      html: '<p>{{ title }} at {{ company_name }}</p>',
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      message: 'Saved “Intro v2” as version 2.',
      data: { version: 2, fields: ['first_name', 'title', 'company_name'] },
    });

    const stale = await save(owner, { id, baseVersion: 1, name: 'Mine', subject: 'x', html: '<p>x</p>' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      message:
        '“Intro v2” was saved again (version 2) since you opened version 1. Reload it to see the changes, then save yours again.',
    });

    const read = await detail(owner, id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ name: 'Intro v2', version: 2 });
    expect(
      read.body.data.versions.map((version) => [version.version, version.name, version.subject, version.editedBy]),
    ).toEqual([
      [2, 'Intro v2', 'Hello {{ first_name }}', owner.userData.name],
      [1, 'Intro', 'Quick question, {{ first_name | default: "there" }}', owner.userData.name],
    ]);
  });

  it('refuses unknown fields and syntax errors with 422 before storing anything', async () => {
    const owner = await context.signup();
    const organisationId = owner.userData.organisation.id;
    const unknown = await save(owner, { name: 'Typo', subject: 'Hi', html: '<p>{{ compnay_name }}</p>' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'RULE_REFUSED',
      message:
        'Unknown merge field {{ compnay_name }}: did you mean company_name? Use a built-in field or add a custom field first.',
    });
    const broken = await save(owner, { name: 'Broken', subject: 'Hi', html: '<p>Hi</p>\n<p>{% if title %}x</p>' });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe(
      'The body has a syntax error on line 2, column 4: {% if title %} has no matching {% endif %}.',
    );
    expect(await countTemplates(organisationId)).toBe(0);

    const saved = await created(owner, { name: 'Good', subject: 'Hi', html: '<p>Hi</p>' });
    const badVersion = await save(owner, { id: saved.id, name: 'Good', subject: '{{ x', html: '<p>Hi</p>' });
    expect(badVersion.status).toBe(422);
    expect((await detail(owner, saved.id)).body.data.versions).toHaveLength(1);
  });

  it('keeps a private template to its owner: others neither see, edit nor delete it', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken, 'member');
    const secret = await created(member, {
      name: 'My private pitch',
      subject: 'Hi',
      html: '<p>Secret</p>',
      visibility: 'private',
    });
    context.clock.advance(1_000); // newest first: the shared template is the later one
    const shared = await created(owner, { name: 'Team intro', subject: 'Hi', html: '<p>Team</p>' });

    expect((await list(member)).body.data.map((template) => template.name)).toEqual(['Team intro', 'My private pitch']);
    expect((await list(owner)).body.data.map((template) => template.name)).toEqual(['Team intro']);
    expect((await list(owner)).body.total).toBe(1);

    const read = await detail(owner, secret.id);
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ message: 'This template was not found.' });
    const edit = await save(owner, { id: secret.id, name: 'Taken', subject: 'Hi', html: '<p>x</p>' });
    expect(edit.status).toBe(404);
    const removed = await context.call('POST', '/api/v1/emailtemplate/delete', {
      token: owner.accessToken,
      body: { ids: [secret.id] },
    });
    expect(removed.status).toBe(404);
    expect((await detail(member, secret.id)).body.data).toMatchObject({ name: 'My private pitch', version: 1 });

    // A shared template is everyone's to edit, but only its owner makes it private.
    const edited = await save(member, { id: shared.id, name: 'Team intro', subject: 'Hello', html: '<p>Team</p>' });
    expect(edited.status).toBe(200);
    const hidden = await save(member, {
      id: shared.id,
      name: 'Team intro',
      subject: 'Hello',
      html: '<p>Team</p>',
      visibility: 'private',
    });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toMatchObject({ message: 'Only the owner of “Team intro” can make it private.' });
  });

  it('lists newest first with search, folder, tag and visibility filters, pages, and the folders and tags in use', async () => {
    const owner = await context.signup();
    await created(owner, {
      name: 'Alpha',
      subject: 'Pricing question',
      html: '<p>a</p>',
      folder: 'Sales',
      tags: ['q3'],
    });
    await created(owner, {
      name: 'Beta 100%',
      subject: 'Hello',
      html: '<p>b</p>',
      folder: 'Support',
      tags: ['Q3', 'vip'],
    });
    await created(owner, { name: 'Gamma', subject: 'Hi', html: '<p>c</p>', visibility: 'private', tags: ['vip'] });
    context.clock.advance(1000);
    await created(owner, { name: 'Delta', subject: 'Pricing update', html: '<p>d</p>', folder: 'Sales' });

    const all = await list(owner);
    expect(all.body).toMatchObject({
      total: 4,
      page: 1,
      perPage: 10,
      folders: ['Sales', 'Support'],
      tags: ['q3', 'vip'],
    });
    expect(all.body.data[0]?.name).toBe('Delta');
    const names = async (query: string) => (await list(owner, query)).body.data.map((template) => template.name).sort();
    expect(await names('?q=pricing')).toEqual(['Alpha', 'Delta']);
    expect(await names('?q=100%25')).toEqual(['Beta 100%']);
    expect(await names('?q=_')).toEqual([]);
    expect(await names('?folder=Sales')).toEqual(['Alpha', 'Delta']);
    expect(await names('?tag=VIP')).toEqual(['Beta 100%', 'Gamma']);
    expect(await names('?visibility=private')).toEqual(['Gamma']);
    const page = await list(owner, '?perPage=3&page=2');
    expect(page.body).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(page.body.data).toHaveLength(1);
  });

  it('deletes only templates the caller may edit, and none at all when one id is unknown', async () => {
    const owner = await context.signup();
    const one = await created(owner, { name: 'One', subject: 'Hi', html: '<p>1</p>' });
    const two = await created(owner, { name: 'Two', subject: 'Hi', html: '<p>2</p>' });
    const partly = await context.call('POST', '/api/v1/emailtemplate/delete', {
      token: owner.accessToken,
      body: { ids: [one.id, randomUUID()] },
    });
    expect(partly.status).toBe(404);
    expect(partly.body).toMatchObject({ message: 'Some of these templates were not found, so none was deleted.' });
    expect(await countTemplates(owner.userData.organisation.id)).toBe(2);
    const both = await context.call<{ message: string; data: { ids: string[] } }>(
      'POST',
      '/api/v1/emailtemplate/delete',
      { token: owner.accessToken, body: { ids: [one.id, two.id] } },
    );
    expect(both.status).toBe(200);
    expect(both.body.message).toBe('Deleted 2 templates.');
    expect(both.body.data.ids.sort()).toEqual([one.id, two.id].sort());
    expect(await countTemplates(owner.userData.organisation.id)).toBe(0);
  });

  it("answers another organisation's templates, fields and signatures as not found, and changes none of them", async () => {
    const owner = await context.signup();
    const stranger = await context.signup();
    const template = await created(owner, { name: 'Ours', subject: 'Hi', html: '<p>ours</p>' });
    const field = await context.call<{ data: { id: string } }>('POST', '/api/v1/organisation/customfields', {
      token: owner.accessToken,
      body: { key: 'our_field', label: 'Ours' },
    });
    const signature = await context.call<{ data: { id: string } }>('POST', '/api/v1/organisation/customsignatures', {
      token: owner.accessToken,
      body: { name: 'Ours', html: '<p>Ours</p>', scope: 'organisation' },
    });
    const attempts = [
      context.call('GET', `/api/v1/emailtemplate/${template.id}`, { token: stranger.accessToken }),
      save(stranger, { id: template.id, name: 'Theirs', subject: 'x', html: '<p>x</p>' }),
      context.call('POST', '/api/v1/emailtemplate/delete', {
        token: stranger.accessToken,
        body: { ids: [template.id] },
      }),
      context.call('GET', `/api/v1/emailtemplate/contactsamples?templateId=${template.id}`, {
        token: stranger.accessToken,
      }),
      context.call('POST', '/api/v1/organisation/customfields', {
        token: stranger.accessToken,
        body: { id: field.body.data.id, remove: true },
      }),
      context.call('POST', '/api/v1/organisation/customsignatures', {
        token: stranger.accessToken,
        body: { id: signature.body.data.id, name: 'Theirs' },
      }),
    ];
    const replies = await Promise.all(attempts);
    expect(replies.map((reply) => reply.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await list(stranger)).body.total).toBe(0);
    expect((await detail(owner, template.id)).body.data).toMatchObject({ name: 'Ours', version: 1 });
    const fields = await context.call<{ data: { key: string }[] }>('GET', '/api/v1/organisation/customfields', {
      token: owner.accessToken,
    });
    expect(fields.body.data.map((row) => row.key)).toEqual(['our_field']);
  });
});

describe('rendering for prospects', () => {
  it('renders a saved template for three real prospects side by side, highlighting the field one of them lacks', async () => {
    const owner = await context.signup();
    const [a, b, c] = [person(0), person(1), person(2)];
    await context.database.query(`update people set city = '' where id = $1`, [b.id]);
    const template = await created(owner, {
      name: 'Local',
      subject: 'Hi {{ first_name }}',
      html: '<p>Hi {{ first_name | default: "there" }}, how is {{ company_name }} in {{ city }}?</p>',
    });
    const reply = await context.call<{ data: RenderedSamples }>(
      'GET',
      `/api/v1/emailtemplate/contactsamples?templateId=${template.id}&personIds=${a.id},${b.id},${c.id}`,
      { token: owner.accessToken },
    );
    expect(reply.status).toBe(200);
    const { samples, fields } = reply.body.data;
    expect(fields).toEqual(['first_name', 'company_name', 'city']);
    expect(samples.map((sample) => sample.person.id)).toEqual([a.id, b.id, c.id]);
    const [rows] = [
      await context.database.query<{ id: string; first_name: string; city: string }>(
        'select id, first_name, city from people where id = any($1::uuid[])',
        [[a.id, c.id]],
      ),
    ];
    for (const [index, seeded] of [a, b, c].entries()) {
      const sample = samples[index];
      expect(sample?.person).toMatchObject({ fullName: seeded.fullName, companyName: seeded.companyName });
      expect(sample?.html).toContain(`how is ${seeded.companyName.replace(/&/g, '&amp;')} in `);
    }
    for (const row of rows) {
      const sample = samples.find((candidate) => candidate.person.id === row.id);
      expect(sample?.missingFields).toEqual([]);
      expect(sample?.subject).toBe(`Hi ${row.first_name}`);
      expect(sample?.html).toContain(` in ${row.city}?</p>`);
    }
    expect(samples[1]?.missingFields).toEqual(['city']);
    expect(samples[1]?.html).toContain(' in <mark data-missing-field="city">city</mark>?</p>');
    expect(samples[1]?.text).toContain(' in [city]?');
  });

  it('chooses the prospects itself: the list’s first, else the latest reveals, else the first of the search data', async () => {
    const owner = await context.signup();
    const template = await created(owner, { name: 'T', subject: 'Hi', html: '<p>{{ full_name }}</p>' });
    const samplesOf = async (query = '') => {
      const reply = await context.call<{ data: RenderedSamples }>(
        'GET',
        `/api/v1/emailtemplate/contactsamples?templateId=${template.id}${query}`,
        { token: owner.accessToken },
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data.samples.map((sample) => sample.person.id);
    };
    expect(await samplesOf()).toEqual(everyone.slice(0, 5).map((seeded) => seeded.id));

    const list = await context.call<{ data: { id: string } }>('POST', '/api/v1/lists', {
      token: owner.accessToken,
      body: { name: 'Sample list' },
    });
    await context.call('POST', `/api/v1/lists/${list.body.data.id}/people`, {
      token: owner.accessToken,
      body: { personIds: [person(9).id, person(8).id] },
    });
    expect((await samplesOf(`&listId=${list.body.data.id}`)).sort()).toEqual([person(8).id, person(9).id].sort());

    await context.database.query(
      `insert into contact_reveals (organisation_id, person_id, credits, revealed_at) values ($1, $2, 0, now() - interval '1 day'), ($1, $3, 0, now())`,
      [owner.userData.organisation.id, person(10).id, person(11).id],
    );
    expect(await samplesOf()).toEqual([person(11).id, person(10).id]);

    const unknownList = await context.call(
      'GET',
      `/api/v1/emailtemplate/contactsamples?templateId=${template.id}&listId=${randomUUID()}`,
      {
        token: owner.accessToken,
      },
    );
    expect(unknownList.status).toBe(404);
    const unknownPerson = await context.call(
      'GET',
      `/api/v1/emailtemplate/contactsamples?templateId=${template.id}&personIds=${person(0).id},${randomUUID()}`,
      { token: owner.accessToken },
    );
    expect(unknownPerson.status).toBe(404);
    expect(unknownPerson.body).toMatchObject({ message: 'Some of these people were not found.' });
  });

  it('previews a draft, escaping a prospect value that holds a script, and refuses unknown fields with 422', async () => {
    const owner = await context.signup();
    const target = person(3);
    await context.database.query(`update people set title = '<script>alert(1)</script>' where id = $1`, [target.id]);
    const preview = await context.call<{ data: RenderedSamples }>('POST', '/api/v1/emailtemplate/preview', {
      token: owner.accessToken,
      body: {
        subject: 'For the {{ title }}',
        html: '<p>Dear {{ title }}, {{ nickname | default: "friend" }}?</p><script>x()</script>',
        personIds: [target.id],
      },
    });
    expect(preview.status).toBe(422);
    expect(preview.body).toMatchObject({ message: expect.stringContaining('Unknown merge field {{ nickname }}') });

    const ok = await context.call<{ data: RenderedSamples }>('POST', '/api/v1/emailtemplate/preview', {
      token: owner.accessToken,
      body: {
        subject: 'For the {{ title }}',
        html: '<p>Dear {{ title }}, {{ first_name | default: "friend" }}</p><script>x()</script>',
        personIds: [target.id],
      },
    });
    expect(ok.status).toBe(200);
    const [sample] = ok.body.data.samples;
    expect(sample?.html).toMatch(/^<p>Dear &lt;script&gt;alert\(1\)&lt;\/script&gt;, [^<]+<\/p>$/);
    expect(sample?.subject).toBe('For the <script>alert(1)</script>');
    expect(sample?.missingFields).toEqual([]);
  });

  it('fills sender, signature and custom fields: the mailbox’s signature, then the member’s, then the default', async () => {
    const owner = await context.signup({ organisationName: 'Acme Outbound' });
    const member = await context.addMember(owner.accessToken, 'member');
    const organisationId = owner.userData.organisation.id;
    const [mailbox] = await context.database.query<{ id: string }>(
      `insert into mailboxes (organisation_id, owner_user_id, mode, kind, email, sender_name)
       values ($1, $2, 'Email', 'sandbox', 'alex@acme.test', 'Alex from Acme') returning id`,
      [organisationId, member.userData.id],
    );
    const addField = await context.call('POST', '/api/v1/organisation/customfields', {
      token: owner.accessToken,
      body: { key: 'offer', label: 'Offer', defaultValue: 'a free audit' },
    });
    expect(addField.status).toBe(200);
    const signature = (as: LoginReply, body: Record<string, unknown>) =>
      context.call('POST', '/api/v1/organisation/customsignatures', { token: as.accessToken, body });
    expect(
      (
        await signature(owner, {
          name: 'Company',
          html: '<p>The Acme team</p>',
          scope: 'organisation',
          isDefault: true,
        })
      ).status,
    ).toBe(200);
    expect((await signature(owner, { name: 'Mine', html: '<p>Owner <b>signs</b></p>' })).status).toBe(200);

    const render = async (as: LoginReply, mailboxId?: string) => {
      const reply = await context.call<{ data: RenderedSamples }>('POST', '/api/v1/emailtemplate/preview', {
        token: as.accessToken,
        body: {
          subject: 'From {{ sender_name }}',
          html: '<p>{{ offer }} from {{ sender_company }} ({{ sender_email }})</p>{{ signature }}',
          personIds: [person(4).id],
          ...(mailboxId ? { mailboxId } : {}),
        },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data.samples[0];
    };
    expect(await render(owner)).toMatchObject({
      subject: `From ${owner.userData.name}`,
      html: `<p>a free audit from Acme Outbound (${owner.email})</p><p>Owner <b>signs</b></p>`,
    });
    expect((await render(member))?.html).toBe(
      `<p>a free audit from Acme Outbound (${member.email})</p><p>The Acme team</p>`,
    );
    expect(
      (
        await signature(member, {
          name: 'Mailbox',
          html: '<p>Alex, Acme</p>',
          scope: 'mailbox',
          mailboxId: mailbox?.id,
        })
      ).status,
    ).toBe(200);
    expect(await render(owner, mailbox?.id)).toMatchObject({
      subject: 'From Alex from Acme',
      html: '<p>a free audit from Acme Outbound (alex@acme.test)</p><p>Alex, Acme</p>',
    });
    const stranger = await context.signup();
    const foreign = await context.call('POST', '/api/v1/emailtemplate/preview', {
      token: stranger.accessToken,
      body: { subject: 'x', html: '<p>x</p>', mailboxId: mailbox?.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'This mailbox was not found.' });
  });

  it('lists the merge fields: every built-in one, then the custom ones', async () => {
    const owner = await context.signup();
    await context.call('POST', '/api/v1/organisation/customfields', {
      token: owner.accessToken,
      body: { key: 'pain_point', label: 'Pain point', defaultValue: 'slow reporting' },
    });
    const reply = await context.call<{ data: MergeField[] }>('GET', '/api/v1/emailtemplate/fields', {
      token: owner.accessToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]).toEqual({
      key: 'first_name',
      label: 'First name',
      group: 'Prospect',
      example: 'Maya',
      custom: false,
    });
    expect(reply.body.data.at(-1)).toEqual({
      key: 'pain_point',
      label: 'Pain point',
      group: 'Custom',
      example: 'slow reporting',
      custom: true,
    });
    expect(reply.body.data.filter((field) => !field.custom)).toHaveLength(17);
  });
});
