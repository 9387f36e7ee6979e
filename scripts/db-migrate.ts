// Applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
// The server does the same at start; this is for release steps that migrate before starting.
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/client.ts'

const config = loadConfig()
const handle = await createDb(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
try {
  await handle.migrate()
  process.stdout.write(`Migrations applied (${handle.kind}).\n`)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  await handle.close()
}
