import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { createDb, DataDirLockedError } from './db/client.ts'
import { createInboundMailServer } from './modules/inbound-mail/index.ts'
import { seedDemoAccounts } from './db/seed/demo-accounts.ts'
import { seedNews } from './db/seed/news-seed.ts'
import { seedNewsletterList } from './db/seed/newsletters-seed.ts'

async function main() {
  const config = loadConfig()
  const handle = await createDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  try {
    await handle.migrate()
    const app = await buildApp({ config, db: handle.db })
    app.addHook('onClose', () => handle.close())

    const isFirstStart = await app.services.settings.ensureDefaults()
    await seedNewsletterList(app.services.newsletters)
    if (config.seedDemoData) {
      const demo = await seedDemoAccounts(app.services.auth, config)
      // Printed once, to the terminal and not the log, so the operator can sign in to a new install.
      for (const account of demo) {
        process.stdout.write(`Demo ${account.role}: ${account.email} / ${account.password}\n`)
      }
      await seedNews(app.services.news)
    }
    if (isFirstStart) app.log.info({ database: handle.kind }, 'seeded settings and catalog')

    closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
      if (err) app.log.error({ err }, 'closing after an error')
      else app.log.info({ signal }, 'shutting down')
      await app.close()
    })

    // The product's own mail server (docs/decisions/027-inbound-mail.md); closed before the database.
    const inboundMail = config.inboundMail
      ? createInboundMailServer({
          ...config.inboundMail,
          name: config.mailDomain,
          service: app.services.inboundMail,
          rateLimits: app.services.rateLimits,
          log: app.log,
        })
      : null
    if (inboundMail) app.addHook('onClose', () => inboundMail.close())

    await app.listen({ host: config.host, port: config.port })
    if (inboundMail) {
      const { port } = await inboundMail.listen()
      app.log.info({ port }, 'inbound mail server listening')
    }
    if (config.jobsEnabled) app.services.jobs.start()
    process.stdout.write(`RightsRestore is running at ${config.publicUrl} (database: ${handle.kind})\n`)
    if (config.isStaging) {
      // Said once at start so an operator who set STAGING=true by mistake sees it in the first lines.
      app.log.warn('staging deployment (STAGING=true): no real payments are taken')
    }
  } catch (error) {
    await handle.close()
    throw error
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
  }
  process.exit(1)
})
