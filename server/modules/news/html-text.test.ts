import { describe, expect, it } from 'vitest'
import { stripHtml, truncateText } from './html-text.ts'

describe('stripHtml', () => {
  it('drops tags, scripts, styles and comments and separates blocks', () => {
    expect(
      stripHtml(
        '<p>One</p><p>Two<br>three</p><script>evil()</script><style>p{}</style><!-- c --><a href="x">link</a>',
      ),
    ).toBe('One Two three link')
  })

  it('decodes entities once, so encoded markup stays text', () => {
    expect(stripHtml('5 &lt; 6 &amp;lt;b&amp;gt;')).toBe('5 < 6 &lt;b&gt;')
  })

  it('drops an unterminated script to the end', () => {
    expect(stripHtml('safe <script>alert(1)')).toBe('safe')
  })
})

describe('truncateText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('the quick brown fox jumps', 15)).toBe('the quick…')
    expect(truncateText('short', 15)).toBe('short')
  })
})
