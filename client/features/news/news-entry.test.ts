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
  mediaUrl: null,
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
      updates: [],
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

describe('site items', () => {
  it("shows the site's own post with its text and its image served by the site", () => {
    const entry = entryFromItem(
      item({ source: 'POST', summary: 'Line one\nLine two', mediaUrl: '/media/posts/a.png', url: '/news#k' }),
    )
    expect(entry).toMatchObject({
      kind: 'site',
      source: 'POST',
      summary: 'Line one\nLine two',
      media: { type: 'image', url: '/media/posts/a.png' },
      thumbnailUrl: '/media/posts/a.png',
    })
  })

  it("plays the site's own video from its MP4, and never embeds media from another host", () => {
    expect(entryFromItem(item({ source: 'VIDEO', mediaUrl: '/media/videos/v.mp4' }))).toMatchObject({
      kind: 'site',
      media: { type: 'video', url: '/media/videos/v.mp4' },
      thumbnailUrl: null,
    })
    expect(entryFromItem(item({ source: 'POST', mediaUrl: 'https://evil.example/a.png' }))).toMatchObject({
      kind: 'site',
      media: null,
      thumbnailUrl: null,
    })
    expect(entryFromItem(item({ source: 'POST', mediaUrl: '//evil.example/a.png' }))).toMatchObject({
      media: null,
    })
  })

  it("leaves out a post's first line when it is the title", () => {
    const entry = entryFromItem(
      item({ source: 'POST', title: 'Big news', summary: 'Big news\nThe details.' }),
    )
    expect(entry).toMatchObject({ kind: 'site', summary: 'The details.' })
  })

  it('lists the news page updates first as site entries', () => {
    const { updates } = entriesFromList({
      videos: [],
      articles: [],
      updates: [
        {
          id: 's1',
          source: 'VIDEO',
          title: 'Our video',
          summary: 'Script',
          mediaUrl: '/media/v.mp4',
          outlet: 'RightsRestore',
          publishedAt: '2026-01-02T00:00:00.000Z',
        },
      ],
    })
    expect(updates).toEqual([
      {
        kind: 'site',
        id: 's1',
        source: 'VIDEO',
        title: 'Our video',
        url: '',
        outlet: 'RightsRestore',
        publishedAt: '2026-01-02T00:00:00.000Z',
        summary: 'Script',
        media: { type: 'video', url: '/media/v.mp4' },
        thumbnailUrl: null,
      },
    ])
  })
})
