import type { FastifyInstance } from 'fastify'
import { adminSessionContract } from '#shared/contracts/admin-session.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { authClient, setCookies } from './auth.http.ts'
import type { AuthService } from './auth.service.ts'
import { ADMIN_ONLY_MESSAGE } from '#shared/domain/access.ts'

/** The back office's own sign-in form: the same sessions, admitted only for role ADMIN. */
export async function adminSessionRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  route(app, adminSessionContract.login, async ({ request, reply, body }) => {
    const client = authClient(request)
    const result = await auth.signIn(client, { email: body.username, password: body.password })
    if (result.user.role !== 'ADMIN') {
      // Close the session just opened so a customer's password never yields a half-admin state.
      const cookie = result.setCookies.map((c) => c.split(';')[0]).join('; ')
      client.headers.set('cookie', cookie)
      await auth.signOut(client)
      throw new AppError('forbidden', ADMIN_ONLY_MESSAGE)
    }
    setCookies(reply, result.setCookies)
    return { admin: { username: result.user.email } }
  })

  route(app, adminSessionContract.session, async ({ user }) => ({ admin: { username: user.email } }))

  route(app, adminSessionContract.logout, async ({ request, reply }) => {
    setCookies(reply, await auth.signOut(authClient(request)))
    return null
  })
}
