/** The two looks of each demo sign-in page: a centred card, or a form beside an illustration. */
export type AuthVariant = 'basic' | 'cover';

export type AuthPage = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'two-steps';

/** The path of another demo sign-in page in the same look, so links keep the visitor's variant. */
export function authPath(page: AuthPage, variant: AuthVariant): string {
  return `/pages/${page}-${variant}`;
}
