import { HttpResponse, http } from 'msw';
import { db } from '../db.ts';
import { blogCategories, blogCategoryLooks } from '../fixtures/blog-data.ts';
import { slugify } from '../fixtures/faker.ts';
import { createPricing } from '../fixtures/pricing-data.ts';
import { createProfile } from '../fixtures/profile-data.ts';
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
function postOf(request: Request) {
  const raw = queryOf(request).get('id');
  const posts = db().blog.posts;
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
  http.get('/profile/data', () => HttpResponse.json<ProfileReply>(createProfile())),

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

  http.get('/blog/list/data', () => HttpResponse.json<BlogListItem[]>(db().blog.posts.map(listItem))),

  http.get('/blog/list/data/sidebar', () => {
    const posts = db().blog.posts;
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

  http.get('/blog/list/data/detail', ({ request }) => {
    const post = postOf(request);
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
      comments: db().blog.comments,
    });
  }),

  http.get('/blog/list/data/edit', ({ request }) => {
    const post = postOf(request);
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
