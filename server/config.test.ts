import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'rr-config-'))

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

  it('requires SESSION_SECRET, SSN_ENCRYPTION_KEY and PUBLIC_URL in production and seeds no demo users there', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://x.example',
      SESSION_SECRET: 's'.repeat(40),
      SSN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    }
    for (const name of ['SESSION_SECRET', 'SSN_ENCRYPTION_KEY', 'PUBLIC_URL'] as const) {
      const rest: Record<string, string> = { ...production }
      delete rest[name]
      expect(() => loadConfig(rest)).toThrow(new RegExp(name))
    }
    const config = loadConfig(production)
    expect(config.seedDemoData).toBe(false)
    expect(config.ssnEncryptionKey.length).toBe(32)
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
