import type { FastifyInstance } from 'fastify'
import { agreementsContract } from '#shared/contracts/agreements.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { AgreementsService } from './agreements.service.ts'

export async function agreementsRoutes(
  app: FastifyInstance,
  { agreements }: { agreements: AgreementsService },
) {
  route(app, agreementsContract.get, async ({ query }) =>
    agreements.getAgreement(query.product, query.idBypass),
  )

  route(app, agreementsContract.current, async ({ user, query }) => ({
    signature: await agreements.findCurrentSignature(user, {
      product: query.product,
      idBypass: query.idBypass,
      caseId: query.caseId ?? null,
    }),
  }))

  // request.ip is the client's address: behind a trusted proxy (TRUST_PROXY), from X-Forwarded-For.
  route(app, agreementsContract.sign, async ({ user, body, request }) =>
    agreements.signAgreement(user, body, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    }),
  )
}
