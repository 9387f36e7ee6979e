import { describe, expect, it } from 'vitest'
import { VIDEO_SCRIPT_WORDS, VIDEO_TOPICS, dailyVideoTopic } from '#shared/domain/video-topics.ts'
import { isUsableScript, templateScript, wordCount } from './video-scripts.ts'

// 80 characters, the longest angle the form takes.
const LONG_ANGLE = 'for veterans who left the service years ago and now want to hunt with their kids'

describe('templateScript', () => {
  it.each(VIDEO_TOPICS.map((topic) => topic.id))(
    '%s: says it is not a law firm and fits 20-30 s of voice with or without an angle',
    (topic) => {
      for (const angle of ['', 'busting myths', LONG_ANGLE]) {
        const script = templateScript(topic, angle, 'RightsRestore')
        expect(script).toMatch(/RightsRestore is a document-preparation service, not a law firm/)
        expect(wordCount(script)).toBeGreaterThanOrEqual(VIDEO_SCRIPT_WORDS.min)
        expect(wordCount(script)).toBeLessThanOrEqual(VIDEO_SCRIPT_WORDS.max)
        expect(isUsableScript(script)).toBe(true)
      }
    },
  )

  it('weaves the angle in after the opening line', () => {
    const script = templateScript('timelines', 'for busy parents.', 'RightsRestore')
    expect(script).toMatch(
      /^How long does firearm rights restoration take\? Today's angle: for busy parents\. Our part/,
    )
  })
})

describe('isUsableScript', () => {
  const base = templateScript('documents', '', 'RightsRestore')
  it('refuses a link, an address, markup, a wrong length or a missing disclaimer', () => {
    expect(isUsableScript(`${base} Visit https://example.com now.`)).toBe(false)
    expect(isUsableScript(`${base} Write to help@example.com.`)).toBe(false)
    expect(isUsableScript(`**${base}**`)).toBe(false)
    expect(isUsableScript('Too short, not a law firm.')).toBe(false)
    expect(isUsableScript(`${base} ${base}`)).toBe(false)
    expect(isUsableScript(base.replace('not a law firm', 'a firm'))).toBe(false)
  })
})

describe('dailyVideoTopic', () => {
  it('rotates through all ten topics on ten days in a row', () => {
    const days = Array.from({ length: 10 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 27 + i)).toISOString().slice(0, 10),
    )
    expect(new Set(days.map(dailyVideoTopic)).size).toBe(10)
    expect(dailyVideoTopic('2026-11-27')).toBe(dailyVideoTopic('2026-12-07'))
  })
})
