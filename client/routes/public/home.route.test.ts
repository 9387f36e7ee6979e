import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { contentFiguresQuery } from '#client/features/content/content.queries.ts'
import { testFigures } from '#shared/content/test-figures.ts'
import { HomeRoute } from './home.route.tsx'

const figures = testFigures()

// Rendered as the server prerenders it: no DOM (this project runs in Node), figures seeded or not.
function renderHome(seed: boolean): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (seed) queryClient.setQueryData(contentFiguresQuery().queryKey, figures)
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(StaticRouter, { location: '/' }, createElement(HomeRoute)),
    ),
  )
}

describe('HomeRoute on the server', () => {
  it('renders every section from seeded figures, without touching the DOM', () => {
    const html = renderHome(true)
    expect(html).toContain('Restore Your Federal Gun Rights')
    for (const text of ['$2,599', '$2,999', '$4,999', 'Most Popular', 'Sample dashboard', '$629.80']) {
      expect(html).toContain(text)
    }
    expect(html).not.toContain('Loading prices')
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  })

  it('renders the same markup every time, so hydration finds what the server sent', () => {
    expect(renderHome(true)).toBe(renderHome(true))
  })

  it('shows the hero at once and a skeleton in place of the sections while the figures load', () => {
    const html = renderHome(false)
    expect(html).toContain('Restore Your Federal Gun Rights')
    expect(html).toContain('Loading prices')
    expect(html).not.toContain('$2,999')
  })
})
