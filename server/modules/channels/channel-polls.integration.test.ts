import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelCursors, conversationMessages, conversations } from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { CHANNEL_POLL_JOBS } from './index.ts'
import { startFakeProvider, type FakeProvider, type ProviderRequest } from './channels.test-support.ts'

const X_USER_ID = '2244994945'
const CHANNEL_ID = 'UC_x5XG1OV2P6uZZ5FSM9Ttw'

let fake: FakeProvider
let t: TestApp
let admin: { cookie: string }

beforeAll(async () => {
  fake = await startFakeProvider()
  t = await buildTestApp({
    X_BEARER_TOKEN: 'x-app-bearer-token',
    X_USER_ID,
    X_API_KEY: 'x-consumer-key',
    X_API_SECRET: 'x-consumer-secret',
    X_ACCESS_TOKEN: 'x-access-token',
    X_ACCESS_TOKEN_SECRET: 'x-access-token-secret',
    X_API_URL: fake.url,
    YOUTUBE_API_KEY: 'youtube-api-key',
    YOUTUBE_CHANNEL_ID: CHANNEL_ID,
    YOUTUBE_CLIENT_ID: 'youtube-client',
    YOUTUBE_CLIENT_SECRET: 'youtube-client-secret',
    YOUTUBE_REFRESH_TOKEN: 'youtube-refresh-token',
    YOUTUBE_API_URL: `${fake.url}/youtube/v3`,
    YOUTUBE_TOKEN_URL: `${fake.url}/token`,
  })
  admin = await t.createAdmin()
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

async function cursorOf(channel: string) {
  const [row] = await t.db.db.select().from(channelCursors).where(eq(channelCursors.channel, channel))
  return row?.cursor ?? null
}

async function thread(source: 'X' | 'YT', threadId: string) {
  const [conversation] = await t.db.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.source, source), eq(conversations.externalThreadId, threadId)))
  const messages = conversation
    ? await t.db.db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversation.id))
        .orderBy(conversationMessages.createdAt)
    : []
  return { conversation, messages }
}

const mention = (id: string, conversationId: string, text: string, minutesAgo: number) => ({
  id,
  conversation_id: conversationId,
  author_id: '42',
  text,
  created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
})

describe('polling X mentions', () => {
  it('stores each mention once across runs, threads them, and saves the cursor after them', async () => {
    const mentionsPath = `GET /2/users/${X_USER_ID}/mentions`
    const includes = { users: [{ id: '42', name: 'Sam Poster', username: 'sam' }] }
    fake.on(mentionsPath, (request: ProviderRequest) =>
      request.query.get('since_id') === null
        ? {
            json: {
              data: [
                mention('1900000000000000002', '1900000000000000001', '@us how long does it take?', 5),
                mention('1900000000000000001', '1900000000000000001', '@us can you help?', 10),
              ],
              includes,
              meta: { newest_id: '1900000000000000002', result_count: 2 },
            },
          }
        : {
            json: {
              // The provider may repeat a post it sent before: it is stored once all the same.
              data: [
                mention('1900000000000000010', '1900000000000000010', '@us another question', 1),
                mention('1900000000000000002', '1900000000000000001', '@us how long does it take?', 5),
              ],
              includes,
              meta: { newest_id: '1900000000000000010', result_count: 2 },
            },
          },
    )

    expect(await t.app.services.channels.pollXMentions()).toEqual({ stored: 2 })
    expect(await cursorOf(CHANNEL_POLL_JOBS.x)).toBe('1900000000000000002')
    const first = fake.requestsTo(mentionsPath)[0]!
    expect(first.headers.authorization).toBe('Bearer x-app-bearer-token')
    expect(first.query.get('expansions')).toBe('author_id')

    // The second run goes through the job system, as the schedule runs it.
    await t.app.services.jobs.enqueue(CHANNEL_POLL_JOBS.x)
    expect(await t.app.services.jobs.runDue()).toBe(1)
    expect(fake.requestsTo(mentionsPath).at(-1)!.query.get('since_id')).toBe('1900000000000000002')
    expect(await cursorOf(CHANNEL_POLL_JOBS.x)).toBe('1900000000000000010')

    const { conversation, messages } = await thread('X', '1900000000000000001')
    expect(conversation).toMatchObject({ source: 'X', status: 'OPEN', customerName: 'Sam Poster (@sam)' })
    expect(messages.map((m) => [m.externalId, m.body])).toEqual([
      ['X:1900000000000000001', '@us can you help?'],
      ['X:1900000000000000002', '@us how long does it take?'],
    ])
    expect((await thread('X', '1900000000000000010')).messages).toHaveLength(1)
  })

  it("replies to the person's latest post in user context and stores the reply", async () => {
    fake.on('POST /2/tweets', { status: 201, json: { data: { id: '1900000000000000099', text: 'ok' } } })
    const { conversation } = await thread('X', '1900000000000000001')
    const res = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/conversations/${conversation!.id}/channel-reply`,
      payload: { body: 'It usually takes a few months.' },
    })
    expect(res.statusCode).toBe(201)
    const sent = fake.requestsTo('POST /2/tweets').at(-1)!
    expect(JSON.parse(sent.body)).toEqual({
      text: 'It usually takes a few months.',
      reply: { in_reply_to_tweet_id: '1900000000000000002' },
    })
    expect(sent.headers.authorization).toMatch(
      /^OAuth oauth_consumer_key="x-consumer-key", .*oauth_signature="/,
    )
    expect((await thread('X', '1900000000000000001')).messages.at(-1)).toMatchObject({
      direction: 'OUT',
      externalId: 'X:1900000000000000099',
    })

    const tooLong = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/conversations/${conversation!.id}/channel-reply`,
      payload: { body: 'x'.repeat(281) },
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.fields).toEqual({ body: 'At most 280 characters on X' })
  })
})

const comment = (id: string, text: string, minutesAgo: number, authorChannelId = 'UCperson') => ({
  id,
  snippet: {
    textOriginal: text,
    textDisplay: text,
    authorDisplayName: 'Robin Viewer',
    authorChannelId: { value: authorChannelId },
    publishedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  },
})

describe('polling YouTube comments', () => {
  it("stores each comment once across runs, leaves out the channel's own, and saves the cursor", async () => {
    const threadsPath = 'GET /youtube/v3/commentThreads'
    const top = comment('UgzThread1', 'Does this work for Ohio?', 30)
    const ours = comment('UgzThread1.reply1', 'Yes, it does.', 20, CHANNEL_ID)
    const followUp = comment('UgzThread1.reply2', 'Thanks! And for a felony?', 2)
    let run = 0
    fake.on(threadsPath, () => {
      run += 1
      return {
        json: {
          items: [
            {
              id: 'UgzThread1',
              snippet: { videoId: 'dQw4w9WgXcQ', topLevelComment: top },
              replies: { comments: run === 1 ? [ours] : [ours, followUp] },
            },
          ],
        },
      }
    })

    expect(await t.app.services.channels.pollYoutubeComments()).toEqual({ stored: 1 })
    const firstCursor = await cursorOf(CHANNEL_POLL_JOBS.youtube)
    expect(firstCursor).toBe(ours.snippet.publishedAt)
    const request = fake.requestsTo(threadsPath)[0]!
    expect(request.query.get('allThreadsRelatedToChannelId')).toBe(CHANNEL_ID)
    expect(request.query.get('key')).toBe('youtube-api-key')

    await t.app.services.jobs.enqueue(CHANNEL_POLL_JOBS.youtube)
    expect(await t.app.services.jobs.runDue()).toBe(1)
    expect(await t.app.services.channels.pollYoutubeComments()).toEqual({ stored: 0 })
    expect(await cursorOf(CHANNEL_POLL_JOBS.youtube)).toBe(followUp.snippet.publishedAt)

    const { conversation, messages } = await thread('YT', 'UgzThread1')
    expect(conversation).toMatchObject({
      source: 'YT',
      customerName: 'Robin Viewer',
      subject: 'YouTube: Does this work for Ohio?',
    })
    expect(messages.map((m) => [m.externalId, m.body])).toEqual([
      ['YT:UgzThread1', 'Does this work for Ohio?'],
      ['YT:UgzThread1.reply2', 'Thanks! And for a felony?'],
    ])
  })

  it('replies in the comment thread with an access token from the refresh token', async () => {
    fake.on('POST /token', { json: { access_token: 'ya29.access', expires_in: 3599, token_type: 'Bearer' } })
    fake.on('POST /youtube/v3/comments', { json: { id: 'UgzThread1.reply3' } })
    const { conversation } = await thread('YT', 'UgzThread1')
    const res = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/conversations/${conversation!.id}/channel-reply`,
      payload: { body: 'Yes, felonies too in most cases.' },
    })
    expect(res.statusCode).toBe(201)
    const tokenRequest = new URLSearchParams(fake.requestsTo('POST /token').at(-1)!.body)
    expect(tokenRequest.get('grant_type')).toBe('refresh_token')
    expect(tokenRequest.get('refresh_token')).toBe('youtube-refresh-token')
    const sent = fake.requestsTo('POST /youtube/v3/comments').at(-1)!
    expect(sent.headers.authorization).toBe('Bearer ya29.access')
    expect(JSON.parse(sent.body)).toEqual({
      snippet: { parentId: 'UgzThread1', textOriginal: 'Yes, felonies too in most cases.' },
    })
    // The reply comes back in the next poll as the channel's own comment: not stored twice.
    expect((await thread('YT', 'UgzThread1')).messages.at(-1)).toMatchObject({
      direction: 'OUT',
      externalId: 'YT:UgzThread1.reply3',
    })
  })
})
