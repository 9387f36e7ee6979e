import type { NewslettersService } from '#server/modules/newsletters/index.ts'

/**
 * Creates the list the site's footer form subscribes to ("Newsletter"), once: real data, needed by
 * every installation, not demo content.
 */
export async function seedNewsletterList(newsletters: Pick<NewslettersService, 'ensureDefaultList'>) {
  await newsletters.ensureDefaultList()
}
