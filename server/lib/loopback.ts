/**
 * True for a URL hostname (as `new URL(...).hostname` spells it) that names this machine:
 * localhost, 127.0.0.0/8 or [::1].
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname)
}
