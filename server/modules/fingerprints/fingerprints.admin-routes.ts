import type { FastifyInstance } from 'fastify'
import { fingerprintsContract } from '#shared/contracts/fingerprints.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { FingerprintsService } from './fingerprints.service.ts'

/** Back-office endpoints on fingerprint files (access 'admin' in the contract). */
export async function fingerprintsAdminRoutes(
  app: FastifyInstance,
  { fingerprints }: { fingerprints: FingerprintsService },
) {
  route(app, fingerprintsContract.review, async ({ user, params, body }) => ({
    fingerprint: await fingerprints.reviewFingerprint(user, params.id, body),
  }))
}
