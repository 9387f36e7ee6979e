import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const Bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i, 'must be a domain name')
    .default('rightsrestore.localhost'),
  MAIL_FROM: z.string().min(3).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().default('false'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  PUBLIC_FORM_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: Bool.optional(),
  COMPANY_NAME: z.string().min(1).default('RightsRestore'),
  COMPANY_ADDRESS: z.string().min(1).default('West Virginia, United States'),
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_PHONE: z.string().min(7).optional(),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  mailDomain: string
  mailFrom: string
  smtpUrl: string | undefined
  sessionSecret: string
  trustProxy: boolean | string[]
  logLevel: string
  apiRateLimitPerMinute: number
  signUpLimitPerHour: number
  publicFormLimitPerMinute: number
  seedDemoData: boolean
  company: { name: string; address: string; supportEmail: string; supportPhone: string | null }
  clientDir: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads and validates the environment once at start. It is the only reader of process.env, and it
 * names every bad variable at once so a misconfigured deployment fails with one clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(stripEmpty(env))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production')
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production')
  }
  const dataDir = path.resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    mailDomain: e.MAIL_DOMAIN,
    mailFrom: e.MAIL_FROM ?? `${e.COMPANY_NAME} <no-reply@${e.MAIL_DOMAIN}>`,
    smtpUrl: e.SMTP_URL,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    signUpLimitPerHour: e.SIGN_UP_LIMIT_PER_HOUR,
    publicFormLimitPerMinute: e.PUBLIC_FORM_LIMIT_PER_MINUTE,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    company: {
      name: e.COMPANY_NAME,
      address: e.COMPANY_ADDRESS,
      supportEmail: e.SUPPORT_EMAIL ?? `support@${e.MAIL_DOMAIN}`,
      supportPhone: e.SUPPORT_PHONE ?? null,
    },
    clientDir: path.resolve('dist/client'),
  }
}

// An empty variable in a .env file means "not set", not "set to the empty string".
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]))
}

// "true", "false", or a comma-separated list of proxy addresses or CIDR ranges.
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true
  if (value === 'false') return false
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

// Outside production a secret is generated on first start and kept beside the data, so sessions
// survive restarts without anyone having to invent one.
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return readFileSync(file, 'utf8').trim()
  }
}
