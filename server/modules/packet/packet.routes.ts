import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CaseIdParamsSchema } from '#shared/contracts/cases.contract.ts'
import { PACKET_PATH } from '#shared/contracts/packet.contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { sendPdfAttachment } from '#server/lib/pdf-reply.ts'
import type { PacketService } from './packet.service.ts'

export async function packetRoutes(app: FastifyInstance, { packet }: { packet: PacketService }) {
  // A PDF, not JSON: a plain route the browser follows from the Download Packet link.
  app.get(
    PACKET_PATH,
    {
      schema: {
        summary: "Download the case's filing packet as one PDF (the owner or an admin; once paid in full)",
        security: [{ session: [] }],
        params: CaseIdParamsSchema,
        response: { 200: z.unknown().describe('The packet (application/pdf), as an attachment') },
      },
    },
    async (request, reply) => {
      const user = await app.currentUser(request)
      if (!user) throw new AppError('unauthorized', 'You are not signed in.')
      const { id } = request.params as z.infer<typeof CaseIdParamsSchema>
      const { filename, bytes } = await packet.generatePacket(user, id)
      return sendPdfAttachment(reply, { filename, bytes })
    },
  )
}
