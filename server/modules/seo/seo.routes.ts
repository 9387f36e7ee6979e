import type { FastifyInstance } from 'fastify'
import type { Config } from '#server/config.ts'
import { copyUpdatedOn } from '#shared/content/page-meta.ts'
import { indexablePaths } from '#shared/domain/site-pages.ts'
import { escapeHtml } from './page-head.ts'

export type SitemapDates = {
  /** When a setting or catalog price (which every page prints) last changed. */
  figuresChangedAt: () => Promise<Date | null>
  /** When the newest news item was published. */
  latestNewsAt: () => Promise<Date | null>
}

/** robots.txt and sitemap.xml, built from the site's page table and PUBLIC_URL. */
export async function seoRoutes(
  app: FastifyInstance,
  { config, dates }: { config: Config; dates: SitemapDates },
) {
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /case/',
    'Disallow: /checkout',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n')

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [figuresChangedAt, latestNewsAt] = await Promise.all([
      dates.figuresChangedAt(),
      dates.latestNewsAt(),
    ])
    const urls = indexablePaths()
      .map((path) => {
        // A page changes when its wording, the figures it prints or (for /news) its items change.
        const changes = [new Date(`${copyUpdatedOn(path)}T00:00:00Z`), figuresChangedAt]
        if (path === '/news') changes.push(latestNewsAt)
        const lastModified = latest(changes)
        return `  <url><loc>${escapeHtml(config.publicUrl + path)}</loc><lastmod>${lastModified.toISOString()}</lastmod></url>`
      })
      .join('\n')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml)
  })
}

function latest(dates: (Date | null)[]): Date {
  return new Date(Math.max(...dates.filter((d): d is Date => d !== null).map((d) => d.getTime())))
}
