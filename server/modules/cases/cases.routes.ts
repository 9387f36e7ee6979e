import type { FastifyInstance } from 'fastify'
import { casesContract } from '#shared/contracts/cases.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import { casesAdminRoutes } from './cases.admin-routes.ts'
import type { CasesService } from './cases.service.ts'

export async function casesRoutes(app: FastifyInstance, { cases }: { cases: CasesService }) {
  route(app, casesContract.create, async ({ user, body }) => cases.createCase(user, body))
  route(app, casesContract.listByUser, async ({ user, params }) => ({
    cases: await cases.listCasesForUser(user, params.userId),
  }))
  route(app, casesContract.get, async ({ user, params }) => cases.getCase(user, params.id))
  route(app, casesContract.choosePackage, async ({ user, params, body }) =>
    cases.choosePackage(user, params.id, body),
  )
  route(app, casesContract.recheckEligibility, async ({ user, params, body }) =>
    cases.recheckEligibility(user, params.id, body.answers),
  )
  route(app, casesContract.acknowledgeReview, async ({ user, params }) =>
    cases.acknowledgeReview(user, params.id),
  )
  route(app, casesContract.scheduleReminder, async ({ user, params }) =>
    cases.scheduleReminder(user, params.id),
  )
  route(app, casesContract.cancelReminder, async ({ user, params }) => cases.cancelReminder(user, params.id))
  route(app, casesContract.submit, async ({ user, params }) => cases.submitCase(user, params.id))
  route(app, casesContract.activity, async ({ user, params }) => ({
    entries: await cases.listActivity(user, params.id),
  }))
  // Registered with the customer routes so the module needs one line in app.ts.
  await casesAdminRoutes(app, { cases })
}
