import { HttpResponse, http } from 'msw';
import { db, fixture } from '../db.ts';
import { blogCategories, blogCategoryLooks } from '../fixtures/blog-categories.ts';
import { slugify } from '../fixtures/helpers.ts';
import { createPricing } from '../fixtures/pricing-data.ts';
import type {
  AccountSettingsReply,
  BlogDetailReply,
  BlogEditReply,
  BlogListItem,
  BlogSidebarReply,
  PricingReply,
  ProfileReply,
} from '../types.ts';
import { idOf, notFound, queryOf, readBody } from './http-utils.ts';

/** The post asked for by `id`, the newest one without it, or undefined for an unknown id. */
async function postOf(request: Request) {
  const raw = queryOf(request).get('id');
  const { posts } = await fixture('blog');
  return raw === null ? posts[0] : posts.find((post) => post.id === idOf(raw));
}

function listItem({
  content: _content,
  bookmarked: _bookmarked,
  ...item
}: BlogListItem & { content: string; bookmarked: number }): BlogListItem {
  return item;
}

/** Profile, pricing, account settings and blog pages (spec section 7), plus saving account settings. */
export const pageHandlers = [
  http.get('/profile/data', async () => HttpResponse.json<ProfileReply>(await fixture('profile'))),

  http.get('/pricing/data', () => HttpResponse.json<PricingReply>(createPricing())),

  http.get('/account-setting/data', () => HttpResponse.json<AccountSettingsReply>(db().accountSettings)),

  http.post('/account-setting/update', async ({ request }) => {
    const body = await readBody(request);
    const settings = db().accountSettings;
    for (const section of ['general', 'info', 'social', 'notification'] as const) {
      const changes = body[section];
      if (typeof changes === 'object' && changes !== null) Object.assign(settings[section], changes);
    }
    return HttpResponse.json<AccountSettingsReply>(settings);
  }),

  http.get('/blog/list/data', async () =>
    HttpResponse.json<BlogListItem[]>((await fixture('blog')).posts.map(listItem)),
  ),

  http.get('/blog/list/data/sidebar', async () => {
    const { posts } = await fixture('blog');
    return HttpResponse.json<BlogSidebarReply>({
      recentPosts: posts
        .slice(0, 4)
        .map(({ img, title, id, blogPosted }) => ({ img, title, id, createdTime: blogPosted })),
      categories: blogCategories.map((category) => ({
        category,
        ...blogCategoryLooks[category],
        total: posts.filter((post) => post.tags.includes(category)).length,
      })),
    });
  }),

  http.get('/blog/list/data/detail', async ({ request }) => {
    const post = await postOf(request);
    if (!post) return notFound('Post not found');
    const { id, img, title, avatar, userFullName, blogPosted, tags, content, comment, bookmarked } = post;
    return HttpResponse.json<BlogDetailReply>({
      blog: {
        id,
        img,
        title,
        avatar,
        userFullName,
        createdTime: blogPosted,
        tags,
        content,
        comments: comment,
        bookmarked,
      },
      comments: (await fixture('blog')).comments,
    });
  }),

  http.get('/blog/list/data/edit', async ({ request }) => {
    const post = await postOf(request);
    if (!post) return notFound('Post not found');
    return HttpResponse.json<BlogEditReply>({
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      blogTitle: post.title,
      blogCategories: post.tags,
      slug: slugify(post.title),
      status: 'Published',
      excerpt: post.excerpt,
      featuredImage: post.img,
    });
  }),
];
