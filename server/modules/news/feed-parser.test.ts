import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FeedParseError, parseFeed } from './feed-parser.ts'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

describe('parseFeed: RSS 2.0', () => {
  const feed = parseFeed(fixture('rss.xml'), 'https://news.example.org/rss')

  it('reads the channel title with its entities decoded', () => {
    expect(feed.title).toBe('Second Chance & Rights Weekly')
  })

  it('keeps items with a title and an http(s) link only', () => {
    expect(feed.items.map((i) => i.url)).toEqual([
      'https://news.example.org/2026/01/landmark-case',
      'https://news.example.org/2026/01/relative',
      'https://news.example.org/2026/01/permalink',
      'https://youtu.be/AbCdEfGhIjK',
    ])
  })

  it('strips HTML from CDATA titles and escaped descriptions, dropping scripts', () => {
    expect(feed.items[0]).toEqual({
      title: 'Court restores rights in landmark case',
      url: 'https://news.example.org/2026/01/landmark-case',
      summary: 'A state court restored firearm rights to a veteran.',
      publishedAt: new Date('2026-01-06T15:30:00Z'),
      thumbnailUrl: 'https://news.example.org/img/landmark.jpg',
      videoId: null,
      durationSec: null,
      viewCount: null,
    })
  })

  it('resolves relative links, decodes character references and reads content:encoded and dc:date', () => {
    expect(feed.items[1]).toMatchObject({
      title: 'Relative link — and an entity ’s test',
      summary: 'First paragraph. Second paragraph & more.',
      publishedAt: new Date('2026-01-05T08:00:00Z'),
      thumbnailUrl: 'https://news.example.org/img/relative.png',
    })
  })

  it('never expands entities declared in the document type', () => {
    expect(feed.items[2]?.summary).toBe('Plain &boom; text')
  })

  it('recognises a YouTube link and leaves an unreadable date empty', () => {
    expect(feed.items[3]).toMatchObject({
      videoId: 'AbCdEfGhIjK',
      thumbnailUrl: 'https://i.ytimg.com/vi/AbCdEfGhIjK/hqdefault.jpg',
      publishedAt: null,
    })
  })
})

describe('parseFeed: Atom', () => {
  const feed = parseFeed(fixture('atom.xml'), 'https://blog.example.com/atom.xml')

  it('reads entries with the alternate link resolved against xml:base', () => {
    expect(feed.title).toBe('Restoration Law Blog')
    expect(feed.items).toEqual([
      {
        title: 'Pardons & expungements: what changed',
        url: 'https://blog.example.com/posts/pardons-expungements',
        summary: 'Two ways to clear a record.',
        publishedAt: new Date('2026-01-31T14:00:00Z'),
        thumbnailUrl: null,
        videoId: null,
        durationSec: null,
        viewCount: null,
      },
      expect.objectContaining({
        title: 'XHTML content',
        summary: 'Hello world',
        publishedAt: new Date('2026-01-20T00:00:00Z'),
      }),
    ])
  })
})

describe('parseFeed: a YouTube channel feed', () => {
  const feed = parseFeed(fixture('youtube.xml'))

  it('reads yt:videoId, the media:group thumbnail, description and view count', () => {
    expect(feed.title).toBe('Gun Rights Explained')
    expect(feed.items[0]).toEqual({
      title: 'How federal relief under 925(c) works',
      url: 'https://www.youtube.com/watch?v=Vid_000-01a',
      summary: 'A walk through the application. Links: https://example.com',
      publishedAt: new Date('2026-01-10T17:00:07Z'),
      thumbnailUrl: 'https://i2.ytimg.com/vi/Vid_000-01a/hqdefault.jpg',
      videoId: 'Vid_000-01a',
      durationSec: null,
      viewCount: 45678,
    })
  })

  it('falls back to the standard thumbnail', () => {
    expect(feed.items[1]).toMatchObject({
      videoId: 'Vid_000-02b',
      summary: '',
      thumbnailUrl: 'https://i.ytimg.com/vi/Vid_000-02b/hqdefault.jpg',
    })
  })
})

describe('parseFeed: other documents', () => {
  it('reads RSS 1.0 (RDF)', () => {
    const feed = parseFeed(`<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://r.example.net/"><title>RDF News</title></channel>
        <item rdf:about="https://r.example.net/1"><title>One</title><link>https://r.example.net/1</link><dc:date>2026-03-01T00:00:00Z</dc:date></item>
      </rdf:RDF>`)
    expect(feed).toMatchObject({
      title: 'RDF News',
      items: [{ title: 'One', url: 'https://r.example.net/1' }],
    })
  })

  it('matches media elements by their usual prefix when the feed forgot to declare it', () => {
    const feed = parseFeed(
      `<rss><channel><title>T</title><item><title>A</title><link>https://x.example/a</link><media:thumbnail url="https://x.example/a.jpg"/></item></channel></rss>`,
    )
    expect(feed.items[0]?.thumbnailUrl).toBe('https://x.example/a.jpg')
  })

  it('refuses HTML pages and broken documents with a readable reason', () => {
    expect(() => parseFeed('<!doctype html><html><body>Hi</body></html>')).toThrow(FeedParseError)
    expect(() => parseFeed('<html><body>Hi</body></html>')).toThrow(
      /Not an RSS or Atom feed \(the document is <html>\)/,
    )
    expect(() => parseFeed('')).toThrow(/Not a readable feed/)
    expect(() => parseFeed('<rss><channel><title>x</title><![CDATA[ never closed')).toThrow(/CDATA/)
  })

  it('keeps at most 100 items', () => {
    const items = Array.from(
      { length: 150 },
      (_, i) => `<item><title>N${i}</title><link>https://x.example/${i}</link></item>`,
    )
    expect(parseFeed(`<rss><channel>${items.join('')}</channel></rss>`).items).toHaveLength(100)
  })
})
