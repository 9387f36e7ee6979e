import type { FastifyInstance } from 'fastify'
import { healthContract } from '#shared/contracts/health.contract.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import { pingDatabase } from './health.repository.ts'

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, healthContract.check, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store')
    try {
      await pingDatabase(db)
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed')
      throw new AppError('unavailable', 'The database is not answering.')
    }
    return { status: 'ok', database: 'ok' } as const
  })
}
