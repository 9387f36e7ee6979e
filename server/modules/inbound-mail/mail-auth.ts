import { Resolver } from 'node:dns/promises'
import { createRequire } from 'node:module'

/**
 * SPF, DKIM and DMARC results of a received message, with mailauth's checks.
 *
 * mailauth's package entry also loads its BIMI code, which needs Node 22.19 (its HTTP client does
 * not load on Node 20, which we support); the three checks we record are loaded from their own
 * files instead, which run on both (docs/decisions/027-inbound-mail.md).
 */

/** mailauth's resolver: `dns.promises.resolve`'s signature. */
export type DnsResolver = (name: string, rrtype: string) => Promise<unknown>

export type AuthResults = {
  spf: string
  dkim: string
  dmarc: string
  /**
   * The From domain the checks proved the message came from: DMARC passed, or SPF or a DKIM
   * signature passed for a domain aligned with it (docs/decisions/058-inbound-mail-authentication.md).
   * Null or absent: nothing proved who sent it.
   */
  verifiedDomain?: string | null
}

type Status = { result?: string }
type DkimVerify = (
  input: Buffer,
  opts: { resolver: DnsResolver; sender?: string },
) => Promise<{
  results?: Array<{ status?: Status }>
  headerFrom?: string[]
  fromFields?: unknown
}>
type Spf = (opts: {
  ip: string
  helo: string
  mta: string
  sender: string
  resolver: DnsResolver
}) => Promise<{ status?: Status; domain?: string } | false>
type EvaluateDmarc = (opts: {
  headerFrom?: string[]
  fromFields?: unknown
  spfDomains: string[]
  dkimDomains: Array<{ id?: string; domain?: string; aligned?: unknown; underSized?: unknown }>
  resolver: DnsResolver
}) => Promise<{ response?: { status?: Status } }>

const require = createRequire(import.meta.url)
const { dkimVerify } = require('mailauth/lib/dkim/verify') as { dkimVerify: DkimVerify }
const { spf } = require('mailauth/lib/spf') as { spf: Spf }
const { evaluateDmarc } = require('mailauth/lib/dmarc') as { evaluateDmarc: EvaluateDmarc }
// Relaxed alignment (same organisational domain, from the public suffix list), as DMARC uses it.
const { getAlignment } = require('mailauth/lib/tools') as {
  getAlignment: (fromDomain: string, domains: string[], strict?: boolean) => { domain: string } | false
}

/** How long one DNS question may take: a slow resolver must not hold the SMTP session. */
const DNS_TIMEOUT_MS = 2000

/** The system resolver with a short timeout and a single try. */
export function createDnsResolver(timeoutMs = DNS_TIMEOUT_MS): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 })
  return (name, rrtype) => resolver.resolve(name, rrtype)
}

/** A resolver that knows no names (tests, and machines without DNS): every check gives 'none'. */
export const offlineResolver: DnsResolver = async () => {
  throw Object.assign(new Error('no DNS'), { code: 'ENOTFOUND' })
}

/**
 * Checks a message's SPF (for the connecting address and MAIL FROM), DKIM signatures and DMARC
 * policy. Never throws: a check that cannot run is recorded as 'temperror'.
 */
export async function authenticateMessage(
  raw: Buffer,
  opts: { ip: string; helo: string; mta: string; sender: string; resolver: DnsResolver },
): Promise<AuthResults> {
  const { resolver } = opts
  const dkim = await dkimVerify(raw, { resolver, sender: opts.sender || undefined }).catch(() => null)
  const spfResult = await spf({ ...opts, helo: opts.helo || opts.ip }).catch(() => null)
  const spfStatus = spfResult ? (spfResult.status?.result ?? 'none') : 'temperror'
  const dkimResults = dkim?.results ?? []
  const passedDkim = dkimResults
    .filter((r) => r.status?.result === 'pass')
    .map((r) => {
      const row = r as {
        id?: string
        signingDomain?: string
        status: { aligned?: unknown; underSized?: unknown }
      }
      return {
        id: row.id,
        domain: row.signingDomain,
        aligned: row.status.aligned,
        underSized: row.status.underSized,
      }
    })
  const spfDomain = spfResult && spfStatus === 'pass' && spfResult.domain ? spfResult.domain : null
  let dmarc = 'none'
  if (!dkim) dmarc = 'temperror'
  else if (dkim.headerFrom?.length) {
    const evaluated = await evaluateDmarc({
      headerFrom: dkim.headerFrom,
      fromFields: dkim.fromFields,
      spfDomains: spfDomain ? [spfDomain] : [],
      dkimDomains: passedDkim,
      resolver,
    }).catch(() => null)
    dmarc = evaluated ? (evaluated.response?.status?.result ?? 'none') : 'temperror'
  }
  const fromDomain = authorDomain(dkim?.headerFrom)
  // A signature that covers only part of the body (l=) with more after it vouches for no sender.
  const passedDomains = [
    ...(spfDomain ? [spfDomain] : []),
    ...passedDkim.flatMap((r) => (r.domain && !r.underSized ? [r.domain] : [])),
  ]
  // A DMARC failure stands even when relaxed alignment would pass: the domain asked for strict.
  const isVerified =
    fromDomain !== null &&
    (dmarc === 'pass' || (dmarc !== 'fail' && getAlignment(fromDomain, passedDomains) !== false))
  return {
    spf: spfStatus,
    dkim: summariseDkim(dkim ? dkimResults : null),
    dmarc,
    verifiedDomain: isVerified ? fromDomain : null,
  }
}

// The one domain of the From header's addresses; null without one, or with several domains.
function authorDomain(headerFrom: string[] | undefined): string | null {
  const domains = new Set(
    (headerFrom ?? []).map((address) => normalDomain(address.slice(address.lastIndexOf('@') + 1))),
  )
  const [domain] = domains
  return domains.size === 1 && domain ? domain : null
}

/** A domain as the checks compare it: lower case, without a trailing dot. */
export function normalDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.+$/, '')
}

// One word for all signatures: pass when any passed, else the first one's result ('none' unsigned).
function summariseDkim(results: Array<{ status?: Status }> | null): string {
  if (!results) return 'temperror'
  if (results.some((r) => r.status?.result === 'pass')) return 'pass'
  return results[0]?.status?.result ?? 'none'
}
