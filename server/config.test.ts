import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { COMPANY_ENV } from '#server/test/company-env.ts'

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'rr-config-'))

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://x.example',
  SESSION_SECRET: 's'.repeat(40),
  SSN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  FILE_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64'),
  ...COMPANY_ENV,
}
const liveStripe = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_payments',
  STRIPE_IDENTITY_WEBHOOK_SECRET: 'whsec_identity',
}

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('loadConfig accepted the configuration')
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() })
    expect(config.port).toBe(5000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:5000')
    expect(config.seedDemoData).toBe(true)
    expect(config.smtpUrl).toBeUndefined()
  })

  it('names every bad variable at once', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', DATA_DIR: tempDir() })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT:')
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL')
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL')
    }
  })

  it('names the bad variables of every check in one message, not only the first', () => {
    const { SESSION_SECRET: _secret, SSN_ENCRYPTION_KEY: _key, ...withoutSecrets } = production
    const message = configError({
      ...withoutSecrets,
      ...liveStripe,
      PORT: 'abc',
      BUFFER_ACCESS_TOKEN: 'token-1234',
      OUTBOUND_ALLOWED_ADDRESSES: 'intranet.local',
    })
    expect(message).toContain('PORT:')
    expect(message).toContain('SESSION_SECRET: required in production')
    expect(message).toContain('SSN_ENCRYPTION_KEY: required in production')
    expect(message).toContain('BUFFER_PROFILE_IDS: required when BUFFER_ACCESS_TOKEN is set')
    expect(message).toContain(
      'OUTBOUND_ALLOWED_ADDRESSES: "intranet.local" is not an IP address or CIDR range',
    )
  })

  it('requires SESSION_SECRET, SSN_ENCRYPTION_KEY, FILE_ENCRYPTION_KEY and PUBLIC_URL in production and seeds no demo users there', () => {
    for (const name of [
      'SESSION_SECRET',
      'SSN_ENCRYPTION_KEY',
      'FILE_ENCRYPTION_KEY',
      'PUBLIC_URL',
    ] as const) {
      const rest: Record<string, string> = { ...production, ...liveStripe }
      delete rest[name]
      expect(() => loadConfig(rest)).toThrow(new RegExp(name))
    }
    const config = loadConfig({ ...production, ...liveStripe })
    expect(config.seedDemoData).toBe(false)
    expect(config.ssnEncryptionKey.length).toBe(32)
    expect(config.isTestMode).toBe(false)
    expect(config.isStaging).toBe(false)
    expect(config.stripe?.identityWebhookSecret).toBe('whsec_identity')
  })

  it('refuses production without Stripe keys and names every missing one', () => {
    const message = configError(production)
    expect(message).toContain('Refusing to start in production without real payment and identity providers')
    for (const name of Object.keys(liveStripe)) expect(message).toContain(`${name}: required in production`)
    expect(message).toContain('STAGING=true')
  })

  it('refuses production with Stripe test keys or without the identity webhook secret', () => {
    const testKeys = configError({
      ...production,
      ...liveStripe,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    })
    expect(testKeys).toContain('STRIPE_SECRET_KEY: a test key takes no real payments')
    expect(testKeys).toContain('STRIPE_PUBLISHABLE_KEY: a test key takes no real payments')
    const { STRIPE_IDENTITY_WEBHOOK_SECRET: _omitted, ...withoutIdentity } = liveStripe
    expect(configError({ ...production, ...withoutIdentity })).toContain(
      'STRIPE_IDENTITY_WEBHOOK_SECRET: required in production',
    )
  })

  it('refuses production on the development company details and names each one', () => {
    const {
      MAIL_DOMAIN: _domain,
      SUPPORT_PHONE: _phone,
      COMPANY_ADDRESS: _address,
      ...withoutCompany
    } = production
    const message = configError({ ...withoutCompany, ...liveStripe })
    expect(message).toContain("Refusing to start in production without the company's real contact details")
    expect(message).toContain('MAIL_DOMAIN: required in production')
    expect(message).toContain('SUPPORT_PHONE: required in production')
    expect(message).toContain('COMPANY_ADDRESS: required in production')
    const noStreet = configError({
      ...production,
      ...liveStripe,
      COMPANY_ADDRESS: 'Charleston, West Virginia',
      SUPPORT_EMAIL: 'help@rightsrestore.example',
    })
    expect(noStreet).toContain('COMPANY_ADDRESS: required in production')
    expect(noStreet).toContain('SUPPORT_EMAIL: "help@rightsrestore.example" cannot receive mail')
    expect(noStreet).not.toContain('MAIL_DOMAIN')
    const config = loadConfig({ ...withoutCompany, STAGING: 'true' })
    expect(config.company.address).toBe('West Virginia, United States')
  })

  it('starts production on the sandbox only with STAGING=true, in test mode', () => {
    const config = loadConfig({ ...production, STAGING: 'true' })
    expect(config.stripe).toBeNull()
    expect(config.isStaging).toBe(true)
    expect(config.isTestMode).toBe(true)
    expect(configError({ ...production, STAGING: 'false' })).toContain('STRIPE_SECRET_KEY')
  })

  it('is in test mode on the sandbox or Stripe test keys, and not with live keys', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).isTestMode).toBe(true)
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).isTestMode,
    ).toBe(true)
    expect(loadConfig({ DATA_DIR: tempDir(), ...liveStripe }).isTestMode).toBe(false)
  })

  it('refuses SEED_DEMO_DATA=true in production, staging included', () => {
    for (const env of [
      { ...production, ...liveStripe },
      { ...production, STAGING: 'true' },
    ]) {
      expect(configError({ ...env, SEED_DEMO_DATA: 'true' })).toContain(
        'SEED_DEMO_DATA: demo accounts are never created in production',
      )
      expect(loadConfig({ ...env, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false)
    }
  })

  it('reads OUTBOUND_ALLOWED_ADDRESSES as a list of addresses and ranges and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).outboundAllowedAddresses).toEqual([])
    expect(
      loadConfig({ DATA_DIR: tempDir(), OUTBOUND_ALLOWED_ADDRESSES: '10.1.2.3, 192.168.0.0/16,fd00::/8' })
        .outboundAllowedAddresses,
    ).toEqual(['10.1.2.3', '192.168.0.0/16', 'fd00::/8'])
    for (const bad of ['intranet.local', '10.0.0.0/33', '10.0.0.0/8/1']) {
      expect(configError({ DATA_DIR: tempDir(), OUTBOUND_ALLOWED_ADDRESSES: bad })).toContain(
        'OUTBOUND_ALLOWED_ADDRESSES',
      )
    }
  })

  it('takes S3 storage and Stripe only when all of their variables are set', () => {
    const dir = tempDir()
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local', dir: path.join(dir, 'files') })
    expect(loadConfig({ DATA_DIR: dir }).stripe).toBeNull()
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'files' })).toThrow(/set all of them or none/)
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /set all of them or none/,
    )
    expect(() => loadConfig({ DATA_DIR: dir, SSN_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/)
  })

  it('generates a session secret once outside production and keeps it in DATA_DIR', () => {
    const dir = tempDir()
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first)
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first)
  })

  it('reads TRUST_PROXY as a flag or a list of proxies', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ])
  })
})

describe('the inbound mail server (INBOUND_*)', () => {
  it('is off without INBOUND_SMTP_PORT, and keeps a real sender in by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).inboundMail).toBeNull()
    expect(loadConfig({ DATA_DIR: tempDir(), INBOUND_SMTP_PORT: '2525' }).inboundMail?.limits).toEqual({
      maxConnectionsPerAddress: 10,
      commandTimeoutMs: 60_000,
      maxSessionMs: 600_000,
      messagesPerMinutePerAddress: 60,
    })
  })

  it('reads the limits per client address, in seconds, and names one out of range', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      INBOUND_SMTP_PORT: '2525',
      INBOUND_MAX_CONNECTIONS_PER_ADDRESS: '4',
      INBOUND_COMMAND_TIMEOUT_SECONDS: '30',
      INBOUND_MAX_SESSION_SECONDS: '300',
      INBOUND_MESSAGES_PER_MINUTE_PER_ADDRESS: '20',
    })
    expect(config.inboundMail?.limits).toEqual({
      maxConnectionsPerAddress: 4,
      commandTimeoutMs: 30_000,
      maxSessionMs: 300_000,
      messagesPerMinutePerAddress: 20,
    })
    const message = configError({
      DATA_DIR: tempDir(),
      INBOUND_MAX_CONNECTIONS_PER_ADDRESS: '0',
      INBOUND_COMMAND_TIMEOUT_SECONDS: '1',
      INBOUND_MAX_SESSION_SECONDS: 'forever',
      INBOUND_MESSAGES_PER_MINUTE_PER_ADDRESS: '-5',
    })
    for (const name of [
      'INBOUND_MAX_CONNECTIONS_PER_ADDRESS:',
      'INBOUND_COMMAND_TIMEOUT_SECONDS:',
      'INBOUND_MAX_SESSION_SECONDS:',
      'INBOUND_MESSAGES_PER_MINUTE_PER_ADDRESS:',
    ]) {
      expect(message).toContain(name)
    }
  })
})

describe('REDIS_URL', () => {
  it('is unset by default, so rate-limit counters stay in the process', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).redisUrl).toBeUndefined()
  })

  it('accepts redis:// and rediss:// URLs', () => {
    for (const url of ['redis://127.0.0.1:6379', 'rediss://:secret@cache.example:6380/2']) {
      expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: url }).redisUrl).toBe(url)
    }
  })

  it('names REDIS_URL when it is not a Redis URL', () => {
    for (const url of ['http://127.0.0.1:6379', '127.0.0.1:6379']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: url })).toThrow(/REDIS_URL: /)
    }
  })
})

describe('the inbox channels (META_*, X_*, YOUTUBE_*)', () => {
  it('are all off by default, with the providers’ own addresses', () => {
    const { channels } = loadConfig({ DATA_DIR: tempDir() })
    expect(channels.meta).toEqual({
      appSecret: undefined,
      verifyToken: undefined,
      pageAccessToken: undefined,
      pageId: undefined,
      graphUrl: 'https://graph.facebook.com/v21.0',
    })
    expect(channels.x.apiUrl).toBe('https://api.x.com')
    expect(channels.youtube.apiUrl).toBe('https://www.googleapis.com/youtube/v3')
  })

  it('names a malformed id or address', () => {
    const message = configError({
      DATA_DIR: tempDir(),
      X_USER_ID: '@someone',
      YOUTUBE_CHANNEL_ID: 'my-channel',
      META_GRAPH_URL: 'graph.facebook.com',
    })
    expect(message).toContain("X_USER_ID: must be the account's numeric user id")
    expect(message).toContain('YOUTUBE_CHANNEL_ID: must be a channel id')
    expect(message).toContain('META_GRAPH_URL:')
  })

  it('turns Buffer on only with its token and profile ids, and names the one missing', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).buffer).toBeNull()
    expect(
      loadConfig({ DATA_DIR: tempDir(), BUFFER_ACCESS_TOKEN: 'token-1234', BUFFER_PROFILE_IDS: 'a1, b2' })
        .buffer,
    ).toEqual({ accessToken: 'token-1234', profileIds: ['a1', 'b2'], apiUrl: 'https://api.bufferapp.com/1' })
    expect(() => loadConfig({ DATA_DIR: tempDir(), BUFFER_ACCESS_TOKEN: 'token-1234' })).toThrow(
      /BUFFER_PROFILE_IDS: required when BUFFER_ACCESS_TOKEN is set/,
    )
    expect(() => loadConfig({ DATA_DIR: tempDir(), BUFFER_PROFILE_IDS: 'a1' })).toThrow(
      /BUFFER_ACCESS_TOKEN: required when BUFFER_PROFILE_IDS is set/,
    )
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), BUFFER_ACCESS_TOKEN: 'token-1234', BUFFER_PROFILE_IDS: 'a1;b2' }),
    ).toThrow(/BUFFER_PROFILE_IDS: must be Buffer profile ids separated by commas/)
  })
})

// Findings A and D of issue 29 (docs/decisions/059-several-processes-and-production-checks.md).
describe('loadConfig for several processes and behind https', () => {
  const postgres = { DATABASE_URL: 'postgres://rr@127.0.0.1:5432/rr' }
  const s3 = {
    S3_ENDPOINT: 'https://files.example.org',
    S3_BUCKET: 'rr-files',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  }

  it('refuses local file storage on PostgreSQL unless SINGLE_PROCESS=true, and names both fixes', () => {
    const message = configError({ DATA_DIR: tempDir(), ...postgres })
    expect(message).toContain('another server process on the same database cannot read them')
    expect(message).toContain('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY')
    expect(message).toContain('SINGLE_PROCESS=true')
    expect(configError({ DATA_DIR: tempDir(), ...postgres, SINGLE_PROCESS: 'false' })).toContain(
      'SINGLE_PROCESS=true',
    )
    expect(loadConfig({ DATA_DIR: tempDir(), ...postgres, SINGLE_PROCESS: 'true' }).storage.kind).toBe(
      'local',
    )
    expect(loadConfig({ DATA_DIR: tempDir(), ...postgres, ...s3 }).storage.kind).toBe('s3')
    expect(loadConfig({ DATA_DIR: tempDir() }).storage.kind).toBe('local')
  })

  it('refuses production on an http PUBLIC_URL, staging and localhost included, naming the fix', () => {
    for (const url of ['http://rightsrestore.com', 'http://localhost:5000', 'http://127.0.0.1:5000']) {
      for (const env of [
        { ...production, ...liveStripe },
        { ...production, STAGING: 'true' },
      ]) {
        const message = configError({ ...env, PUBLIC_URL: url })
        expect(message).toContain(`PUBLIC_URL: production needs an https:// address, not "${url}"`)
        expect(message).toContain('ALLOW_INSECURE_PUBLIC_URL=true')
      }
    }
    const config = loadConfig({ ...production, ...liveStripe, PUBLIC_URL: 'https://rightsrestore.com' })
    expect(config.publicUrl).toBe('https://rightsrestore.com')
  })

  it('names the missing https with the missing providers, in one message', () => {
    const message = configError({ ...production, PUBLIC_URL: 'http://rightsrestore.com' })
    expect(message).toContain('PUBLIC_URL: production needs an https:// address')
    expect(message).toContain('Refusing to start in production without real payment and identity providers')
  })

  it('allows http in production with ALLOW_INSECURE_PUBLIC_URL=true for this machine only', () => {
    for (const url of ['http://localhost:5000', 'http://127.0.0.1:41234', 'http://[::1]:5000']) {
      const config = loadConfig({
        ...production,
        STAGING: 'true',
        ALLOW_INSECURE_PUBLIC_URL: 'true',
        PUBLIC_URL: url,
      })
      expect(config.publicUrl).toBe(url)
    }
    for (const url of [
      'http://rightsrestore.com',
      'http://192.168.1.20:5000',
      'http://localhost.example.com',
    ]) {
      const message = configError({
        ...production,
        STAGING: 'true',
        ALLOW_INSECURE_PUBLIC_URL: 'true',
        PUBLIC_URL: url,
      })
      expect(message).toContain('ALLOW_INSECURE_PUBLIC_URL=true is accepted only for this machine')
    }
  })

  it('lets development and tests run on http without any variable', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://192.168.1.20:5000' }).publicUrl).toBe(
      'http://192.168.1.20:5000',
    )
  })
})
