// A signed-in customer's cookies as a browser keeps them, for the benches that act as one
// (bench/http.bench.ts, bench/lighthouse.bench.ts).

/** The Cookie header a browser sends once it has stored the `Set-Cookie` lines over `cookie`. */
export function withSetCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split(/=(.*)/s).slice(0, 2) as [string, string]),
  )
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';')
    const [name = '', value = ''] = pair.split(/=(.*)/s)
    const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
    if (expired) jar.delete(name.trim())
    else jar.set(name.trim(), value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/**
 * `cookie` after one request for the signed-in user, keeping what the server sends back (a
 * refreshed session cache among them), so a long bench does not outlive its session cache.
 */
export async function refreshedCookies(appUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/user`, { headers: { cookie } })
  if (res.status !== 200) throw new Error(`the bench session was refused: ${res.status}`)
  return withSetCookies(cookie, res.headers.getSetCookie())
}
