// Creates an admin account, or promotes an existing account to admin and sets its password:
//   npm run admin:create -- --email owner@example.com --password '…' [--first-name Ada --last-name Admin]
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createServices } from '#server/services.ts'
import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema } from '#shared/domain/person-fields.ts'

const ArgsSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  'first-name': FirstNameSchema.default('Admin'),
  'last-name': LastNameSchema.default('User'),
})

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  })
  const parsed = ArgsSchema.safeParse(values)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Usage: npm run admin:create -- --email EMAIL --password PASSWORD\n${problems}`)
  }
  const args = parsed.data
  const config = loadConfig()
  const handle = await createDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  try {
    await handle.migrate()
    const services = createServices({ db: handle.db, config, log: console })
    try {
      await services.settings.ensureDefaults()
      // Refuses a common or easily guessed password, as sign-up does.
      const { isNew } = await services.auth.upsertAccount({
        email: args.email,
        password: args.password,
        firstName: args['first-name'],
        lastName: args['last-name'],
        role: 'ADMIN',
      })
      process.stdout.write(`${isNew ? 'Created' : 'Updated'} admin ${args.email}\n`)
    } finally {
      // An open Redis connection (REDIS_URL) would keep the script running.
      await services.rateLimits.close()
    }
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  const fields = error instanceof AppError ? Object.entries(error.fields ?? {}) : []
  const message =
    fields.length > 0
      ? fields.map(([name, text]) => `--${name}: ${text}`).join('\n')
      : error instanceof Error
        ? error.message
        : String(error)
  process.stderr.write(`${message}\n`)
  process.exit(1)
})
