import { templateApi } from '../../api/template-api.ts';
import type { BlogDetailReply, BlogEditReply, BlogListItem, BlogSidebarReply } from '../../mocks/types.ts';

/** The blog pages; a post id left out means the newest post. */
const blogApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogList: build.query<BlogListItem[], void>({ query: () => 'blog/list/data' }),
    getBlogSidebar: build.query<BlogSidebarReply, void>({ query: () => 'blog/list/data/sidebar' }),
    getBlogDetail: build.query<BlogDetailReply, string | undefined>({
      query: (id) => ({ url: 'blog/list/data/detail', params: id ? { id } : undefined }),
    }),
    getBlogEdit: build.query<BlogEditReply, string | undefined>({
      query: (id) => ({ url: 'blog/list/data/edit', params: id ? { id } : undefined }),
    }),
  }),
});

export const { useGetBlogListQuery, useGetBlogSidebarQuery, useGetBlogDetailQuery, useGetBlogEditQuery } = blogApi;
