import { describe, expect, it } from 'vitest'
import { pageMeta } from '#shared/content/page-meta.ts'
import { testFigures } from '#shared/content/test-figures.ts'
import { indexablePaths } from '#shared/domain/site-pages.ts'
import { PAGES } from './routes.tsx'

describe('the route table', () => {
  it('names a route module that exports each page component', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('../routes/**/*.route.tsx')
    for (const [path, page] of Object.entries(PAGES)) {
      const load = modules[`../${page.module}`]
      expect(load, `${path}: ${page.module}`).toBeDefined()
      expect(typeof (await load!())[page.component], `${path}: ${page.component}`).toBe('function')
    }
    // Importing every page module the first time transforms most of the client: seconds, not ms.
  }, 30_000)

  it('gives each public page the title the server puts in its head', () => {
    const figures = testFigures()
    for (const path of indexablePaths()) {
      const title = PAGES[path as keyof typeof PAGES].title
      expect(title, path).toBe(pageMeta(path, figures)?.title)
    }
  })
})
