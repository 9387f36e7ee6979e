import { describe, expect, it } from 'vitest'
import { campaignText, renderCampaignMessage, sanitizeCampaignHtml } from './campaign-content.ts'

describe('sanitizeCampaignHtml', () => {
  it('keeps formatting and http(s)/mailto links, drops scripts, styles, handlers and other schemes', () => {
    const html = sanitizeCampaignHtml(
      '<p style="color:red" onmouseover="x()">Hi <b>there</b></p><script>bad()</script><style>p{}</style>' +
        '<a href="https://a.example">A</a><a href="mailto:x@y.example">M</a><a href="javascript:bad()">J</a>' +
        '<a href="data:text/html,x">D</a><iframe src="https://e.example"></iframe><img src="x" onerror="bad()">',
    )
    expect(html).not.toMatch(/script|style|onmouseover|onerror|javascript|data:|iframe|bad\(\)/)
    expect(html).toContain('<b>there</b>')
    expect(html).toContain('href="https://a.example"')
    expect(html).toContain('href="mailto:x@y.example"')
    expect(html).toContain('rel="noopener noreferrer"')
  })
})

describe('campaignText', () => {
  it('writes paragraphs on lines, list items with dashes and links with their address', () => {
    expect(
      campaignText(
        '<h1>News</h1><p>Read <a href="https://a.example/?a=1&amp;b=2">this</a> &amp; more</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('News\nRead this (https://a.example/?a=1&b=2) & more\n- One\n- Two')
  })
})

describe('renderCampaignMessage', () => {
  it('adds why, who and the unsubscribe link to both parts, escaped in the HTML', () => {
    const message = renderCampaignMessage(
      { html: '<p>Hi</p>', text: 'Hi' },
      {
        companyName: 'A & B',
        companyAddress: 'WV',
        unsubscribeUrl: 'https://x.example/u?token=t',
        listName: 'News',
      },
    )
    expect(message.html).toContain('A &amp; B')
    expect(message.html).toContain('<a href="https://x.example/u?token=t">Unsubscribe</a>')
    expect(message.text).toContain('Unsubscribe: https://x.example/u?token=t')
  })
})
