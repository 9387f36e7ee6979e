import type { FastifyInstance } from 'fastify'
import { clockContract as contract, type ClockStatus } from '#shared/contracts/clock.contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { Clock } from './clock.ts'

/** The admin's test clock (docs/decisions/033-affiliate-test-clock.md): read it, move it forward. */
export async function clockAdminRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const status = async (): Promise<ClockStatus> => {
    // One after the other: the second reads the offset the first just cached.
    const testClockDays = await clock.offsetDays()
    return { testClockDays, now: (await clock.now()).toISOString() }
  }

  route(app, contract.status, async () => status())
  route(app, contract.advance, async ({ body }) => {
    if (!clock.isTestClock) throw new AppError('conflict', 'The test clock exists only in test mode.')
    await clock.advance(body.days)
    return status()
  })
}
