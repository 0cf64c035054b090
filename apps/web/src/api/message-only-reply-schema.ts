import { z } from 'zod';

/** Replies that carry only a message (sign-out, password change). */
export const messageOnlyReplySchema = z.object({ message: z.string() });
export type MessageOnlyReply = z.infer<typeof messageOnlyReplySchema>;
