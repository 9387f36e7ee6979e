import { describe, expect, it } from 'vitest'
import type { SocialPost } from '#shared/contracts/social.contract.ts'
import { formatRate, localInputToIso, postPlatforms } from './social-labels.ts'

const post = (overrides: Partial<SocialPost>): SocialPost => ({
  id: 'p1',
  content: 'Hello',
  mediaUrl: null,
  channels: ['site', 'buffer'],
  scheduledFor: '2030-01-01T00:00:00.000Z',
  status: 'PENDING',
  platform: null,
  attempts: 0,
  errorMessage: null,
  newsItemId: null,
  publishedAt: null,
  createdAt: '2029-12-31T00:00:00.000Z',
  ...overrides,
})

describe('social labels', () => {
  it('names where a post went, or where it is planned to go', () => {
    expect(postPlatforms(post({ status: 'PUBLISHED', platform: 'site' }))).toEqual({
      isPlanned: false,
      names: 'Site news, Buffer',
    })
    expect(postPlatforms(post({ channels: ['site'] }))).toEqual({ isPlanned: true, names: 'Site news' })
  })

  it('shows a rate as a percentage and reads a local time as an ISO time', () => {
    expect(formatRate(0)).toBe('0%')
    expect(formatRate(0.125)).toBe('12.5%')
    expect(formatRate(1)).toBe('100%')
    expect(localInputToIso('')).toBe('')
    expect(localInputToIso('nonsense')).toBe('')
    expect(localInputToIso('2030-01-02T03:04:05')).toBe(new Date(2030, 0, 2, 3, 4, 5).toISOString())
  })
})
