/** The `next` parameter when it is a path inside this app; /home otherwise (no open redirects). */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/home';
  if (next.startsWith('/login') || next.startsWith('/register')) return '/home';
  return next;
}
