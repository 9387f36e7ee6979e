import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  affiliateManagementContract as contract,
  FORM_1099_PATH,
} from '#shared/contracts/affiliate-management.contract.ts'
import { ADMIN_ONLY_MESSAGE } from '#shared/domain/access.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { PayoutsService } from './payouts.service.ts'

const YearQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Give the year as four digits.' })
    .int('Give the year as four digits.')
    .min(2000, 'Give the year as four digits.')
    .max(2100, 'Give the year as four digits.'),
})

/** The back office's affiliate payouts screen (spec 002 §2.7) and the admin's affiliate actions. */
export async function affiliatesAdminRoutes(app: FastifyInstance, { payouts }: { payouts: PayoutsService }) {
  route(app, contract.management, async () => payouts.listManagement())
  route(app, contract.recentPayouts, async () => payouts.listRecentPayouts())
  route(app, contract.cronStatus, async () => payouts.getCronStatus())
  route(app, contract.payoutPolicy, async () => payouts.getPayoutPolicy())
  route(app, contract.runPayouts, async ({ user }) =>
    payouts.runPayouts({ trigger: 'MANUAL', actorUserId: user.id }),
  )
  route(app, contract.payoutRuns, async () => payouts.listPayoutRuns())
  route(app, contract.setStatus, async ({ user, params, body }) =>
    payouts.setStatus(user, params.id, body.status, body.reason),
  )
  route(app, contract.adjustBalance, async ({ user, params, body }) =>
    payouts.adjustBalance(user, params.id, body),
  )
  route(app, contract.setProgramOpen, async ({ user, body }) =>
    payouts.setProgramOpen(user, body.affiliatesPublic),
  )

  // A CSV file, not JSON: a plain route the browser follows from a link.
  app.get(
    FORM_1099_PATH,
    {
      schema: {
        summary: 'The yearly 1099-NEC report: affiliates paid at least the threshold (admins only)',
        security: [{ session: [] }],
        querystring: YearQuerySchema,
        response: { 200: z.unknown().describe('A CSV file, as an attachment') },
      },
      // The guard runs before the query is read: a caller who may not see the report learns
      // only that, whatever they sent.
      onRequest: async (request) => {
        const user = await app.currentUser(request)
        if (!user) throw new AppError('unauthorized', 'You are not signed in.')
        if (user.role !== 'ADMIN') throw new AppError('forbidden', ADMIN_ONLY_MESSAGE)
      },
    },
    async (request, reply) => {
      const { year } = request.query as z.infer<typeof YearQuerySchema>
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="1099-nec-${year}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await payouts.form1099Csv(year))
    },
  )
}
