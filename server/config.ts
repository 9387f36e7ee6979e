import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { isLoopbackHost } from '#server/lib/loopback.ts'
import { DEFAULT_SUPPORT_HOURS } from '#shared/domain/business-defaults.ts'
import { SettingsFieldsSchema } from '#shared/domain/settings.ts'
import { parseWeeklyHours, type WeeklyHours } from '#shared/domain/support-hours.ts'

// What development runs with; production refuses both (docs/decisions/056-company-details-and-uploads.md).
// The company's own domain when none is configured, so no person reads a `.localhost` address;
// production names its domain explicitly (docs/decisions/056-company-details-and-uploads.md).
const DEFAULT_MAIL_DOMAIN = 'rightsrestore.com'
const DEFAULT_COMPANY_ADDRESS = 'West Virginia, United States'

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
  REDIS_URL: z
    .url()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i, 'must be a domain name')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SSN_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  FILE_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
  INBOUND_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(40 * 1024 * 1024),
  // What one client may take of the inbound mail server (docs/decisions/058-inbound-mail-authentication.md).
  INBOUND_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100).default(10),
  INBOUND_COMMAND_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  INBOUND_MAX_SESSION_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  INBOUND_MESSAGES_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(60),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret')
    .optional(),
  STRIPE_IDENTITY_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret')
    .optional(),
  TRUST_PROXY: z.string().default('false'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  PUBLIC_FORM_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  JOBS_ENABLED: Bool.optional(),
  BUILD_DIR: z.string().min(1).default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: Bool.optional(),
  STAGING: Bool.optional(),
  // docs/decisions/059-several-processes-and-production-checks.md
  SINGLE_PROCESS: Bool.optional(),
  ALLOW_INSECURE_PUBLIC_URL: Bool.optional(),
  OUTBOUND_ALLOWED_ADDRESSES: z.string().optional(),
  // The company details are seeded into the settings, so they follow the settings' own rules.
  COMPANY_NAME: SettingsFieldsSchema.shape.companyName.default('RightsRestore'),
  COMPANY_ADDRESS: SettingsFieldsSchema.shape.companyAddress.default(DEFAULT_COMPANY_ADDRESS),
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_PHONE: SettingsFieldsSchema.shape.supportPhone.unwrap().optional(),
  SUPPORT_HOURS: z.string().default(DEFAULT_SUPPORT_HOURS),
  // The inbox's social channels (docs/decisions/036-inbox-channels.md): each is on once its keys are set.
  META_APP_SECRET: z.string().min(8, 'must be the Meta app secret').optional(),
  META_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  META_PAGE_ACCESS_TOKEN: z.string().min(8, 'must be a Page access token').optional(),
  META_PAGE_ID: z.string().regex(/^\d+$/, 'must be the numeric Page id').optional(),
  META_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  X_BEARER_TOKEN: z.string().min(8, 'must be an app bearer token').optional(),
  X_USER_ID: z.string().regex(/^\d+$/, "must be the account's numeric user id").optional(),
  X_API_KEY: z.string().min(1).optional(),
  X_API_SECRET: z.string().min(1).optional(),
  X_ACCESS_TOKEN: z.string().min(1).optional(),
  X_ACCESS_TOKEN_SECRET: z.string().min(1).optional(),
  X_API_URL: z.url().default('https://api.x.com'),
  YOUTUBE_API_KEY: z.string().min(8, 'must be an API key').optional(),
  YOUTUBE_CHANNEL_ID: z
    .string()
    .regex(/^UC[A-Za-z0-9_-]{22}$/, 'must be a channel id (UC followed by 22 characters)')
    .optional(),
  YOUTUBE_CLIENT_ID: z.string().min(1).optional(),
  YOUTUBE_CLIENT_SECRET: z.string().min(1).optional(),
  YOUTUBE_REFRESH_TOKEN: z.string().min(1).optional(),
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  // E-mail marketing (docs/decisions/040-email-marketing.md): Mailchimp mirrors our lists once its key is set.
  MAILCHIMP_API_KEY: z.string().min(8, 'must be a Mailchimp API key').optional(),
  MAILCHIMP_SERVER_PREFIX: z
    .string()
    .regex(/^[a-z]+\d+$/, 'must be the data centre of the key, e.g. us21')
    .optional(),
  MAILCHIMP_API_URL: z.url().optional(),
  CAMPAIGN_SEND_PER_MINUTE: z.coerce.number().int().positive().max(100_000).default(600),
  // Social posts (docs/decisions/042-social-posts.md): Buffer is a channel once both are set.
  BUFFER_ACCESS_TOKEN: z.string().min(8, 'must be a Buffer access token').optional(),
  BUFFER_PROFILE_IDS: z
    .string()
    .regex(/^\s*[A-Za-z0-9]+(\s*,\s*[A-Za-z0-9]+)*\s*$/, 'must be Buffer profile ids separated by commas')
    .optional(),
  BUFFER_API_URL: z.url().default('https://api.bufferapp.com/1'),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  /** Rate-limit counters shared by every process; each process counts alone when unset. */
  redisUrl: string | undefined
  publicUrl: string
  mailDomain: string
  mailFrom: string
  smtpUrl: string | undefined
  sessionSecret: string
  /** AES-256-GCM key for SSNs at rest. */
  ssnEncryptionKey: Buffer
  /**
   * AES-256 key that wraps each stored file's own key on local disk (S3 uses server-side
   * encryption instead).
   */
  fileEncryptionKey: Buffer
  /** The product's own inbound mail server (fp-{caseId}@ and support@ the mail domain); off when null. */
  inboundMail: {
    host: string
    port: number
    maxMessageBytes: number
    /** Connections per client address, the deadline of each command, the longest session, messages per minute. */
    limits: {
      maxConnectionsPerAddress: number
      commandTimeoutMs: number
      maxSessionMs: number
      messagesPerMinutePerAddress: number
    }
  } | null
  /** Where files go: a folder under DATA_DIR, or an S3-compatible bucket. */
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3'
        endpoint: string
        bucket: string
        region: string
        accessKeyId: string
        secretAccessKey: string
      }
  /** Stripe for payments and identity when its keys are set; the built-in sandbox otherwise. */
  stripe: {
    secretKey: string
    publishableKey: string
    webhookSecret: string
    /** The identity webhook endpoint's own signing secret (Stripe gives each endpoint one). */
    identityWebhookSecret: string
  } | null
  /** NODE_ENV=production with STAGING=true: a deployment that may run on the sandbox providers. */
  isStaging: boolean
  /**
   * No real money moves (the sandbox, or Stripe test keys): every page shows the test-mode banner.
   * In production this is only possible on staging (docs/decisions/015-production-guard-and-outbound-fetches.md).
   */
  isTestMode: boolean
  /** Addresses (IPs or CIDR ranges) outbound fetches of admin-entered URLs may reach although private. */
  outboundAllowedAddresses: string[]
  trustProxy: boolean | string[]
  logLevel: string
  /** An OpenAI-compatible chat API for phrasing answers; retrieval alone when null. */
  llm: { apiKey: string; baseUrl: string; model: string } | null
  /** Run scheduled jobs in this process (tests switch it off and run jobs by hand). */
  jobsEnabled: boolean
  apiRateLimitPerMinute: number
  signUpLimitPerHour: number
  publicFormLimitPerMinute: number
  seedDemoData: boolean
  company: {
    name: string
    address: string
    supportEmail: string
    supportPhone: string | null
  }
  /** The support hours seeded into the settings; null (SUPPORT_HOURS=none) publishes none. */
  supportHours: WeeklyHours | null
  /**
   * The inbox's social channels as far as they are configured: a channel whose keys are missing is
   * off and the admin screen names what it needs (docs/decisions/036-inbox-channels.md).
   */
  channels: ChannelsConfig
  /** Mailchimp's Marketing API when MAILCHIMP_API_KEY is set; our own lists work without it. */
  mailchimp: { apiKey: string; apiUrl: string } | null
  /** Campaign messages sent per minute at most (docs/decisions/040-email-marketing.md). */
  campaignSendPerMinute: number
  /** Buffer's API when BUFFER_ACCESS_TOKEN and BUFFER_PROFILE_IDS are set; posts reach the site without it. */
  buffer: { accessToken: string; profileIds: string[]; apiUrl: string } | null
  /** The built client (`vite build`) and its server-rendering bundle (`vite build --ssr`). */
  clientDir: string
  ssrDir: string
}

export type ChannelsConfig = {
  meta: {
    appSecret: string | undefined
    verifyToken: string | undefined
    pageAccessToken: string | undefined
    pageId: string | undefined
    graphUrl: string
  }
  x: {
    bearerToken: string | undefined
    userId: string | undefined
    apiKey: string | undefined
    apiSecret: string | undefined
    accessToken: string | undefined
    accessTokenSecret: string | undefined
    apiUrl: string
  }
  youtube: {
    apiKey: string | undefined
    channelId: string | undefined
    clientId: string | undefined
    clientSecret: string | undefined
    refreshToken: string | undefined
    apiUrl: string
    tokenUrl: string
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads and validates the environment once at start. It is the only reader of process.env, and it
 * names every bad variable at once so a misconfigured deployment fails with one clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { e, invalid } = parseEnv(stripEmpty(env))
  const isProduction = e.NODE_ENV === 'production'
  const isStaging = isProduction && e.STAGING === true
  const supportHours = readSupportHours(e.SUPPORT_HOURS)
  // A variable its own rule refused counts as unset for the later checks, and they stay silent
  // about it: each mistake is named once, by what is wrong with it.
  const refused = new Set(invalid.flatMap((problem) => problem.variables))
  const later = [
    ...laterProblems(e, isProduction, isStaging),
    ...('error' in supportHours ? [wrong('SUPPORT_HOURS', supportHours.error)] : []),
  ].filter((problem) => !problem.variables.some((name) => refused.has(name)))
  const problems = [...invalid, ...later]
  if (problems.length > 0) throw new ConfigError(report(problems))
  const dataDir = path.resolve(e.DATA_DIR)
  const mailDomain = e.MAIL_DOMAIN ?? DEFAULT_MAIL_DOMAIN
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    mailDomain,
    mailFrom: e.MAIL_FROM ?? `${e.COMPANY_NAME} <no-reply@${mailDomain}>`,
    smtpUrl: e.SMTP_URL,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir, 'session-secret'),
    ssnEncryptionKey: Buffer.from(
      e.SSN_ENCRYPTION_KEY ?? localSecret(dataDir, 'ssn-key', 'base64'),
      'base64',
    ),
    fileEncryptionKey: Buffer.from(
      e.FILE_ENCRYPTION_KEY ?? localSecret(dataDir, 'file-key', 'base64'),
      'base64',
    ),
    inboundMail:
      e.INBOUND_SMTP_PORT === undefined
        ? null
        : {
            host: e.INBOUND_SMTP_HOST,
            port: e.INBOUND_SMTP_PORT,
            maxMessageBytes: e.INBOUND_MAX_MESSAGE_BYTES,
            limits: {
              maxConnectionsPerAddress: e.INBOUND_MAX_CONNECTIONS_PER_ADDRESS,
              commandTimeoutMs: e.INBOUND_COMMAND_TIMEOUT_SECONDS * 1000,
              maxSessionMs: e.INBOUND_MAX_SESSION_SECONDS * 1000,
              messagesPerMinutePerAddress: e.INBOUND_MESSAGES_PER_MINUTE_PER_ADDRESS,
            },
          },
    storage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            identityWebhookSecret: e.STRIPE_IDENTITY_WEBHOOK_SECRET ?? e.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    isStaging,
    isTestMode: !e.STRIPE_SECRET_KEY || /^(sk|rk)_test_/.test(e.STRIPE_SECRET_KEY),
    outboundAllowedAddresses: listOf(e.OUTBOUND_ALLOWED_ADDRESSES ?? ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    llm: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL }
      : null,
    jobsEnabled: e.JOBS_ENABLED ?? e.NODE_ENV !== 'test',
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    signUpLimitPerHour: e.SIGN_UP_LIMIT_PER_HOUR,
    publicFormLimitPerMinute: e.PUBLIC_FORM_LIMIT_PER_MINUTE,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    company: {
      name: e.COMPANY_NAME,
      address: e.COMPANY_ADDRESS,
      supportEmail: e.SUPPORT_EMAIL ?? `support@${mailDomain}`,
      supportPhone: e.SUPPORT_PHONE ?? null,
    },
    supportHours: 'error' in supportHours ? null : supportHours.hours,
    channels: {
      meta: {
        appSecret: e.META_APP_SECRET,
        verifyToken: e.META_VERIFY_TOKEN,
        pageAccessToken: e.META_PAGE_ACCESS_TOKEN,
        pageId: e.META_PAGE_ID,
        graphUrl: e.META_GRAPH_URL.replace(/\/+$/, ''),
      },
      x: {
        bearerToken: e.X_BEARER_TOKEN,
        userId: e.X_USER_ID,
        apiKey: e.X_API_KEY,
        apiSecret: e.X_API_SECRET,
        accessToken: e.X_ACCESS_TOKEN,
        accessTokenSecret: e.X_ACCESS_TOKEN_SECRET,
        apiUrl: e.X_API_URL.replace(/\/+$/, ''),
      },
      youtube: {
        apiKey: e.YOUTUBE_API_KEY,
        channelId: e.YOUTUBE_CHANNEL_ID,
        clientId: e.YOUTUBE_CLIENT_ID,
        clientSecret: e.YOUTUBE_CLIENT_SECRET,
        refreshToken: e.YOUTUBE_REFRESH_TOKEN,
        apiUrl: e.YOUTUBE_API_URL.replace(/\/+$/, ''),
        tokenUrl: e.YOUTUBE_TOKEN_URL,
      },
    },
    mailchimp: mailchimpConfig(e),
    campaignSendPerMinute: e.CAMPAIGN_SEND_PER_MINUTE,
    buffer: bufferConfig(e),
    clientDir: path.resolve(e.BUILD_DIR, 'client'),
    ssrDir: path.resolve(e.BUILD_DIR, 'ssr'),
  }
}

type Env = z.infer<typeof EnvSchema>

/** One line of the refusal: the variables it is about, what to tell the operator, and under which heading. */
type Problem = { variables: readonly string[]; text: string; section: Section }
type Section = keyof typeof SECTIONS

// The report's paragraphs in this order, each only when it has a line.
const SECTIONS = {
  invalid: { heading: 'Invalid configuration:', footer: 'See .env.example for every variable.' },
  storage: {
    heading:
      "Refusing to start: DATABASE_URL is set, but uploaded files would be kept on this machine's disk\n" +
      '(DATA_DIR/files), where another server process on the same database cannot read them.',
    footer: null,
  },
  providers: {
    heading: 'Refusing to start in production without real payment and identity providers:',
    footer:
      'Without them the built-in sandbox would take test payments and pass any ID. For a staging deployment ' +
      'on the sandbox, set STAGING=true: every page then shows "Test mode: no real payments".',
  },
  company: {
    heading: "Refusing to start in production without the company's real contact details:",
    footer: null,
  },
} as const

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const

/** "NAME: why" (or "A, B: why" for variables that go together). */
function wrong(variables: string | readonly string[], why: string, section: Section = 'invalid'): Problem {
  const names = typeof variables === 'string' ? [variables] : variables
  return { variables: names, text: `${names.join(', ')}: ${why}`, section }
}

function report(problems: readonly Problem[]): string {
  return (Object.keys(SECTIONS) as Section[])
    .flatMap((section) => {
      const lines = problems
        .filter((problem) => problem.section === section)
        .map((problem) => `  ${problem.text}`)
      const { heading, footer } = SECTIONS[section]
      return lines.length === 0 ? [] : [[heading, ...lines, ...(footer ? [footer] : [])].join('\n')]
    })
    .join('\n\n')
}

/**
 * Each variable's own rule, all of them at once. The later checks read the variables that passed:
 * a refused one is left out, so it takes its default or counts as unset.
 */
function parseEnv(env: Record<string, string>): { e: Env; invalid: Problem[] } {
  const parsed = EnvSchema.safeParse(env)
  if (parsed.success) return { e: parsed.data, invalid: [] }
  const invalid = parsed.error.issues.map((issue) => ({
    variables: [String(issue.path[0])],
    text: `${issue.path.join('.')}: ${issue.message}`,
    section: 'invalid' as const,
  }))
  const refused = new Set(invalid.map((problem) => problem.variables[0]))
  const rest = Object.fromEntries(Object.entries(env).filter(([name]) => !refused.has(name)))
  return { e: EnvSchema.parse(rest), invalid }
}

/** What the variables that passed their own rules say together: production guards and pairs. */
function laterProblems(e: Env, isProduction: boolean, isStaging: boolean): Problem[] {
  const problems: Problem[] = []
  if (isProduction) {
    for (const name of ['SESSION_SECRET', 'SSN_ENCRYPTION_KEY', 'FILE_ENCRYPTION_KEY'] as const)
      if (!e[name]) problems.push(wrong(name, 'required in production'))
  }
  const s3Set = S3_VARIABLES.filter((name) => e[name])
  if (s3Set.length > 0 && s3Set.length < S3_VARIABLES.length)
    problems.push(wrong(S3_VARIABLES, 'set all of them or none'))
  // On PostgreSQL several processes may serve one site, and a file on one's disk is a 404 on the
  // others: local storage only when the operator says one process runs.
  if (e.DATABASE_URL && s3Set.length < S3_VARIABLES.length && !e.SINGLE_PROCESS)
    problems.push({
      variables: ['DATABASE_URL', ...S3_VARIABLES, 'SINGLE_PROCESS'],
      text:
        `Configure S3-compatible storage (${S3_VARIABLES.join(', ')}),\n` +
        '  or set SINGLE_PROCESS=true when only one server process uses this database.',
      section: 'storage',
    })
  const stripeSet = STRIPE_VARIABLES.filter((name) => e[name])
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length)
    problems.push(wrong(STRIPE_VARIABLES, 'set all of them or none'))
  if (isProduction) {
    // Staging may run on the sandbox and the development company details, never on plain http.
    if (!e.PUBLIC_URL) problems.push(wrong('PUBLIC_URL', 'required in production'))
    else {
      const insecure = insecurePublicUrl(e.PUBLIC_URL, e.ALLOW_INSECURE_PUBLIC_URL === true)
      if (insecure) problems.push(wrong('PUBLIC_URL', insecure))
    }
    if (!isStaging) problems.push(...missingProviders(e), ...missingCompanyDetails(e))
    // Demo accounts have well-known e-mail addresses: never in production, staging included.
    if (e.SEED_DEMO_DATA)
      problems.push(
        wrong(
          'SEED_DEMO_DATA',
          'demo accounts are never created in production; remove SEED_DEMO_DATA or set it to false',
        ),
      )
  }
  const badAddress = listOf(e.OUTBOUND_ALLOWED_ADDRESSES ?? '').find((entry) => !isAddressOrRange(entry))
  if (badAddress)
    problems.push(wrong('OUTBOUND_ALLOWED_ADDRESSES', `"${badAddress}" is not an IP address or CIDR range`))
  if (e.MAILCHIMP_API_KEY && !mailchimpApiUrl(e))
    problems.push(
      wrong(
        'MAILCHIMP_SERVER_PREFIX',
        'required when MAILCHIMP_API_KEY does not end in its data centre (-us21)',
      ),
    )
  // Buffer needs its token and the profiles to post to; one without the other is a mistake to report.
  if (!e.BUFFER_ACCESS_TOKEN !== !e.BUFFER_PROFILE_IDS) {
    const [missing, set] = e.BUFFER_ACCESS_TOKEN
      ? ['BUFFER_PROFILE_IDS', 'BUFFER_ACCESS_TOKEN']
      : ['BUFFER_ACCESS_TOKEN', 'BUFFER_PROFILE_IDS']
    problems.push(wrong(missing, `required when ${set} is set`))
  }
  return problems
}

/**
 * HSTS and Secure session cookies follow PUBLIC_URL's scheme, so production needs https. Plain
 * http only for a production build tried on this machine, asked for by name
 * (docs/decisions/059-several-processes-and-production-checks.md).
 */
function insecurePublicUrl(publicUrl: string, allowInsecure: boolean): string | null {
  const url = new URL(publicUrl)
  if (url.protocol === 'https:') return null
  if (allowInsecure && isLoopbackHost(url.hostname)) return null
  if (allowInsecure) {
    return (
      `"${publicUrl}" is not https, and ALLOW_INSECURE_PUBLIC_URL=true ` +
      'is accepted only for this machine (localhost, 127.0.0.1, [::1]). Serve the site over https and set its https address.'
    )
  }
  return (
    `production needs an https:// address, not "${publicUrl}": ` +
    'without it browsers get no HSTS and the session cookies are not marked Secure. Serve the site over https ' +
    '(TLS at the proxy) and set its https address. To try the production build on this machine alone, set ' +
    'ALLOW_INSECURE_PUBLIC_URL=true (accepted for localhost, 127.0.0.1 and [::1] only).'
  )
}

/**
 * Production takes real money and checks real IDs: live Stripe keys for payments and the identity
 * webhook's own signing secret, unless the operator declares a staging deployment with STAGING=true.
 */
function missingProviders(e: Env): Problem[] {
  const missing: Problem[] = []
  const provider = (name: string, why: string) => missing.push(wrong(name, why, 'providers'))
  const testKey = 'a test key takes no real payments; production needs a live key'
  if (!e.STRIPE_SECRET_KEY) provider('STRIPE_SECRET_KEY', 'required in production (payments and identity)')
  else if (!/^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY)) provider('STRIPE_SECRET_KEY', testKey)
  if (!e.STRIPE_PUBLISHABLE_KEY) provider('STRIPE_PUBLISHABLE_KEY', 'required in production')
  else if (!e.STRIPE_PUBLISHABLE_KEY.startsWith('pk_live_')) provider('STRIPE_PUBLISHABLE_KEY', testKey)
  if (!e.STRIPE_WEBHOOK_SECRET) provider('STRIPE_WEBHOOK_SECRET', 'required in production')
  if (!e.STRIPE_IDENTITY_WEBHOOK_SECRET)
    provider('STRIPE_IDENTITY_WEBHOOK_SECRET', 'required in production (Stripe Identity checks IDs)')
  return missing
}

// Names no one can reach: RFC 2606 and RFC 6761 reserve them for tests, examples and this machine.
const RESERVED_DOMAIN = /(?:^|\.)(?:localhost|test|example|invalid|local)$|(?:^|\.)example\.(?:com|net|org)$/i

/**
 * Customers read the company's phone, street address and mail domain on every page, in the
 * agreement and in e-mails, and upload fingerprints to that domain: production does not start on
 * the development defaults, as it does not start on sandbox money (staging may).
 */
function missingCompanyDetails(e: Env): Problem[] {
  const missing: Problem[] = []
  const detail = (name: string, why: string) => missing.push(wrong(name, why, 'company'))
  if (!e.MAIL_DOMAIN)
    detail('MAIL_DOMAIN', 'required in production (the domain of the support and fingerprint addresses)')
  else if (RESERVED_DOMAIN.test(e.MAIL_DOMAIN))
    detail(
      'MAIL_DOMAIN',
      `"${e.MAIL_DOMAIN}" cannot receive mail; set the domain of the support and fingerprint addresses`,
    )
  const supportDomain = e.SUPPORT_EMAIL?.split('@')[1]
  if (supportDomain && RESERVED_DOMAIN.test(supportDomain))
    detail('SUPPORT_EMAIL', `"${e.SUPPORT_EMAIL}" cannot receive mail`)
  if (!e.SUPPORT_PHONE) detail('SUPPORT_PHONE', 'required in production (the number customers call)')
  if (e.COMPANY_ADDRESS === DEFAULT_COMPANY_ADDRESS || !/\d/.test(e.COMPANY_ADDRESS))
    detail(
      'COMPANY_ADDRESS',
      'required in production: the street address with its number, city, state and ZIP code',
    )
  return missing
}

/**
 * Mailchimp's API address: MAILCHIMP_API_URL, else the key's data centre (`…-us21`, or
 * MAILCHIMP_SERVER_PREFIX) in https://<dc>.api.mailchimp.com/3.0.
 */
function mailchimpApiUrl(e: Env): string | null {
  const prefix = e.MAILCHIMP_SERVER_PREFIX ?? /-([a-z]+\d+)$/.exec(e.MAILCHIMP_API_KEY ?? '')?.[1]
  const apiUrl = e.MAILCHIMP_API_URL ?? (prefix ? `https://${prefix}.api.mailchimp.com/3.0` : null)
  return apiUrl?.replace(/\/+$/, '') ?? null
}

function mailchimpConfig(e: Env): Config['mailchimp'] {
  const apiUrl = mailchimpApiUrl(e)
  return e.MAILCHIMP_API_KEY && apiUrl ? { apiKey: e.MAILCHIMP_API_KEY, apiUrl } : null
}

// Both or neither, once laterProblems has passed.
function bufferConfig(e: Env): Config['buffer'] {
  if (!e.BUFFER_ACCESS_TOKEN || !e.BUFFER_PROFILE_IDS) return null
  return {
    accessToken: e.BUFFER_ACCESS_TOKEN,
    profileIds: e.BUFFER_PROFILE_IDS.split(',').map((id) => id.trim()),
    apiUrl: e.BUFFER_API_URL.replace(/\/+$/, ''),
  }
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

// 'Mon-Fri 08:00-20:00, Sat 09:00-17:00' (days not named are closed), or 'none' for no hours.
function readSupportHours(text: string): { hours: WeeklyHours | null } | { error: string } {
  return text.trim().toLowerCase() === 'none' ? { hours: null } : parseWeeklyHours(text)
}

// An empty variable in a .env file means "not set", not "set to the empty string".
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]))
}

// "true", "false", or a comma-separated list of proxy addresses or CIDR ranges.
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true
  if (value === 'false') return false
  return listOf(value)
}

// A comma-separated list, spaces and empty entries ignored.
function listOf(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

// Outside production a secret is generated on first start and kept beside the data, so sessions
// survive restarts without anyone having to invent one.
function localSecret(dataDir: string, name: string, encoding: 'base64url' | 'base64' = 'base64url'): string {
  const file = path.join(dataDir, name)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString(encoding)
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return readFileSync(file, 'utf8').trim()
  }
}
