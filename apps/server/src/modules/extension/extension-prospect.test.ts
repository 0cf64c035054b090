import type { ExtensionProspect, ExtensionView, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createApiKey } from '../api-keys/api-keys-test-support.ts';
import { type SeededPerson, seedPeople } from '../contacts/contacts-test-support.ts';
import { expectError, insertCompany, insertNews, insertPerson } from './extension-test-support.ts';

let context: TestContext;
let owner: LoginReply;
let rival: LoginReply;
let everyone: SeededPerson[];
let nina: { id: string; linkedinUrl: string; email: string };
let company: { id: string; domain: string };

const prospect = (token: string, query: Record<string, string>) =>
  context.call<{ data: ExtensionProspect }>('GET', `/api/v1/extension/prospect?${new URLSearchParams(query)}`, {
    token,
  });
const track = (token: string, query: Record<string, string>) =>
  context.call<{ data: { recorded: boolean; view: ExtensionView } }>(
    'GET',
    `/api/v1/extension/trackprospect?${new URLSearchParams(query)}`,
    { token },
  );
const history = (token: string) =>
  context.call<{ data: ExtensionView[] }>('GET', '/api/v1/extension/history', { token });

beforeAll(async () => {
  context = await createTestContext();
  everyone = await seedPeople(context, 30, 'extension-prospect');
  owner = await context.signup();
  rival = await context.signup();
  company = await insertCompany(context, 'Panel Works');
  const handle = `nina-panel-${context.unique()}`;
  const id = await insertPerson(context, {
    fullName: 'Nina Panel',
    companyId: company.id,
    title: 'Head of Sales',
    email: `nina@${company.domain}`,
    phone: '+44 20 7946 0321',
  });
  const linkedinUrl = `https://www.linkedin.com/in/${handle}`;
  await context.database.query('update people set linkedin_url = $1 where id = $2', [linkedinUrl, id]);
  await insertNews(context, company.id, { title: 'Panel Works opens in Leeds', publishedAt: '2026-03-02 09:00:00+00' });
  nina = { id, linkedinUrl, email: `nina@${company.domain}` };
});
afterAll(() => context.close());

describe('GET extension/prospect', () => {
  it('recognises a LinkedIn profile, masked, with company news, whatever the address spelling', async () => {
    const reply = await prospect(owner.accessToken, {
      linkedinUrl: `${nina.linkedinUrl.replace('www.', 'uk.').toUpperCase().replace('HTTPS', 'https')}/?trk=feed`,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { data } = reply.body;
    expect(data).toMatchObject({ match: 'person', matchedBy: 'linkedin' });
    expect(data.person).toMatchObject({
      id: nina.id,
      fullName: 'Nina Panel',
      title: 'Head of Sales',
      isRevealed: false,
    });
    expect(data.person?.email).not.toContain('nina@');
    expect(data.person?.phone).not.toContain('7946 0321');
    expect(data.company).toMatchObject({ id: company.id, name: 'Panel Works' });
    expect(data.news.map((item) => item.title)).toEqual(['Panel Works opens in Leeds']);
    expect(data.personality?.primary).toMatch(/^[DISC]$/);
  });

  it('recognises a person by email (any case), by name with company, and a company by domain', async () => {
    const byEmail = await prospect(owner.accessToken, { email: nina.email.toUpperCase() });
    expect(byEmail.body.data).toMatchObject({ match: 'person', matchedBy: 'email', person: { id: nina.id } });
    const byName = await prospect(owner.accessToken, { name: 'Nina Panel', company: 'panel works' });
    expect(byName.body.data).toMatchObject({ match: 'person', matchedBy: 'name', person: { id: nina.id } });
    const byDomain = await prospect(owner.accessToken, { domain: `https://www.${company.domain}/about` });
    expect(byDomain.body.data).toMatchObject({ match: 'company', matchedBy: 'domain', person: null });
    expect(byDomain.body.data.company?.id).toBe(company.id);
    const unknownAddress = await prospect(owner.accessToken, { email: `someone-else@${company.domain}` });
    expect(unknownAddress.body.data).toMatchObject({ match: 'company', matchedBy: 'domain' });
  });

  it('recognises a generated person by their LinkedIn address', async () => {
    const [row] = await context.database.query<{ id: string; linkedin_url: string }>(
      'select id, linkedin_url from people where linkedin_url is not null and id = any($1) limit 1',
      [everyone.map((person) => person.id)],
    );
    if (!row) throw new Error('no seeded person has a LinkedIn address');
    const reply = await prospect(owner.accessToken, { linkedinUrl: row.linkedin_url });
    expect(reply.body.data.person?.id).toBe(row.id);
  });

  it('answers "none" (200) when nothing matches', async () => {
    const reply = await prospect(owner.accessToken, { linkedinUrl: 'https://www.linkedin.com/in/nobody-here-1234' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      match: 'none',
      matchedBy: null,
      person: null,
      company: null,
      news: [],
      posts: [],
      personality: null,
    });
    const noDomain = await prospect(owner.accessToken, { domain: 'no-such-company-here.example' });
    expect(noDomain.body.data.match).toBe('none');
  });

  it('refuses bad input with 400 and a message', async () => {
    expectError(await prospect(owner.accessToken, {}), 400);
    expectError(await prospect(owner.accessToken, { name: 'Nina Panel' }), 400);
    expectError(await prospect(owner.accessToken, { linkedinUrl: 'https://evil.example/in/nina' }), 400);
    expectError(await prospect(owner.accessToken, { linkedinUrl: 'not a url' }), 400);
    expectError(await prospect(owner.accessToken, { linkedinUrl: 'https://www.linkedin.com/feed/' }), 400);
    expectError(await prospect(owner.accessToken, { email: 'not-an-email' }), 400);
    expectError(await prospect(owner.accessToken, { domain: 'http://' }), 400);
    expectError(await prospect(owner.accessToken, { domain: 'bad domain.com' }), 400);
  });

  it('answers an API key with people:search, and refuses one without it', async () => {
    const searcher = await createApiKey(context, owner.accessToken, { scopes: ['people:search'] });
    const reply = await prospect(searcher.secret, { email: nina.email });
    expect(reply.body.data.person?.id).toBe(nina.id);
    const lister = await createApiKey(context, owner.accessToken, { scopes: ['lists'] });
    expectError(await prospect(lister.secret, { email: nina.email }), 403);
  });
});

describe('GET extension/trackprospect and history', () => {
  it('answers 404 for an id that names no prospect and 400 for bad input', async () => {
    expectError(await track(owner.accessToken, { id: '00000000-0000-4000-8000-000000000000' }), 404);
    expectError(await track(owner.accessToken, {}), 400);
    expectError(await track(owner.accessToken, { id: 'not-a-uuid' }), 400);
    expectError(await track(owner.accessToken, { id: nina.id, source: 'fax' }), 400);
  });

  it('records a view once per half hour and lists the member’s own history, newest first', async () => {
    const member = await context.addMember(owner.accessToken, 'member');
    const first = await track(member.accessToken, { id: nina.id, source: 'linkedin' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      recorded: true,
      view: { personId: nina.id, companyId: null, name: 'Nina Panel', source: 'linkedin' },
    });
    expect(first.body.data.view.detail).toContain('Head of Sales');
    const again = await track(member.accessToken, { id: nina.id, source: 'linkedin' });
    expect(again.body.data).toMatchObject({ recorded: false, view: { id: first.body.data.view.id } });

    context.clock.advance(31 * 60_000);
    const renewed = await context.call<{ accessToken: string }>('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: member.refreshToken },
    });
    const token = renewed.body.accessToken;
    const company1 = await track(token, { id: company.id, source: 'website' });
    expect(company1.body.data).toMatchObject({ recorded: true, view: { name: 'Panel Works', detail: company.domain } });
    context.clock.advance(60_000);
    const later = await track(token, { id: nina.id });
    expect(later.body.data.recorded).toBe(true);

    const mine = await history(token);
    const ownerAgain = (
      await context.call<{ accessToken: string }>('POST', '/api/v1/auth/refresh', {
        body: { refreshToken: owner.refreshToken },
      })
    ).body;
    expect(mine.body.data.map((view) => view.name)).toEqual(['Nina Panel', 'Panel Works', 'Nina Panel']);
    // Neither a colleague nor another organisation sees it.
    expect((await history(ownerAgain.accessToken)).body.data).toEqual([]);
    expect(
      (
        await history(
          (
            await context.call<{ accessToken: string }>('POST', '/api/v1/auth/refresh', {
              body: { refreshToken: rival.refreshToken },
            })
          ).body.accessToken,
        )
      ).body.data,
    ).toEqual([]);
  });
});
