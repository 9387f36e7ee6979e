import type { FastifyInstance } from 'fastify'
import { seoToolContract } from '#shared/contracts/seo-tool.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { SeoToolService } from './seo-tool.service.ts'

export async function seoToolAdminRoutes(app: FastifyInstance, { seoTool }: { seoTool: SeoToolService }) {
  route(app, seoToolContract.status, async () => ({ status: await seoTool.getStatus() }))

  route(app, seoToolContract.backups, async () => ({ backups: await seoTool.listAllBackups() }))

  route(app, seoToolContract.optimize, async ({ user, query }) =>
    seoTool.optimize(user, { withLlm: query.llm === 'true' }),
  )

  route(app, seoToolContract.restore, async ({ user, params }) => seoTool.restore(user, params.backupId))

  route(app, seoToolContract.audit, async () => seoTool.auditSite())

  route(app, seoToolContract.diff, async ({ params }) => seoTool.diffBackup(params.backupId))

  route(app, seoToolContract.updatePage, async ({ user, body }) => ({
    page: await seoTool.updatePage(user, body),
  }))
}
