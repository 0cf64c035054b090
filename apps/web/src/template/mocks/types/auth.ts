/** The demo sign-in pages (own design; see README.md). */

export type DemoRole = 'admin' | 'client';

export interface DemoAbility {
  action: 'manage' | 'read';
  subject: string;
}

export interface DemoUserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string;
  email: string;
  role: DemoRole;
  ability: DemoAbility[];
}

/** POST /jwt/login — 200 DemoAuthReply; 400 { message: 'Email or Password is Invalid' }. */
export interface DemoLoginRequest {
  email: string;
  password: string;
}
export interface DemoAuthReply {
  userData: DemoUserData;
  accessToken: string;
  refreshToken: string;
}

/**
 * POST /jwt/register — 201 DemoAuthReply (role client); 400 DemoRegisterError when the email or username is taken.
 */
export interface DemoRegisterRequest {
  username: string;
  email: string;
  password: string;
}
export interface DemoRegisterError {
  message: string;
  errors: { email?: 'This email is already in use.'; username?: 'This username is already in use.' };
}

/** POST /jwt/forgot-password { email } · /jwt/verify-email { email } (resend the link) — 200 MessageReply; 400 bad email. */
export interface DemoEmailRequest {
  email: string;
}
/** POST /jwt/reset-password — 200 MessageReply; 400 when shorter than 8 or not matching. */
export interface DemoResetPasswordRequest {
  password: string;
  confirmPassword: string;
}
/** POST /jwt/two-steps — 200 MessageReply for any 6-digit code but 000000; 400 otherwise. */
export interface DemoTwoStepsRequest {
  code: string;
}
export interface MessageReply {
  message: string;
}
