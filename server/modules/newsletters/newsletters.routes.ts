import type { FastifyInstance } from 'fastify'
import { newslettersContract } from '#shared/contracts/newsletters.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { NewslettersService } from './newsletters.service.ts'

/** The public side: the footer form, the confirmation and unsubscribe pages, and one-click unsubscribe. */
export async function newslettersRoutes(
  app: FastifyInstance,
  { newsletters }: { newsletters: NewslettersService },
) {
  route(app, newslettersContract.subscribe, async ({ body }) => {
    await newsletters.subscribe(body.email)
    return { ok: true as const }
  })

  route(app, newslettersContract.confirm, async ({ body }) => newsletters.confirm(body.token))

  route(app, newslettersContract.unsubscribe, async ({ body }) => newsletters.unsubscribe(body.token))

  // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` form-encoded, from their own servers,
  // with no cookie and no Origin (so the CSRF check lets it through); this scope alone reads that
  // body type (docs/decisions/040-email-marketing.md).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        const fields: Record<string, string> = Object.create(null) as Record<string, string>
        for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value
        // A plain object, so the text rule and the schema treat it like parsed JSON.
        done(null, { ...fields })
      },
    )
    route(scope, newslettersContract.oneClickUnsubscribe, async ({ params }) => {
      await newsletters.unsubscribe(params.token)
      return { ok: true as const }
    })
  })
}
