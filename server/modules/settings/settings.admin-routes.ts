import type { FastifyInstance } from 'fastify'
import { settingsContract as contract } from '#shared/contracts/settings.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { SettingsService } from './settings.service.ts'

/** The settings and catalog editor of the back office (/admin/settings). */
export async function settingsAdminRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  route(app, contract.adminSettings, async ({ reply }) => {
    reply.header('cache-control', 'private, no-store')
    return settings.getAdminSettings()
  })
  route(app, contract.changeSettings, async ({ user, body }) => settings.changeSettings(user, body))
  route(app, contract.changeProduct, async ({ user, params, body }) =>
    settings.changeProduct(user, params.code, body),
  )
  route(app, contract.previewSettings, async ({ body }) => settings.previewSettings(body))
}
