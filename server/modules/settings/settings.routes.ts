import type { FastifyInstance } from 'fastify'
import { settingsContract } from '#shared/contracts/settings.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { SettingsService } from './settings.service.ts'

export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  route(app, settingsContract.publicSettings, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60')
    return settings.getPublicSettings()
  })
}
