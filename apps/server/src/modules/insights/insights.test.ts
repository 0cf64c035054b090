import { randomUUID } from 'node:crypto';
import { type PersonInsights, personInsightsSchema } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  balanceOf,
  contactSecretsOf,
  organisationWithCredits,
  type SeededPerson,
  seedPeople,
} from '../contacts/contacts-test-support.ts';
import { type InsertedRecord, insertInsightRecord } from './insight-records-test-support.ts';

let context: TestContext;
let record: InsertedRecord;
let generated: SeededPerson[];

beforeAll(async () => {
  context = await createTestContext();
  record = await insertInsightRecord(context.db, context.clock.now());
  generated = await seedPeople(context, 30, 'insights');
});
afterAll(() => context.close());

const insights = (token: string, id: string) =>
  context.call<{ data: PersonInsights; message?: string; code?: string }>('GET', `/api/v1/contacts/${id}/insights`, {
    token,
  });

describe('GET /api/v1/contacts/{id}/insights', () => {
  it("answers a member with the person's predicted profile and grounded pitches, free and without a reveal", async () => {
    const owner = await organisationWithCredits(context, 5);
    const member = await context.addMember(owner.accessToken, 'member');
    const reply = await insights(member.accessToken, record.personId);
    expect(reply.status).toBe(200);
    const { personality, pitches } = personInsightsSchema.parse(reply.body.data);
    expect(personality).toMatchObject({ predicted: true, primary: 'D', refinedBy: 'rules' });
    expect(personality.recommendations.tone).toMatch(/^Direct and confident/);
    expect(personality.evidence.map((item) => item.phrase)).toEqual(
      expect.arrayContaining(['Competitive', 'decisive', 'Hot take', 'VP']),
    );
    expect(personality.evidence.find((item) => item.phrase === 'Hot take')?.postId).toBe(record.postIds[0]);

    expect(pitches.map((pitch) => pitch.citation.kind)).toEqual([
      'funding',
      'hiring',
      'intent',
      'technology',
      'technology',
    ]);
    const cited = pitches.map((pitch) => pitch.citation);
    expect(cited[0]).toMatchObject({ id: record.newsIds[0], url: expect.stringContaining('/news/series-b') });
    expect(cited[1]).toMatchObject({ id: record.newsIds[1] });
    expect(cited[2]).toMatchObject({ id: record.intentIds[0], label: 'Sales engagement · score 78' });
    expect(cited.slice(3).map((citation) => citation.label)).toEqual(record.technologies);

    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(5);
    const reveals = await context.database.query(`select 1 from contact_reveals where person_id = $1`, [
      record.personId,
    ]);
    expect(reveals).toEqual([]);
  });

  it('never shows email or phone, of the person or anyone else', async () => {
    const owner = await context.signup();
    const secrets = [
      record.email,
      record.email.slice(0, record.email.indexOf('@')),
      record.phone,
      record.phone.replace(/\D/g, ''),
      ...contactSecretsOf(generated),
    ].map((secret) => secret.toLowerCase());
    for (const id of [record.personId, ...generated.map((person) => person.id)]) {
      const reply = await insights(owner.accessToken, id);
      expect(reply.status).toBe(200);
      const text = JSON.stringify(reply.body).toLowerCase();
      expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    }
  });

  it('cites only facts that exist in the record, and quotes evidence exactly, for generated people too', async () => {
    const owner = await context.signup();
    for (const person of generated) {
      const { data } = (await insights(owner.accessToken, person.id)).body;
      const [row] = await context.database.query<{ title: string; bio: string; technologies: string[] }>(
        `select p.title, p.bio, coalesce(c.technologies, '{}') as technologies
           from people p left join companies c on c.id = p.company_id where p.id = $1`,
        [person.id],
      );
      const posts = await context.database.query<{ id: string; text: string }>(
        `select id, text from social_posts where person_id = $1`,
        [person.id],
      );
      for (const item of data.personality.evidence) {
        const source =
          item.source === 'title'
            ? row?.title
            : item.source === 'bio'
              ? row?.bio
              : posts.find((post) => post.id === item.postId)?.text;
        expect(source, item.phrase).toContain(item.phrase);
      }
      for (const { citation } of data.pitches) {
        if (citation.kind === 'technology') expect(row?.technologies).toContain(citation.label);
        else if (citation.kind === 'intent') {
          const [signal] = await context.database.query<{ score: number }>(
            `select score from intent_signals where id = $1 and company_id = $2`,
            [citation.id, person.companyId],
          );
          expect(signal?.score).toBeGreaterThanOrEqual(60);
        } else if (citation.id) {
          const [news] = await context.database.query<{ url: string }>(
            `select url from company_news where id = $1 and company_id = $2`,
            [citation.id, person.companyId],
          );
          expect(news?.url).toBe(citation.url);
        } else expect(citation.kind).toBe('funding');
      }
      expect(data.pitches.length).toBeLessThanOrEqual(5);
    }
  });

  it('suggests no pitches for a person without a company, and says so with low confidence when they wrote nothing', async () => {
    const owner = await context.signup();
    const loner = await insertInsightRecord(context.db, context.clock.now(), {
      withCompany: false,
      bio: '',
      posts: [],
    });
    const reply = await insights(owner.accessToken, loner.personId);
    expect(reply.status).toBe(200);
    expect(reply.body.data.pitches).toEqual([]);
    expect(reply.body.data.personality).toMatchObject({ confidenceLevel: 'low', refinedBy: 'rules' });
  });

  it('answers 404 for an id that names nobody, 400 for one that is not an id, 401 without a session', async () => {
    const owner = await context.signup();
    const missing = await insights(owner.accessToken, randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'This person was not found.', code: 'NOT_FOUND' });
    const malformed = await insights(owner.accessToken, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    const anonymous = await context.call('GET', `/api/v1/contacts/${record.personId}/insights`);
    expect(anonymous.status).toBe(401);
  });
});
