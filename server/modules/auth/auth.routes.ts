import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  authContract,
  LoginQuerySchema,
  PASSWORD_RESET_SENT_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  VerifyEmailQuerySchema,
} from '#shared/contracts/auth.contract.ts'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { route } from '#server/plugins/contract-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { authClient, setCookies } from './auth.http.ts'
import type { AuthService } from './auth.service.ts'
import type { Config } from '#server/config.ts'

export async function authRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: Config },
) {
  route(app, authContract.currentUser, async ({ user }) => user)

  route(app, authContract.signUp, async ({ request, reply, body }) => {
    const result = await auth.signUp(authClient(request), body)
    setCookies(reply, result.setCookies)
    return { user: result.user }
  })

  route(app, authContract.signIn, async ({ request, reply, body }) => {
    const result = await auth.signIn(authClient(request), body)
    setCookies(reply, result.setCookies)
    return { user: result.user }
  })

  route(app, authContract.signOut, async ({ request, reply }) => {
    setCookies(reply, await auth.signOut(authClient(request)))
    return null
  })

  route(app, authContract.requestPasswordReset, async ({ request, body }) => {
    await auth.requestPasswordReset(authClient(request), body)
    return { message: PASSWORD_RESET_SENT_MESSAGE }
  })

  route(app, authContract.resetPassword, async ({ body }) => {
    await auth.resetPassword(body)
    return { message: 'Your password has been changed. Please sign in.' }
  })

  route(app, authContract.resendVerification, async ({ user }) => {
    await auth.resendVerification(user)
    return { message: VERIFICATION_SENT_MESSAGE }
  })

  const redirect = { 302: z.null().describe('Redirect') }

  // Browser navigations, not API calls: each ends in a redirect to a page.
  app.get(
    '/api/login',
    {
      schema: {
        summary: 'Sign-in page; returns to returnTo (or the referring page) afterwards',
        querystring: LoginQuerySchema,
        response: redirect,
      },
    },
    async (request, reply) => {
      const { returnTo } = request.query as z.infer<typeof LoginQuerySchema>
      const ownOrigins = [
        new URL(config.publicUrl).origin,
        new URL(`${request.protocol}://${request.host}`).origin,
      ]
      const target = safeReturnTo(returnTo ?? sameSitePath(request.headers.referer, ownOrigins))
      const user = await app.currentUser(request)
      return reply.redirect(user ? target : `/sign-in?returnTo=${encodeURIComponent(target)}`)
    },
  )

  app.get(
    '/api/logout',
    { schema: { summary: 'Sign out and go to the home page', response: redirect } },
    async (request, reply) => {
      setCookies(reply, await auth.signOut(authClient(request)))
      return reply.redirect('/')
    },
  )

  app.get(
    '/api/auth/verify-email',
    {
      schema: {
        summary: 'Confirm an e-mail address from the link we sent',
        querystring: VerifyEmailQuerySchema,
        response: redirect,
      },
    },
    async (request, reply) => {
      const { token } = request.query as z.infer<typeof VerifyEmailQuerySchema>
      try {
        setCookies(reply, await auth.verifyEmail(authClient(request), token))
        return reply.redirect('/dashboard?emailVerified=1')
      } catch (error) {
        if (error instanceof AppError && error.code === 'bad_request')
          return reply.redirect('/sign-in?emailVerified=0')
        throw error
      }
    },
  )
}

// A sign-in link without returnTo sends the visitor back to the page they were on.
function sameSitePath(referer: string | undefined, ownOrigins: string[]): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    if (!ownOrigins.includes(url.origin)) return undefined
    const path = `${url.pathname}${url.search}`
    return ['/sign-in', '/sign-up'].includes(url.pathname) ? undefined : path
  } catch {
    return undefined
  }
}
