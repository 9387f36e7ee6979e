/**
 * Keeps a post-sign-in destination on this site: only a path that starts with one slash is kept,
 * so a crafted link cannot send someone to another host after they sign in.
 */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/\p{Cc}/u.test(value)) return fallback
  return value
}
