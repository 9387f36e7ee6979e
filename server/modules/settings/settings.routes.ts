import type { FastifyInstance } from 'fastify'
import { settingsContract } from '#shared/contracts/settings.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { SettingsService } from './settings.service.ts'

export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  route(app, settingsContract.publicSettings, async ({ reply }) => {
    // Revalidated on every use: an admin's change shows on the next page load (decision 037).
    reply.header('cache-control', 'no-cache')
    return settings.getPublicSettings()
  })
}
