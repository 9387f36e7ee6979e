import { generateKeyPairSync } from 'node:crypto'
import type { DnsResolver } from './mail-auth.ts'
import type { InboundMailLimits } from './smtp-guard.ts'

/**
 * DNS and DKIM keys for tests on loopback: a resolver that answers from a small zone, so a test can
 * make one sender pass SPF or DKIM and another fail, without the network.
 */

/** The limits of a test server that only tests what it means to: the production defaults. */
export const TEST_LIMITS: InboundMailLimits = {
  maxConnectionsPerAddress: 10,
  commandTimeoutMs: 60_000,
  maxSessionMs: 600_000,
  messagesPerMinutePerAddress: 60,
}

/** Records by name, then by type: TXT records as the chunks `dns.resolveTxt` gives. */
export type Zone = Record<string, { TXT?: string[][] }>

/** Answers from `zone`; an unknown name is ENOTFOUND and a known name without the type ENODATA. */
export function zoneResolver(zone: Zone): DnsResolver {
  const names = new Map(Object.entries(zone).map(([name, records]) => [name.toLowerCase(), records]))
  return async (name, rrtype) => {
    const records = names.get(name.toLowerCase().replace(/\.$/, ''))
    if (!records) throw Object.assign(new Error(`${name} not found`), { code: 'ENOTFOUND' })
    const answer = records[rrtype as keyof typeof records]
    if (!answer) throw Object.assign(new Error(`${name} has no ${rrtype}`), { code: 'ENODATA' })
    return answer
  }
}

/** An SPF record letting the loopback address 127.0.0.1 (and only it) send for a domain. */
export const LOOPBACK_SPF: string[][] = [['v=spf1 ip4:127.0.0.1 -all']]

/**
 * A DKIM key for `domain`: the zone entry that publishes it and the option nodemailer signs with.
 */
export function dkimKey(domain: string, selector = 'test') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const published = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
  return {
    zone: { [`${selector}._domainkey.${domain}`]: { TXT: [[`v=DKIM1; k=rsa; p=${published}`]] } } as Zone,
    signing: {
      domainName: domain,
      keySelector: selector,
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  }
}
