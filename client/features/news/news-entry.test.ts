import { describe, expect, it } from 'vitest'
import type { NewsItem } from '#shared/contracts/news.contract.ts'
import { entriesFromList, entryFromItem, formatNewsDate } from './news-entry.ts'

const item = (overrides: Partial<NewsItem> = {}): NewsItem => ({
  id: 'a1',
  source: 'ARTICLE',
  title: 'Rule withdrawn',
  outlet: 'Federal Register',
  publishedAt: '2025-03-20T00:00:00.000Z',
  summary: 'The rule was withdrawn.',
  url: 'https://www.govinfo.gov/rule',
  thumbnailUrl: null,
  meta: { videoId: null, durationSec: null, viewCount: null },
  ...overrides,
})

describe('formatNewsDate', () => {
  it('formats in en-US and UTC, so late-evening times do not move to the next day anywhere', () => {
    expect(formatNewsDate('2025-07-22T23:30:00.000Z')).toBe('Jul 22, 2025')
    expect(formatNewsDate('2025-07-22T00:00:00.000Z')).toBe('Jul 22, 2025')
  })

  it('gives nothing for a date it cannot read', () => {
    expect(formatNewsDate('not a date')).toBe('')
  })
})

describe('entryFromItem', () => {
  it('makes a YouTube item with a video id a video, with its thumbnail', () => {
    const entry = entryFromItem(
      item({
        source: 'YOUTUBE',
        url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
        thumbnailUrl: 'https://i.ytimg.com/vi/AbCdEfGhIjK/maxresdefault.jpg',
        meta: { videoId: 'AbCdEfGhIjK', durationSec: 60, viewCount: 10 },
      }),
    )
    expect(entry).toMatchObject({
      kind: 'video',
      videoId: 'AbCdEfGhIjK',
      thumbnailUrl: 'https://i.ytimg.com/vi/AbCdEfGhIjK/maxresdefault.jpg',
      url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
    })
  })

  it("falls back to YouTube's own thumbnail when the item has none the pages may load", () => {
    const entry = entryFromItem(
      item({
        source: 'YOUTUBE',
        thumbnailUrl: 'https://images.example.org/thumb.jpg',
        meta: { videoId: 'AbCdEfGhIjK', durationSec: null, viewCount: null },
      }),
    )
    expect(entry.thumbnailUrl).toBe('https://i.ytimg.com/vi/AbCdEfGhIjK/hqdefault.jpg')
  })

  it('shows an article, or a YouTube item without a video id, as an article with its summary', () => {
    expect(entryFromItem(item())).toMatchObject({ kind: 'article', summary: 'The rule was withdrawn.' })
    expect(entryFromItem(item({ source: 'YOUTUBE' })).kind).toBe('article')
  })

  it('drops an article image from a host the Content-Security-Policy blocks', () => {
    expect(entryFromItem(item({ thumbnailUrl: 'https://images.example.org/a.jpg' })).thumbnailUrl).toBeNull()
    expect(
      entryFromItem(item({ thumbnailUrl: 'https://i.ytimg.com.evil.example/a.jpg' })).thumbnailUrl,
    ).toBeNull()
  })
})

describe('entriesFromList', () => {
  it('turns the news page list into video and article entries', () => {
    const { videos, articles } = entriesFromList({
      videos: [
        {
          id: 'v1',
          thumbnail: null,
          title: 'A video',
          videoId: 'AbCdEfGhIjK',
          url: 'https://youtu.be/AbCdEfGhIjK',
        },
      ],
      articles: [
        {
          id: 'a1',
          title: 'An article',
          summary: 'Plain text',
          url: 'https://example.org/a',
          outlet: 'Example',
          publishedAt: '2025-01-02T00:00:00.000Z',
        },
      ],
    })
    expect(videos).toEqual([
      {
        kind: 'video',
        id: 'v1',
        title: 'A video',
        url: 'https://youtu.be/AbCdEfGhIjK',
        outlet: null,
        publishedAt: null,
        videoId: 'AbCdEfGhIjK',
        thumbnailUrl: 'https://i.ytimg.com/vi/AbCdEfGhIjK/hqdefault.jpg',
      },
    ])
    expect(articles).toEqual([
      {
        kind: 'article',
        id: 'a1',
        title: 'An article',
        url: 'https://example.org/a',
        outlet: 'Example',
        publishedAt: '2025-01-02T00:00:00.000Z',
        summary: 'Plain text',
        thumbnailUrl: null,
      },
    ])
  })
})
