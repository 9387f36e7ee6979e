/** One bar of the daily chart, in the chart's own units (0 at the top, `height` at the baseline). */
export type Bar = { index: number; value: number; y: number; height: number }

/** The smallest 1, 2 or 5 times a power of ten that is at least `value` (1 for nothing at all). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power
  }
  return 10 * power
}

/**
 * Scales `values` into bars `height` units tall at most, against a round top value so the axis
 * reads well. A value above zero always gets a sliver, so a small day is not mistaken for none.
 */
export function scaleBars(values: readonly number[], height: number): { top: number; bars: Bar[] } {
  const top = niceCeiling(Math.max(0, ...values))
  const bars = values.map((value, index) => {
    const scaled = value > 0 ? Math.max(1, (value / top) * height) : 0
    return { index, value, y: height - scaled, height: scaled }
  })
  return { top, bars }
}

/** The day and value of the highest bar (the first of equals), or null when every value is 0. */
export function peakOf<T>(points: readonly T[], valueOf: (point: T) => number): T | null {
  let peak: T | null = null
  for (const point of points) {
    if (valueOf(point) > 0 && (peak === null || valueOf(point) > valueOf(peak))) peak = point
  }
  return peak
}
