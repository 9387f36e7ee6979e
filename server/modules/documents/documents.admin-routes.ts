import type { FastifyInstance } from 'fastify'
import { documentsAdminContract } from '#shared/contracts/documents.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { DocumentsService } from './documents.service.ts'

/** Back-office endpoints on documents (access 'admin' in the contract). */
export async function documentsAdminRoutes(
  app: FastifyInstance,
  { documents }: { documents: DocumentsService },
) {
  route(app, documentsAdminContract.requestDocument, async ({ user, params, body }) => ({
    request: await documents.requestDocument(user, params.id, body),
  }))
  route(app, documentsAdminContract.reviewDocument, async ({ user, params, body }) => ({
    document: await documents.reviewDocument(user, params.id, body),
  }))
}
