import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type {
  AccountSettingsReply,
  BlogDetailReply,
  BlogEditReply,
  BlogListItem,
  BlogSidebarReply,
  DatatablesReply,
  EmployeeRow,
  HelpCategory,
  HelpQuestionReply,
  KnowledgeBaseCard,
  PricingReply,
  ProfileReply,
} from './types.ts';

serveMockLayer();

describe('content pages', () => {
  it('gives the profile page data', async () => {
    const { body } = await get<ProfileReply>('/profile/data');
    expect(Object.keys(body).sort()).toEqual(
      ['header', 'latestPhotos', 'polls', 'post', 'suggestedPages', 'suggestions', 'twitterFeeds', 'userAbout'].sort(),
    );
    expect(body.post[0]).toEqual(expect.objectContaining({ likes: expect.any(Number), comments: expect.any(Number) }));
    expect(body.post[0]?.likedUsers.length).toBeGreaterThan(0);
    expect(body.post[0]?.detailedComments.length).toBeGreaterThan(0);
  });

  it("gives the spec's pricing: Basic 0, Standard 49 (40 yearly, 480), Enterprise 99 (80 yearly, 960), and a FAQ", async () => {
    const { body } = await get<PricingReply>('/pricing/data');
    const plans = [body.basicPlan, body.standardPlan, body.enterprisePlan];
    expect(
      plans.map((plan) => [plan.title, plan.monthlyPrice, plan.yearlyPlan.perMonth, plan.yearlyPlan.totalAnnual]),
    ).toEqual([
      ['Basic', 0, 0, 0],
      ['Standard', 49, 40, 480],
      ['Enterprise', 99, 80, 960],
    ]);
    expect(plans.map((plan) => plan.popular)).toEqual([false, true, false]);
    expect(body.basicPlan.planBenefits).toEqual(
      expect.arrayContaining(['100 responses a month', 'Up to 2 subdomains']),
    );
    expect(body.enterprisePlan.planBenefits).toContain('File upload with 5GB storage');
    expect(body.qandA.length).toBeGreaterThan(0);
    expect(Object.keys(body.qandA[0] ?? {}).sort()).toEqual(['ans', 'question']);
  });

  it('gives the account settings and saves changes to them', async () => {
    const { body } = await get<AccountSettingsReply>('/account-setting/data');
    expect(Object.keys(body.social.connections).sort()).toEqual(['facebook', 'github', 'google', 'twitter']);
    expect(Object.keys(body.notification)).toHaveLength(6);
    await call('POST', '/account-setting/update', {
      general: { company: 'Globex' },
      notification: { blogDigest: true },
    });
    const after = await get<AccountSettingsReply>('/account-setting/data');
    expect(after.body.general).toEqual({ ...body.general, company: 'Globex' });
    expect(after.body.notification.blogDigest).toBe(true);
  });

  it('gives the blog list, sidebar with the five categories, detail and edit data', async () => {
    const list = await get<BlogListItem[]>('/blog/list/data');
    expect(list.body.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(list.body[0] ?? {}).sort()).toEqual(
      ['avatar', 'blogPosted', 'comment', 'excerpt', 'id', 'img', 'tags', 'title', 'userFullName'].sort(),
    );
    const sidebar = await get<BlogSidebarReply>('/blog/list/data/sidebar');
    expect(sidebar.body.categories.map((item) => item.category)).toEqual([
      'Fashion',
      'Food',
      'Gaming',
      'Quote',
      'Video',
    ]);
    expect(sidebar.body.recentPosts.map((post) => post.id)).toEqual(list.body.slice(0, 4).map((post) => post.id));
    const second = list.body[1];
    const detail = await get<BlogDetailReply>(`/blog/list/data/detail?id=${second?.id}`);
    expect(detail.body.blog).toMatchObject({ id: second?.id, title: second?.title });
    expect(detail.body.comments.length).toBeGreaterThan(0);
    const edit = await get<BlogEditReply>(`/blog/list/data/edit?id=${second?.id}`);
    expect(edit.body).toMatchObject({ blogTitle: second?.title, blogCategories: second?.tags, status: 'Published' });
    expect((await get('/blog/list/data/detail?id=999')).status).toBe(404);
  });

  it('gives the help centre: knowledge base, categories and a question page', async () => {
    const cards = await get<KnowledgeBaseCard[]>('/faq/data/knowledge_base');
    expect(cards.body.length).toBeGreaterThanOrEqual(6);
    const searched = await get<KnowledgeBaseCard[]>('/faq/data/knowledge_base?q=BILLING');
    expect(searched.body.map((card) => card.title)).toEqual(['Account & Billing']);
    const categories = await get<HelpCategory[]>(`/faq/data/category?category=${cards.body[0]?.category}`);
    const question = categories.body[1]?.questions[1];
    expect(question).toEqual({ id: expect.any(Number), question: expect.any(String), slug: expect.any(String) });
    const page = await get<HelpQuestionReply>(`/faq/data/question?slug=${question?.slug}`);
    expect(page.body.title).toBe(question?.question);
    expect(page.body.relatedQuestions.map((item) => item.id)).not.toContain(question?.id);
    expect(page.body.relatedQuestions.length).toBe((categories.body[1]?.questions.length ?? 0) - 1);
    expect((await get('/faq/data/question?slug=nope')).status).toBe(404);
    expect((await get('/faq/data/category?category=nope')).status).toBe(404);
  });

  it('gives the data-table rows with statuses 1 to 5, searched and paged by 10', async () => {
    const initial = await get<EmployeeRow[]>('/api/datatables/initial-data');
    expect(initial.body.length).toBe(100);
    expect(new Set(initial.body.map((row) => row.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const page = await get<DatatablesReply>('/api/datatables/data?page=3');
    expect(page.body.invoices).toEqual(initial.body.slice(20, 30));
    expect(page.body.total).toBe(100);
    expect(page.body.allData).toHaveLength(100);
    const sample = initial.body[42] as EmployeeRow;
    const found = await get<DatatablesReply>(
      `/api/datatables/data?q=${encodeURIComponent(sample.email.toUpperCase())}`,
    );
    expect(found.body.invoices.map((row) => row.id)).toContain(sample.id);
    expect(found.body.total).toBe(found.body.invoices.length);
  });
});
