import { describe, expect, it } from 'vitest'
import { niceCeiling, peakOf, scaleBars } from './daily-chart.ts'

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [50, 50],
    [51, 100],
    [239_800, 500_000],
  ])('%d rounds up to %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected)
  })
})

describe('scaleBars', () => {
  it('scales against the round top value, the baseline at the bottom', () => {
    const { top, bars } = scaleBars([0, 5, 10], 100)
    expect(top).toBe(10)
    expect(bars).toEqual([
      { index: 0, value: 0, y: 100, height: 0 },
      { index: 1, value: 5, y: 50, height: 50 },
      { index: 2, value: 10, y: 0, height: 100 },
    ])
  })

  it('gives a tiny value a visible sliver and nothing a zero-height bar', () => {
    const { bars } = scaleBars([1, 1000, 0], 100)
    expect(bars[0]!.height).toBe(1)
    expect(bars[2]!.height).toBe(0)
  })

  it('draws an all-zero series flat against a top of 1', () => {
    const { top, bars } = scaleBars([0, 0], 100)
    expect(top).toBe(1)
    expect(bars.every((bar) => bar.height === 0)).toBe(true)
  })
})

describe('peakOf', () => {
  it('finds the first highest point, and none when all are zero', () => {
    const points = [
      { day: 'a', n: 2 },
      { day: 'b', n: 3 },
      { day: 'c', n: 3 },
    ]
    expect(peakOf(points, (p) => p.n)?.day).toBe('b')
    expect(peakOf([{ day: 'a', n: 0 }], (p) => p.n)).toBeNull()
  })
})
