import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CaseIdParamsSchema } from '#shared/contracts/cases.contract.ts'
import { PURCHASE_KIT_PATH } from '#shared/contracts/purchase-kit.contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { sendPdfAttachment } from '#server/lib/pdf-reply.ts'
import type { PurchaseKitService } from './purchase-kit.service.ts'

export async function purchaseKitRoutes(
  app: FastifyInstance,
  { purchaseKits }: { purchaseKits: PurchaseKitService },
) {
  // A PDF, not JSON: a plain route the browser follows from the case's decision card.
  app.get(
    PURCHASE_KIT_PATH,
    {
      schema: {
        summary: "Download the case's first-purchase kit as a PDF (the owner or an admin; once granted)",
        security: [{ session: [] }],
        params: CaseIdParamsSchema,
        response: { 200: z.unknown().describe('The kit (application/pdf), as an attachment') },
      },
    },
    async (request, reply) => {
      const user = await app.currentUser(request)
      if (!user) throw new AppError('unauthorized', 'You are not signed in.')
      const { id } = request.params as z.infer<typeof CaseIdParamsSchema>
      return sendPdfAttachment(reply, await purchaseKits.generatePurchaseKit(user, id))
    },
  )
}
