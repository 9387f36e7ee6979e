import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { entryFromItem } from '../news-entry.ts'
import { NewsModal } from './news-modal.tsx'

const siteItem = (source: 'POST' | 'VIDEO', mediaUrl: string | null) =>
  entryFromItem({
    id: 's1',
    source,
    title: 'From us',
    outlet: 'RightsRestore',
    publishedAt: '2026-01-02T00:00:00.000Z',
    summary: 'Line one\nLine two',
    url: '/news#social-post:1',
    thumbnailUrl: null,
    mediaUrl,
    meta: { videoId: null, durationSec: null, viewCount: null },
  })

const render = (entry: ReturnType<typeof siteItem>) =>
  renderToString(createElement(NewsModal, { entry, canOpenSource: true, onClose: () => undefined }))

describe("NewsModal with the site's own items", () => {
  it('plays a site video in the browser player, with its controls and a name', () => {
    const html = render(siteItem('VIDEO', '/api/video/plans/p1/video.mp4'))
    expect(html).toMatch(/<video[^>]* controls=""/)
    expect(html).toContain('src="/api/video/plans/p1/video.mp4"')
    expect(html).toContain('aria-label="Video: From us"')
    expect(html).toContain('Line one\nLine two')
    // No "Open source" link to the item's key, and no YouTube frame.
    expect(html).not.toContain('Open source')
    expect(html).not.toContain('<iframe')
  })

  it("shows a post's image and text", () => {
    const html = render(siteItem('POST', '/media/a.png'))
    expect(html).toContain('<img src="/media/a.png" alt="Image: From us"')
    expect(html).not.toContain('<video')
    expect(html).not.toContain('Read the original article')
  })
})
