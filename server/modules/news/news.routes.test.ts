import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsItems } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import type { CreateNewsItemInput } from '#shared/contracts/news.contract.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '5' })
})
afterAll(() => t.close())

let counter = 0
function article(overrides: Partial<CreateNewsItemInput> = {}): CreateNewsItemInput {
  counter += 1
  return {
    source: 'ARTICLE',
    title: `Article ${counter}`,
    outlet: 'The Example Times',
    summary: `Summary ${counter}`,
    url: `https://news.example.org/articles/${counter}`,
    publishedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  }
}

const click = (id: unknown, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/news/click',
    headers: { origin: TEST_ORIGIN },
    payload: { id },
    remoteAddress,
  })

describe('GET /api/news/widget', () => {
  it('shows the 4 latest published items by default, in the spec shape', async () => {
    const created = []
    for (let day = 10; day <= 15; day++) {
      created.push(await t.app.services.news.createItem(article({ publishedAt: `2031-01-${day}T12:00:00Z` })))
    }
    const video = await t.app.services.news.createItem({
      source: 'YOUTUBE',
      title: 'Newest video',
      outlet: 'A Channel',
      summary: '',
      url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
      publishedAt: '2031-01-20T00:00:00Z',
    })

    const res = await t.app.inject({ method: 'GET', url: '/api/news/widget' })
    expect(res.statusCode).toBe(200)
    const { items } = res.json()
    expect(items.map((i: { id: string }) => i.id)).toEqual([
      video.id,
      created[5]!.id,
      created[4]!.id,
      created[3]!.id,
    ])
    expect(items[0]).toEqual({
      id: video.id,
      source: 'YOUTUBE',
      title: 'Newest video',
      outlet: 'A Channel',
      publishedAt: '2031-01-20T00:00:00.000Z',
      summary: '',
      url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
      thumbnailUrl: 'https://i.ytimg.com/vi/AbCdEfGhIjK/hqdefault.jpg',
      mediaUrl: null,
      meta: { videoId: 'AbCdEfGhIjK', durationSec: null, viewCount: null },
    })
  })

  it('takes a limit, caps it at 12 and refuses nonsense', async () => {
    for (let i = 0; i < 8; i++) await t.app.services.news.createItem(article())
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/news/widget?limit=2' })).json().items,
    ).toHaveLength(2)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/news/widget?limit=99' })).json().items,
    ).toHaveLength(12)
    const bad = await t.app.inject({ method: 'GET', url: '/api/news/widget?limit=abc' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty('limit')
  })

  it('leaves out removed items', async () => {
    const item = await t.app.services.news.createItem(article({ publishedAt: '2032-01-01T00:00:00Z' }))
    await t.app.services.news.deleteItem(item.id)
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/news/widget' })).json()
    expect(items.map((i: { id: string }) => i.id)).not.toContain(item.id)
  })
})

describe('GET /api/news/list', () => {
  it('gives the 4 latest videos and the 4 latest articles, summaries without HTML', async () => {
    const videos = []
    for (let i = 0; i < 5; i++) {
      videos.push(
        await t.app.services.news.createItem({
          source: 'YOUTUBE',
          title: `Video ${i}`,
          outlet: 'A Channel',
          summary: '',
          url: `https://www.youtube.com/watch?v=Video${i}_abcd`,
          publishedAt: `2033-02-0${i + 1}T00:00:00Z`,
        }),
      )
    }
    const html = await t.app.services.news.createItem(
      article({
        summary: '<p>Rights <b>restored</b> &amp; more</p><script>x()</script>',
        publishedAt: '2033-03-01',
      }),
    )

    const res = await t.app.inject({ method: 'GET', url: '/api/news/list' })
    expect(res.statusCode).toBe(200)
    const list = res.json()
    expect(list.videos).toHaveLength(4)
    expect(list.videos[0]).toEqual({
      id: videos[4]!.id,
      thumbnail: 'https://i.ytimg.com/vi/Video4_abcd/hqdefault.jpg',
      title: 'Video 4',
      videoId: 'Video4_abcd',
      url: 'https://www.youtube.com/watch?v=Video4_abcd',
    })
    expect(list.articles).toHaveLength(4)
    expect(list.articles[0]).toEqual({
      id: html.id,
      title: html.title,
      summary: 'Rights restored & more',
      url: html.url,
      outlet: 'The Example Times',
      publishedAt: '2033-03-01T00:00:00.000Z',
    })
  })
})

describe('POST /api/news/click', () => {
  it('counts one click per request', async () => {
    const item = await t.app.services.news.createItem(article())
    expect((await click(item.id, '203.0.113.1')).json()).toEqual({ ok: true })
    expect((await click(item.id, '203.0.113.1')).statusCode).toBe(200)
    const [row] = await t.db.db.select().from(newsItems).where(eq(newsItems.id, item.id))
    expect(row?.clickCount).toBe(2)
  })

  it('answers 404 for an unknown or removed item and 400 for a malformed id', async () => {
    const unknown = await click('00000000-0000-4000-8000-000000000000', '203.0.113.2')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('News item not found')
    const removed = await t.app.services.news.createItem(article())
    await t.app.services.news.deleteItem(removed.id)
    expect((await click(removed.id, '203.0.113.2')).statusCode).toBe(404)
    expect((await click('nope', '203.0.113.2')).statusCode).toBe(400)
  })

  it('limits each address to the public form rate', async () => {
    const item = await t.app.services.news.createItem(article())
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await click(item.id, '203.0.113.3')).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect((await click(item.id, '203.0.113.4')).statusCode).toBe(200)
  })
})

describe("the site's own items (publishSiteItem)", () => {
  const impressionsOf = async (id: string) =>
    (await t.db.db.select().from(newsItems).where(eq(newsItems.id, id)))[0]?.impressionCount

  it('publishes a post once per key, under the company name, and lists it first on /news', async () => {
    const input = {
      key: 'social-post:11111111-1111-4111-8111-111111111111',
      source: 'POST' as const,
      title: 'We file in all 50 states',
      summary: 'We file in all 50 states.\nAsk us <how>.',
      mediaUrl: '/media/posts/a.png',
      publishedAt: new Date('2034-01-01T00:00:00Z'),
    }
    const first = await t.app.services.news.publishSiteItem(input)
    const again = await t.app.services.news.publishSiteItem({ ...input, title: 'Changed' })
    expect(again.id).toBe(first.id)
    const rows = await t.db.db.select().from(newsItems).where(eq(newsItems.id, first.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      source: 'POST',
      title: 'We file in all 50 states',
      outlet: t.config.company.name,
    })

    const list = (await t.app.inject({ method: 'GET', url: '/api/news/list' })).json()
    expect(list.updates[0]).toEqual({
      id: first.id,
      source: 'POST',
      title: 'We file in all 50 states',
      summary: 'We file in all 50 states.\nAsk us <how>.',
      mediaUrl: '/media/posts/a.png',
      outlet: t.config.company.name,
      publishedAt: '2034-01-01T00:00:00.000Z',
    })
    // A post is not an article: it is listed once, among the updates.
    expect(list.articles.map((a: { id: string }) => a.id)).not.toContain(first.id)
    const widget = (await t.app.inject({ method: 'GET', url: '/api/news/widget' })).json()
    expect(widget.items[0]).toMatchObject({ id: first.id, source: 'POST', mediaUrl: '/media/posts/a.png' })
  })

  it('counts each public listing of an item as one impression, stored in a batch', async () => {
    const video = await t.app.services.news.publishSiteItem({
      key: 'video-plan:impressions',
      source: 'VIDEO',
      title: 'Our video',
      summary: 'Script',
      mediaUrl: '/media/videos/v.mp4',
      publishedAt: new Date('2035-01-01T00:00:00Z'),
    })
    await t.app.services.news.flushImpressions()
    expect(await impressionsOf(video.id)).toBe(0)
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/news/list' })
    await t.app.inject({ method: 'GET', url: '/api/news/widget' })
    // Nothing is written while the public paths answer; the batch stores them.
    expect(await impressionsOf(video.id)).toBe(0)
    await t.app.services.news.flushImpressions()
    expect(await impressionsOf(video.id)).toBe(4)
    expect(await t.app.services.news.measureItems([video.id])).toEqual({ impressions: 4, clicks: 0 })
    await click(video.id, '203.0.113.9')
    expect(await t.app.services.news.measureItems([video.id])).toEqual({ impressions: 4, clicks: 1 })
    // Admin reads count nothing.
    await t.app.services.news.listForAdmin(10)
    await t.app.services.news.flushImpressions()
    expect(await impressionsOf(video.id)).toBe(4)
  })

  it('refuses to edit a site item by hand', async () => {
    const post = await t.app.services.news.publishSiteItem({
      key: 'social-post:edit',
      source: 'POST',
      title: 'Post',
      summary: 'Text',
      mediaUrl: null,
      publishedAt: new Date('2030-01-01T00:00:00Z'),
    })
    await expect(t.app.services.news.updateItem(post.id, article())).rejects.toMatchObject({
      code: 'conflict',
    })
  })
})

describe('OpenAPI', () => {
  it('documents the news, inbox and lead endpoints', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    for (const path of [
      '/api/news/widget',
      '/api/news/list',
      '/api/news/click',
      '/api/admin/news',
      '/api/admin/news/{id}',
      '/api/admin/news/feeds',
      '/api/admin/news/feeds/{id}',
      '/api/admin/conversations',
      '/api/admin/conversations/{id}/messages',
      '/api/admin/conversations/{id}/close',
      '/api/inbox/send-email',
      '/api/chat/lead',
      '/api/contact',
    ]) {
      expect(doc.paths).toHaveProperty([path])
    }
  })
})
