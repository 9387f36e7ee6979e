import type { FastifyInstance } from 'fastify'
import { adminCasesContract } from '#shared/contracts/admin-cases.contract.ts'
import { casesContract } from '#shared/contracts/cases.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { CasesService } from './cases.service.ts'

/** Back-office endpoints on cases (access 'admin' in the contract). */
export async function casesAdminRoutes(app: FastifyInstance, { cases }: { cases: CasesService }) {
  route(app, casesContract.reviewNotEligible, async ({ user, params, body }) =>
    cases.recordReviewNotEligible(user, params.id, body.reason),
  )
  route(app, adminCasesContract.list, async ({ query }) => cases.listCasesForStaffPage(query))
  route(app, adminCasesContract.get, async ({ user, params }) => cases.getCaseForStaff(user, params.id))
  route(app, adminCasesContract.moveStatus, async ({ user, params, body }) =>
    cases.moveCaseStatus(user, params.id, body),
  )
  route(app, adminCasesContract.staffReview, async ({ user, params, body }) =>
    cases.recordStaffReview(user, params.id, body),
  )
  route(app, adminCasesContract.recordDecision, async ({ user, params, body }) =>
    cases.recordDecision(user, params.id, body),
  )
}
