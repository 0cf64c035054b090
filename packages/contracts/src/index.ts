export * from './abilities.ts';
export * from './admin.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './organisation.ts';
export * from './roles.ts';
export * from './sandbox-mail.ts';
export * from './users.ts';
