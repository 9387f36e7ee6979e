import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_EXPORT_PDF_PATH,
  accountsContract,
  EMAIL_CHANGE_SENT_MESSAGE,
  NAME_SAVED_MESSAGE,
  OTHER_SESSIONS_ENDED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from '#shared/contracts/accounts.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { sendPdfAttachment } from '#server/lib/pdf-reply.ts'
import { authClient } from '#server/modules/auth/index.ts'
import type { AccountsService } from './accounts.service.ts'

function sendCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

export async function accountsRoutes(app: FastifyInstance, { accounts }: { accounts: AccountsService }) {
  route(app, accountsContract.getAccount, async ({ user }) => accounts.getAccount(user))

  route(app, accountsContract.updateName, async ({ request, reply, user, body }) => {
    sendCookies(reply, await accounts.updateName(authClient(request), user, body))
    return { message: NAME_SAVED_MESSAGE }
  })

  route(app, accountsContract.changeEmail, async ({ request, user, body }) => {
    await accounts.requestEmailChange(authClient(request), user, body.newEmail)
    return { message: EMAIL_CHANGE_SENT_MESSAGE }
  })

  route(app, accountsContract.changePassword, async ({ request, reply, user, body }) => {
    sendCookies(reply, await accounts.changePassword(authClient(request), user, body))
    return { message: PASSWORD_CHANGED_MESSAGE }
  })

  route(app, accountsContract.listSessions, async ({ request, user }) => ({
    sessions: await accounts.listSessions(authClient(request), user),
  }))

  route(app, accountsContract.revokeOtherSessions, async ({ request }) => {
    await accounts.revokeOtherSessions(authClient(request))
    return { message: OTHER_SESSIONS_ENDED_MESSAGE }
  })

  route(app, accountsContract.updatePreferences, async ({ user, body }) =>
    accounts.updatePreferences(user, body),
  )

  route(app, accountsContract.exportData, async ({ request, reply, user }) => {
    const data = await accounts.exportData(authClient(request), user, false)
    reply
      .header('content-disposition', `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`)
      .header('cache-control', 'private, no-store')
    return data
  })

  route(app, accountsContract.deleteAccount, async ({ request, reply, user, body }) => {
    sendCookies(reply, await accounts.deleteAccount(authClient(request), user, body))
    return { message: ACCOUNT_DELETED_MESSAGE }
  })

  // A PDF, not JSON: a plain route the browser follows from the download link.
  app.get(
    ACCOUNT_EXPORT_PDF_PATH,
    {
      schema: {
        summary: 'Everything we hold on the signed-in person, as a PDF (SSN: last four digits only)',
        security: [{ session: [] }],
        response: { 200: z.unknown().describe('The export (application/pdf), as an attachment') },
      },
    },
    async (request, reply) => {
      const user = await app.currentUser(request, reply)
      if (!user) throw new AppError('unauthorized', 'You are not signed in.')
      const { filename, bytes } = await accounts.exportPdf(authClient(request), user)
      return sendPdfAttachment(reply, { filename, bytes })
    },
  )
}
