import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { NewsItem } from '#shared/contracts/news.contract.ts'
import { newsWidgetQuery } from '../news.queries.ts'
import { NewsWidget } from './news-widget.tsx'

const video: NewsItem = {
  id: 'v1',
  source: 'YOUTUBE',
  title: 'Restoration explained',
  outlet: 'A Channel',
  publishedAt: '2025-07-22T23:30:00.000Z',
  summary: '',
  url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
  thumbnailUrl: 'https://i.ytimg.com/vi/AbCdEfGhIjK/hqdefault.jpg',
  mediaUrl: null,
  meta: { videoId: 'AbCdEfGhIjK', durationSec: null, viewCount: null },
}
const article: NewsItem = {
  ...video,
  id: 'a1',
  source: 'ARTICLE',
  title: 'Rule withdrawn',
  outlet: 'Federal Register',
  summary: 'The rule was withdrawn.',
  url: 'https://www.govinfo.gov/rule',
  thumbnailUrl: null,
  meta: { videoId: null, durationSec: null, viewCount: null },
}

// Rendered as the server's prerenderer does: no DOM, the widget query seeded.
function render(items: NewsItem[] | null, canOpenSource = false): string {
  const queryClient = new QueryClient()
  if (items) queryClient.setQueryData(newsWidgetQuery().queryKey, { items })
  return renderToString(
    createElement(
      MemoryRouter,
      null,
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(NewsWidget, { canOpenSource }),
      ),
    ),
  )
}

describe('NewsWidget', () => {
  it('renders the seeded items on the server, with a link to the news page and no dialog', () => {
    const html = render([video, article])
    expect(html).toContain('Restoration explained')
    expect(html).toContain('Rule withdrawn')
    expect(html).toContain('Federal Register · Jul 22, 2025')
    expect(html).toMatch(/<a [^>]*href="\/news"[^>]*>View all/)
    expect(html).toMatch(
      /<img [^>]*src="https:\/\/i\.ytimg\.com\/vi\/AbCdEfGhIjK\/hqdefault\.jpg"[^>]*width="480" height="360" loading="lazy"/,
    )
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('Open source')
  })

  it('gives admins a link to each original source, opening in a new tab', () => {
    const html = render([video, article], true)
    expect(html.match(/Open source/g)).toHaveLength(2)
    expect(html).toContain('href="https://www.govinfo.gov/rule" target="_blank" rel="noopener noreferrer"')
  })

  it('shows the loading text until the items arrive, and the empty text when there are none', () => {
    expect(render(null)).toContain('Fetching updates…')
    expect(render([])).toContain('No news found. Please check back later.')
  })
})
