import { describe, expect, it } from 'vitest'
import { CreateNewsItemInputSchema, NewsWidgetQuerySchema, youtubeVideoId } from './news.contract.ts'

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=AbCdEfGhIjK', 'AbCdEfGhIjK'],
    ['https://youtube.com/watch?feature=share&v=AbCdEfGhIjK&t=1', 'AbCdEfGhIjK'],
    ['https://m.youtube.com/shorts/AbCdEfGhIjK?si=x', 'AbCdEfGhIjK'],
    ['https://youtu.be/AbCdEfGhIjK', 'AbCdEfGhIjK'],
    ['https://www.youtube-nocookie.com/embed/AbCdEfGhIjK', 'AbCdEfGhIjK'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch?v=AbCdEfGhIjKL', null],
    ['https://evil.example/youtube.com/watch?v=AbCdEfGhIjK', null],
    ['https://notyoutube.com/watch?v=AbCdEfGhIjK', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id)
  })
})

describe('NewsWidgetQuerySchema', () => {
  it('defaults to 4 and caps at 12', () => {
    expect(NewsWidgetQuerySchema.parse({})).toEqual({ limit: 4 })
    expect(NewsWidgetQuerySchema.parse({ limit: '50' })).toEqual({ limit: 12 })
    expect(NewsWidgetQuerySchema.safeParse({ limit: '0' }).success).toBe(false)
  })
})

describe('CreateNewsItemInputSchema', () => {
  const video = {
    source: 'YOUTUBE',
    title: 'A video',
    outlet: 'Channel',
    url: 'https://example.com/watch',
    publishedAt: '2026-01-02',
  }

  it('needs a video id or a YouTube link for a video', () => {
    expect(CreateNewsItemInputSchema.safeParse(video).error?.issues[0]).toMatchObject({
      path: ['videoId'],
      message: 'A video needs its YouTube video id or a YouTube link',
    })
    expect(CreateNewsItemInputSchema.safeParse({ ...video, videoId: 'AbCdEfGhIjK' }).success).toBe(true)
    expect(
      CreateNewsItemInputSchema.safeParse({ ...video, url: 'https://youtu.be/AbCdEfGhIjK' }).success,
    ).toBe(true)
  })

  it('takes only http(s) links', () => {
    const result = CreateNewsItemInputSchema.safeParse({
      ...video,
      source: 'ARTICLE',
      url: 'javascript:alert(1)',
    })
    expect(result.error?.issues[0]?.path).toEqual(['url'])
  })
})
