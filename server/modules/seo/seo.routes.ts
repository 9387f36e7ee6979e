import type { FastifyInstance } from 'fastify'
import type { Config } from '#server/config.ts'
import { indexablePaths } from '#shared/domain/site-pages.ts'

/** robots.txt and sitemap.xml, built from the site's page table and PUBLIC_URL. */
export async function seoRoutes(app: FastifyInstance, { config }: { config: Config }) {
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
    const urls = indexablePaths()
      .map((path: string) => `  <url><loc>${escapeXml(config.publicUrl + path)}</loc></url>`)
      .join('\n')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml)
  })
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
