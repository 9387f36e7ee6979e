// What bench/http.bench.ts and its server process (bench/http-server.ts) agree on.

/** The site's own origin as the bench server is configured: unsafe requests must come from it. */
export const BENCH_ORIGIN = 'http://127.0.0.1:5000'

/** What the server tells the bench once it listens. */
export type ServerReady = {
  type: 'ready'
  database: string
  bareUrl: string
  appUrl: string
  /** The customer's session cookies, as a browser holds them after sign-up. */
  cookie: string
  /** The signed-in customer's own case. */
  caseId: string
  /** The same customer's affiliate code, for the referral link. */
  affiliateCode: string
}

/** A person's browser: the referral link counts its clicks (bots are not counted). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
