import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs, newsFeeds, newsItems } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

// A feed server on loopback: each path is a feed that behaves in one way.
const requests: { path: string; headers: IncomingHttpHeaders }[] = []
let server: Server
let base = ''
const ETAG = '"rss-v1"'

let t: TestApp
let admin: string
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push({ path, headers: req.headers })
    if (path === '/rss.xml') {
      if (req.headers['if-none-match'] === ETAG) return void res.writeHead(304).end()
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag: ETAG })
      return void res.end(fixture('rss.xml'))
    }
    if (path === '/youtube.xml') {
      res.writeHead(200, { 'content-type': 'application/atom+xml' })
      return void res.end(fixture('youtube.xml'))
    }
    if (path === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' })
      return void res.end('<!doctype html><html><body>Not a feed</body></html>')
    }
    if (path === '/huge-chunked.xml') {
      // No Content-Length: the size is only known while reading.
      res.writeHead(200, { 'content-type': 'application/rss+xml' })
      for (let i = 0; i < 3 * 16; i++) res.write(' '.repeat(64 * 1024))
      return void res.end('<rss/>')
    }
    if (path.startsWith('/redirect?to=')) {
      res.writeHead(302, { location: decodeURIComponent(path.slice('/redirect?to='.length)) })
      return void res.end()
    }
    if (path === '/huge.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void res.end(`<rss><channel>${' '.repeat(3 * 1024 * 1024)}</channel></rss>`)
    }
    res.writeHead(500).end('broken')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The feed server is on loopback, which feed reads refuse; the operator's allowance opens exactly it.
  t = await buildTestApp({ OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1' })
  admin = (await t.createAdmin()).cookie
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  requests.length = 0
})

const addFeed = (url: string, title?: string) =>
  t.injectAs(admin, { method: 'POST', url: '/api/admin/news/feeds', payload: { url, title } })
const runJobs = () => t.app.services.jobs.runDue(10)
const widgetTitles = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/news/widget?limit=12' }))
    .json()
    .items.map((i: { title: string }) => i.title)
const feedRow = async (id: string) => (await t.db.db.select().from(newsFeeds).where(eq(newsFeeds.id, id)))[0]

describe('news feeds on private addresses (finding 8)', () => {
  let closed: TestApp
  let closedAdmin: string
  beforeAll(async () => {
    // No allowance: what a deployment does by default.
    closed = await buildTestApp()
    closedAdmin = (await closed.createAdmin()).cookie
  })
  afterAll(() => closed.close())

  it.each([
    ['http://127.0.0.1:PORT/rss.xml', 'it points to this server'],
    ['http://2130706433:PORT/rss.xml', 'it points to this server'],
    ['http://0x7f.0.0.1:PORT/rss.xml', 'it points to this server'],
    ['http://[::1]:PORT/rss.xml', 'it points to this server'],
    ['http://[::ffff:127.0.0.1]:PORT/rss.xml', 'it points to this server'],
    ['http://localhost:PORT/rss.xml', 'it points to this server'],
    ['http://169.254.169.254/latest/meta-data/', 'it points to the cloud metadata service'],
    ['http://10.0.0.1/feed.xml', 'it points to a private network'],
    ['http://192.168.1.1/feed.xml', 'it points to a private network'],
    ['http://100.64.0.1/feed.xml', 'it points to a private network'],
    ['http://[fd00::1]/feed.xml', 'it points to a private network'],
  ])('POST /api/admin/news/feeds refuses %s with 400 and stores nothing', async (template, reason) => {
    const url = template.replace('PORT', base.split(':').at(-1)!)
    const res = await closed.injectAs(closedAdmin, {
      method: 'POST',
      url: '/api/admin/news/feeds',
      payload: { url },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ url: `This address is not allowed: ${reason}.` })
    expect(await closed.db.db.$count(newsFeeds)).toBe(0)
    expect(requests).toEqual([])
  })

  it('refuses at read time a stored feed on loopback and a redirect to the metadata service', async () => {
    const [direct, redirected] = await closed.db.db
      .insert(newsFeeds)
      .values([
        { url: `${base}/rss.xml`, title: 'Stored before the check' },
        {
          url: `http://localhost:${base.split(':').at(-1)}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`,
          title: 'Redirects inward',
        },
      ])
      .returning()
    const results = await closed.app.services.news.refreshFeeds()
    expect(results.map((r) => r.status)).toEqual(['failed', 'failed'])
    const rows = await closed.db.db.select().from(newsFeeds)
    expect(rows.find((r) => r.id === direct!.id)?.lastError).toBe(
      'This address is not allowed: it points to this server.',
    )
    expect(rows.find((r) => r.id === redirected!.id)?.lastError).toBe(
      'This address is not allowed: it points to this server.',
    )
    expect(requests).toEqual([])
  })
})

describe('news feeds', () => {
  it('reads a new feed through the news job: its items appear in the widget', async () => {
    const res = await addFeed(`${base}/rss.xml`, 'Rights Weekly')
    expect(res.statusCode).toBe(201)
    const { feed } = res.json()
    expect(feed).toMatchObject({
      url: `${base}/rss.xml`,
      title: 'Rights Weekly',
      isActive: true,
      lastFetchedAt: null,
    })
    expect(await t.db.db.$count(jobs, eq(jobs.name, 'news.refresh'))).toBe(1)

    expect(await runJobs()).toBe(1)
    expect(await widgetTitles()).toEqual(
      expect.arrayContaining([
        'Court restores rights in landmark case',
        'A video linked from an article feed',
      ]),
    )
    const stored = await t.db.db.select().from(newsItems).where(eq(newsItems.feedId, feed.id))
    expect(stored).toHaveLength(4)
    expect(stored.find((i) => i.url.includes('landmark'))).toMatchObject({
      source: 'ARTICLE',
      outlet: 'Second Chance & Rights Weekly',
      summary: 'A state court restored firearm rights to a veteran.',
    })
    expect(stored.find((i) => i.url.startsWith('https://youtu.be/'))).toMatchObject({ source: 'YOUTUBE' })
    expect(await feedRow(feed.id)).toMatchObject({ etag: ETAG, lastError: null })
    expect((await feedRow(feed.id))?.lastFetchedAt).toBeInstanceOf(Date)
  })

  it('reads again without duplicating, and an unchanged feed answers 304', async () => {
    const [feed] = await t.db.db
      .select()
      .from(newsFeeds)
      .where(eq(newsFeeds.url, `${base}/rss.xml`))
    const before = await t.db.db.$count(newsItems)
    const firstRead = (await feedRow(feed!.id))!.lastFetchedAt!

    const results = await t.app.services.news.refreshFeeds()
    expect(results.find((r) => r.feedId === feed!.id)).toMatchObject({ status: 'not-modified' })
    expect(requests.find((r) => r.path === '/rss.xml')?.headers['if-none-match']).toBe(ETAG)
    expect((await feedRow(feed!.id))!.lastFetchedAt!.getTime()).toBeGreaterThan(firstRead.getTime())

    // Without the validator the whole feed is read again: still no duplicates.
    await t.db.db.update(newsFeeds).set({ etag: null }).where(eq(newsFeeds.id, feed!.id))
    const reread = await t.app.services.news.refreshFeeds(feed!.id)
    expect(reread).toEqual([{ feedId: feed!.id, status: 'read', items: 4 }])
    expect(await t.db.db.$count(newsItems)).toBe(before)
  })

  it('reads a YouTube channel feed into videos for the news page', async () => {
    const { feed } = (await addFeed(`${base}/youtube.xml`)).json()
    expect(feed.title).toBe('127.0.0.1')
    await runJobs()
    const list = (await t.app.inject({ method: 'GET', url: '/api/news/list' })).json()
    expect(list.videos).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          thumbnail: 'https://i2.ytimg.com/vi/Vid_000-01a/hqdefault.jpg',
          title: 'How federal relief under 925(c) works',
          videoId: 'Vid_000-01a',
          url: 'https://www.youtube.com/watch?v=Vid_000-01a',
        },
      ]),
    )
    const adminList = (await t.injectAs(admin, { method: 'GET', url: '/api/admin/news?limit=500' })).json()
    expect(
      adminList.items.find((i: { meta: { videoId: string } }) => i.meta.videoId === 'Vid_000-01a'),
    ).toMatchObject({
      outlet: 'Gun Rights Explained',
      meta: { viewCount: 45678 },
      feedId: feed.id,
      clickCount: 0,
    })
  })

  it('refuses a redirect from an allowed feed server to the metadata service', async () => {
    const inward = (
      await addFeed(`${base}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`)
    ).json().feed
    await t.app.services.news.refreshFeeds(inward.id)
    expect((await feedRow(inward.id))?.lastError).toBe(
      'This address is not allowed: it points to the cloud metadata service.',
    )
    expect(requests.map((r) => r.path)).toEqual([
      `/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`,
    ])
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/feeds/${inward.id}` })).statusCode,
    ).toBe(204)
  })

  it('records why a feed could not be read, and the others are still read', async () => {
    const broken = (await addFeed(`${base}/broken.xml`)).json().feed
    const html = (await addFeed(`${base}/html`)).json().feed
    const huge = (await addFeed(`${base}/huge.xml`)).json().feed
    const chunked = (await addFeed(`${base}/huge-chunked.xml`)).json().feed
    const results = await t.app.services.news.refreshFeeds()
    expect(
      results
        .filter((r) => r.status === 'failed')
        .map((r) => r.feedId)
        .sort(),
    ).toEqual([broken.id, html.id, huge.id, chunked.id].sort())
    expect(results.filter((r) => r.status !== 'failed')).toHaveLength(2)
    expect((await feedRow(broken.id))?.lastError).toBe('The feed answered HTTP 500')
    expect((await feedRow(html.id))?.lastError).toBe('Not an RSS or Atom feed (the document is <html>)')
    expect((await feedRow(huge.id))?.lastError).toBe('The feed is larger than 2 MB')
    expect((await feedRow(chunked.id))?.lastError).toBe('The feed is larger than 2 MB')

    const listed = (await t.injectAs(admin, { method: 'GET', url: '/api/admin/news/feeds' })).json().feeds
    expect(listed.find((f: { id: string }) => f.id === broken.id)).toMatchObject({
      lastError: 'The feed answered HTTP 500',
      lastFetchedAt: expect.any(String),
    })
    const unreachable = (await addFeed('http://127.0.0.1:1/feed.xml')).json().feed
    await t.app.services.news.refreshFeeds(unreachable.id)
    expect((await feedRow(unreachable.id))?.lastError).toMatch(/^The feed could not be reached/)
    for (const feed of [broken, html, huge, chunked, unreachable]) {
      expect(
        (await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/feeds/${feed.id}` })).statusCode,
      ).toBe(204)
    }
  })

  it('refreshes every feed once per 30-minute period through the scheduled job', async () => {
    await t.db.db.delete(jobs)
    // Twice in one period, as two instances would. Only the news job is run: the other recurring
    // jobs (a daily video render among them) are tested on their own.
    await t.app.services.jobs.enqueueScheduled()
    await t.app.services.jobs.enqueueScheduled()
    const enqueued = await t.db.db.select().from(jobs).where(eq(jobs.name, 'news.refresh'))
    expect(enqueued).toHaveLength(1)
    expect(await t.app.services.jobs.runJobs([enqueued[0]!.id])).toBe(1)
    const runs = await t.db.db.select().from(jobs).where(eq(jobs.name, 'news.refresh'))
    expect(runs).toEqual([
      expect.objectContaining({ status: 'DONE', uniqueKey: expect.stringMatching(/^news\.refresh:\d+$/) }),
    ])
    expect(requests.map((r) => r.path).sort()).toEqual(['/rss.xml', '/youtube.xml'])
    await t.db.db.delete(jobs)
  })

  it('keeps a removed feed item hidden when the feed lists it again', async () => {
    const [item] = await t.db.db.select().from(newsItems).where(eq(newsItems.title, 'Permalink only'))
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/${item!.id}` })).statusCode,
    ).toBe(204)
    await t.db.db.update(newsFeeds).set({ etag: null })
    await t.app.services.news.refreshFeeds()
    expect(await widgetTitles()).not.toContain('Permalink only')
    const [row] = await t.db.db.select().from(newsItems).where(eq(newsItems.id, item!.id))
    expect(row?.isPublished).toBe(false)
  })

  it('keeps an admin edit of a feed item when the feed lists it again; a removed one is not found', async () => {
    const [item] = await t.db.db
      .select()
      .from(newsItems)
      .where(eq(newsItems.title, 'Court restores rights in landmark case'))
    const res = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/admin/news/${item!.id}`,
      payload: {
        source: 'ARTICLE',
        title: 'Edited by the back office',
        outlet: 'Edited outlet',
        summary: 'Edited summary',
        url: item!.url,
        publishedAt: new Date().toISOString(),
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().item).toMatchObject({ id: item!.id, title: 'Edited by the back office', feedId: null })

    await t.db.db.update(newsFeeds).set({ etag: null })
    await t.app.services.news.refreshFeeds()
    const [row] = await t.db.db.select().from(newsItems).where(eq(newsItems.id, item!.id))
    expect(row).toMatchObject({ title: 'Edited by the back office', outlet: 'Edited outlet', feedId: null })
    expect(await t.db.db.$count(newsItems, eq(newsItems.url, item!.url))).toBe(1)
    expect(await widgetTitles()).toContain('Edited by the back office')

    const [hidden] = await t.db.db.select().from(newsItems).where(eq(newsItems.title, 'Permalink only'))
    const gone = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/admin/news/${hidden!.id}`,
      payload: {
        source: 'ARTICLE',
        title: 'Back?',
        outlet: 'O',
        url: hidden!.url,
        publishedAt: '2026-01-01',
      },
    })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe('News item not found')
  })

  it('refuses a feed already listed, a non-http link, and deletes a feed keeping its items', async () => {
    const dup = await addFeed(`${base}/rss.xml`)
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error.fields).toEqual({ url: 'This feed is already on the list' })
    const bad = await addFeed('file:///etc/passwd')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ url: 'Enter a feed link starting with http:// or https://' })

    const [feed] = await t.db.db
      .select()
      .from(newsFeeds)
      .where(eq(newsFeeds.url, `${base}/rss.xml`))
    const before = await t.db.db.$count(newsItems)
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/feeds/${feed!.id}` })).statusCode,
    ).toBe(204)
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/feeds/${feed!.id}` })).statusCode,
    ).toBe(404)
    expect(await t.db.db.$count(newsItems)).toBe(before)
  })
})

describe('admin news items', () => {
  const item = {
    source: 'ARTICLE',
    title: 'Hand-entered article',
    outlet: 'Example Outlet',
    summary: '<p>Plain <i>summary</i></p>',
    url: 'https://outlet.example.com/story',
    publishedAt: '2026-02-03',
  }

  it('POST /api/admin/news publishes an item that the widget and the admin list show', async () => {
    const res = await t.injectAs(admin, { method: 'POST', url: '/api/admin/news', payload: item })
    expect(res.statusCode).toBe(201)
    expect(res.json().item).toMatchObject({
      source: 'ARTICLE',
      title: 'Hand-entered article',
      summary: 'Plain summary',
      publishedAt: '2026-02-03T00:00:00.000Z',
      thumbnailUrl: null,
      feedId: null,
      clickCount: 0,
    })
    const list = (await t.injectAs(admin, { method: 'GET', url: '/api/admin/news' })).json()
    expect(list.items.map((i: { id: string }) => i.id)).toContain(res.json().item.id)

    const again = await t.injectAs(admin, { method: 'POST', url: '/api/admin/news', payload: item })
    expect(again.statusCode).toBe(409)
  })

  it('POST /api/admin/news answers 400 per field', async () => {
    const res = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/admin/news',
      payload: {
        source: 'YOUTUBE',
        title: ' ',
        outlet: 'x',
        url: 'https://example.com/v',
        publishedAt: 'soon',
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({
      title: 'Title is required',
      publishedAt: 'Enter the publication date',
    })
  })

  it('DELETE /api/admin/news/:id removes an item entered by hand', async () => {
    const created = (
      await t.injectAs(admin, {
        method: 'POST',
        url: '/api/admin/news',
        payload: { ...item, url: 'https://outlet.example.com/other' },
      })
    ).json().item
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/${created.id}` })).statusCode,
    ).toBe(204)
    expect(await t.db.db.$count(newsItems, eq(newsItems.id, created.id))).toBe(0)
    expect(
      (await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/${created.id}` })).statusCode,
    ).toBe(404)
  })
})

describe('editing admin news items', () => {
  const original = {
    source: 'ARTICLE',
    title: 'Before the edit',
    outlet: 'First Outlet',
    summary: 'First summary',
    url: 'https://outlet.example.com/to-edit',
    publishedAt: '2026-02-04',
  }
  let id = ''
  beforeAll(async () => {
    id = (await t.injectAs(admin, { method: 'POST', url: '/api/admin/news', payload: original })).json().item
      .id
  })
  const edit = (payload: object, itemId = id) =>
    t.injectAs(admin, { method: 'PUT', url: `/api/admin/news/${itemId}`, payload })
  const stored = async () => (await t.db.db.select().from(newsItems).where(eq(newsItems.id, id)))[0]

  it('PUT /api/admin/news/:id edits an item that /api/news/list and the widget then show', async () => {
    const res = await edit({
      ...original,
      title: 'After the edit',
      summary: '<p>New <b>summary</b></p>',
      publishedAt: new Date().toISOString(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().item).toMatchObject({
      id,
      title: 'After the edit',
      summary: 'New summary',
      url: original.url,
      feedId: null,
      clickCount: 0,
    })
    const list = (await t.app.inject({ method: 'GET', url: '/api/news/list' })).json()
    expect(list.articles.find((a: { id: string }) => a.id === id)).toMatchObject({
      title: 'After the edit',
      summary: 'New summary',
    })
    expect(await widgetTitles()).toContain('After the edit')
    expect(await widgetTitles()).not.toContain('Before the edit')
  })

  it('PUT /api/admin/news/:id answers 400 with the schema messages and changes nothing', async () => {
    const before = await stored()
    const res = await edit({ ...original, title: ' ', url: 'ftp://x.example/a', source: 'YOUTUBE' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({
      title: 'Title is required',
      url: 'Enter a link starting with http:// or https://',
    })
    expect(await stored()).toEqual(before)
  })

  it('PUT /api/admin/news/:id answers 409 for the link of another item and changes nothing', async () => {
    const other = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/admin/news',
      payload: { ...original, url: 'https://outlet.example.com/taken' },
    })
    const before = await stored()
    const res = await edit({ ...original, url: 'https://outlet.example.com/taken' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields).toEqual({ url: 'Another item has this link' })
    expect(await stored()).toEqual(before)
    await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/${other.json().item.id}` })
  })

  it('PUT /api/admin/news/:id answers 404 for an unknown or deleted item', async () => {
    const unknown = await edit(original, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('News item not found')
    // A malformed id is refused by the params schema, with the same words.
    const malformed = await edit(original, 'not-a-uuid')
    expect(malformed.statusCode).toBe(400)
    expect(JSON.stringify(malformed.json().error)).toContain('News item not found')

    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/admin/news/${id}` })).statusCode).toBe(204)
    expect((await edit(original)).statusCode).toBe(404)
    expect(await t.db.db.$count(newsItems, eq(newsItems.id, id))).toBe(0)
  })
})

const unknownId = '00000000-0000-4000-8000-000000000000'
const adminEndpoints = [
  { method: 'GET', url: '/api/admin/news' },
  {
    method: 'POST',
    url: '/api/admin/news',
    payload: {
      source: 'ARTICLE',
      title: 'T',
      outlet: 'O',
      url: 'https://x.example/a',
      publishedAt: '2026-01-01',
    },
  },
  {
    method: 'PUT',
    url: `/api/admin/news/${unknownId}`,
    payload: {
      source: 'ARTICLE',
      title: 'T',
      outlet: 'O',
      url: 'https://x.example/a',
      publishedAt: '2026-01-01',
    },
  },
  { method: 'DELETE', url: `/api/admin/news/${unknownId}` },
  { method: 'GET', url: '/api/admin/news/feeds' },
  { method: 'POST', url: '/api/admin/news/feeds', payload: { url: 'https://x.example/feed' } },
  { method: 'DELETE', url: `/api/admin/news/feeds/${unknownId}` },
] as const

describe('admin news endpoints', () => {
  it.each(adminEndpoints)('$method $url answers 401 when signed out', async (endpoint) => {
    const res = await t.app.inject({ ...endpoint, headers: { origin: TEST_ORIGIN } })
    expect(res.statusCode).toBe(401)
  })

  it.each(adminEndpoints)('$method $url answers 403 to a customer', async (endpoint) => {
    const { cookie } = await t.signUp()
    const res = await t.injectAs(cookie, endpoint)
    expect(res.statusCode).toBe(403)
  })
})
