/** The user menu (app shell) signs out through the auth feature; the hook itself is shared with the profile page. */
export { useSignOut } from '../../../shared/auth/use-sign-out.ts';
