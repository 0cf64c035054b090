import type { ColorName, IconName } from './common.ts';

/** Content pages: profile, blog, data tables, pricing, help centre, account settings (spec sections 3 and 7). */

export interface ProfileReply {
  header: { avatar: string; username: string; designation: string; coverImg: string };
  userAbout: { about: string; joined: string; lives: string; email: string; website: string };
  suggestedPages: { avatar: string; username: string; subtitle: string; favorite: boolean }[];
  twitterFeeds: { imgUrl: string; title: string; id: string; tags: string; desc: string; favorite: boolean }[];
  post: ProfilePost[];
  latestPhotos: { img: string }[];
  suggestions: { avatar: string; name: string; mutualFriend: string }[];
  polls: { name: string; result: number; votedUser: { img: string; username: string }[] }[];
}

export interface ProfilePost {
  avatar: string;
  username: string;
  postTime: string;
  postText: string;
  postImg: string;
  likes: number;
  youLiked: boolean;
  comments: number;
  share: number;
  likedUsers: { avatar: string; username: string }[];
  detailedComments: { avatar: string; username: string; comment: string; commentsLikes: number; youLiked: boolean }[];
}

/** GET /profile/data */
export type ProfileDataReply = ProfileReply;

export type BlogCategory = 'Fashion' | 'Food' | 'Gaming' | 'Quote' | 'Video';

export interface BlogListItem {
  img: string;
  title: string;
  id: number;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  tags: BlogCategory[];
  excerpt: string;
  /** Number of comments. */
  comment: number;
}

/** GET /blog/list/data */
export type BlogListReply = BlogListItem[];

/** GET /blog/list/data/sidebar */
export interface BlogSidebarReply {
  recentPosts: { img: string; title: string; id: number; createdTime: string }[];
  categories: { category: BlogCategory; icon: IconName; color: ColorName; total: number }[];
}

export interface BlogComment {
  avatar: string;
  userFullName: string;
  commentedAt: string;
  commentText: string;
}

/** GET /blog/list/data/detail?id — id is optional (the first post). 404 for an unknown id. */
export interface BlogDetailReply {
  blog: {
    id: number;
    img: string;
    title: string;
    avatar: string;
    userFullName: string;
    createdTime: string;
    tags: BlogCategory[];
    /** HTML. */
    content: string;
    comments: number;
    bookmarked: number;
  };
  comments: BlogComment[];
}

/** GET /blog/list/data/edit?id — id is optional (the first post). 404 for an unknown id. */
export interface BlogEditReply {
  avatar: string;
  userFullName: string;
  createdTime: string;
  blogTitle: string;
  blogCategories: BlogCategory[];
  slug: string;
  status: 'Published' | 'Pending' | 'Draft';
  excerpt: string;
  featuredImage: string;
}

export type EmployeeStatus = 1 | 2 | 3 | 4 | 5;

export interface EmployeeRow {
  id: number;
  avatar: string;
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** YYYY-MM-DD */
  start_date: string;
  salary: number;
  age: number;
  /** e.g. '3 Years'. */
  experience: string;
  /** 1 Current, 2 Professional, 3 Rejected, 4 Resigned, 5 Applied. */
  status: EmployeeStatus;
}

/** GET /api/datatables/initial-data */
export type DatatablesInitialReply = EmployeeRow[];

/** GET /api/datatables/data?q&perPage=10&page=1 — q over name, post, email, city, start date, salary, age. */
export interface DatatablesParams {
  q?: string;
  perPage?: number;
  page?: number;
}
export interface DatatablesReply {
  allData: EmployeeRow[];
  /** The page of rows (the spec's name). */
  invoices: EmployeeRow[];
  total: number;
}

export interface PricingPlan {
  title: 'Basic' | 'Standard' | 'Enterprise';
  subtitle: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnnual: number };
  planBenefits: string[];
  popular: boolean;
}

/** GET /pricing/data */
export interface PricingReply {
  basicPlan: PricingPlan;
  standardPlan: PricingPlan;
  enterprisePlan: PricingPlan;
  qandA: { question: string; ans: string }[];
}

export interface KnowledgeBaseCard {
  id: number;
  /** Slug of the category page. */
  category: string;
  img: string;
  title: string;
  desc: string;
}

/** GET /faq/data/knowledge_base?q — q filters by title or description. */
export type KnowledgeBaseReply = KnowledgeBaseCard[];

export interface HelpQuestionLink {
  id: number;
  question: string;
  slug: string;
}

export interface HelpCategory {
  id: number;
  title: string;
  icon: IconName;
  iconColor: ColorName;
  questions: HelpQuestionLink[];
}

/** GET /faq/data/category?category — the help categories (the same for every knowledge-base card; 404 for an unknown card slug). */
export type HelpCategoriesReply = HelpCategory[];

/** GET /faq/data/question?slug — slug is optional (the first question). 404 for an unknown slug. */
export interface HelpQuestionReply {
  title: string;
  lastUpdated: string;
  relatedQuestions: { id: number; question: string }[];
  /** HTML. */
  content: string;
}

export interface SocialConnection {
  profileImg: string;
  id: string;
}

/** GET /account-setting/data */
export interface AccountSettingsReply {
  general: { avatar: string; username: string; fullName: string; email: string; company: string };
  info: { bio: string; dob: string; country: string; website: string; phone: string };
  social: {
    socialLinks: {
      twitter: string;
      facebook: string;
      google: string;
      linkedIn: string;
      instagram: string;
      quora: string;
    };
    connections: {
      twitter: SocialConnection;
      google: SocialConnection;
      facebook: SocialConnection;
      github: SocialConnection;
    };
  };
  notification: {
    commentOnArticle: boolean;
    answerOnForm: boolean;
    followMe: boolean;
    newAnnouncements: boolean;
    productUpdates: boolean;
    blogDigest: boolean;
  };
}

/** POST /account-setting/update (own design) — merges the given sections; 200 with the whole settings. */
export type UpdateAccountSettingsRequest = {
  [Section in keyof AccountSettingsReply]?: Partial<AccountSettingsReply[Section]>;
};
