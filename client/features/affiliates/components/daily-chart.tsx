import { useId, useState } from 'react'
import type { AffiliateStats } from '#shared/contracts/affiliates.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { formatDay } from '../affiliate-format.ts'
import { peakOf, scaleBars } from '../daily-chart.ts'

type Point = AffiliateStats['daily'][number]
type Metric = 'clicks' | 'conversions' | 'revenueCents'

const METRICS: { id: Metric; label: string; format: (value: number) => string }[] = [
  { id: 'clicks', label: 'Clicks', format: String },
  { id: 'conversions', label: 'Conversions', format: String },
  { id: 'revenueCents', label: 'Revenue', format: (cents) => formatUsd(cents) },
]

const HEIGHT = 100
const SLOT = 10
const BAR = 7

/**
 * The last days as a bar chart of one metric at a time, drawn as plain SVG. The picture is one
 * image with a summary for screen readers; the same figures are in a table under it.
 */
export function DailyChart({ daily }: { daily: readonly Point[] }) {
  const [metricId, setMetricId] = useState<Metric>('clicks')
  const metric = METRICS.find((m) => m.id === metricId) ?? METRICS[0]!
  const values = daily.map((point) => point[metric.id])
  const { top, bars } = scaleBars(values, HEIGHT)
  const total = values.reduce((sum, value) => sum + value, 0)
  const peak = peakOf(daily, (point) => point[metric.id])
  const titleId = useId()
  const summaryId = useId()
  const first = daily[0]
  const last = daily.at(-1)
  const summary =
    first && last
      ? `${metric.label} per day from ${formatDay(first.day, 'long')} to ${formatDay(last.day, 'long')}: ${metric.format(total)} in total${peak ? `, the most on ${formatDay(peak.day, 'long')} (${metric.format(peak[metric.id])})` : ''}.`
      : 'No days to show yet.'

  return (
    <figure className="grid gap-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span id={titleId} className="text-lg font-semibold text-navy-950">
          {metric.label} by day
        </span>
        <span role="group" aria-label="Chart metric" className="flex flex-wrap gap-1">
          {METRICS.map((m) => (
            <Button
              key={m.id}
              size="sm"
              variant={m.id === metricId ? 'primary' : 'outline'}
              aria-pressed={m.id === metricId}
              onClick={() => setMetricId(m.id)}
            >
              {m.label}
            </Button>
          ))}
        </span>
      </figcaption>
      <p id={summaryId} className="text-sm text-navy-700">
        {summary}
      </p>
      {daily.length > 0 ? (
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
          <div
            aria-hidden="true"
            className="flex flex-col justify-between text-right text-xs text-navy-600 tabular-nums"
          >
            <span>{metric.format(top)}</span>
            <span>{metric.format(0)}</span>
          </div>
          <svg
            role="img"
            aria-labelledby={titleId}
            aria-describedby={summaryId}
            viewBox={`0 0 ${daily.length * SLOT} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full border-b border-l border-navy-300 bg-navy-50/50"
          >
            {bars.map((bar) => {
              const point = daily[bar.index]!
              return (
                <rect
                  key={point.day}
                  x={bar.index * SLOT + (SLOT - BAR) / 2}
                  y={bar.y}
                  width={BAR}
                  height={bar.height}
                  className="fill-navy-700"
                >
                  <title>{`${formatDay(point.day, 'long')}: ${metric.format(bar.value)}`}</title>
                </rect>
              )
            })}
          </svg>
          <div aria-hidden="true" className="col-start-2 flex justify-between pt-1 text-xs text-navy-600">
            <span>{first ? formatDay(first.day) : null}</span>
            <span>{last ? formatDay(last.day) : null}</span>
          </div>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-navy-800 underline underline-offset-4">
          Show the figures as a table
        </summary>
        <div role="region" aria-label="Daily figures" tabIndex={0} className="mt-3 max-h-80 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <thead className="sticky top-0 bg-white text-navy-700">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  Clicks
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  Conversions
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((point) => (
                <tr key={point.day} className="border-t border-navy-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatDay(point.day, 'long')}
                  </th>
                  <td className="py-1 pr-3 text-right">{point.clicks}</td>
                  <td className="py-1 pr-3 text-right">{point.conversions}</td>
                  <td className="py-1 text-right">{formatUsd(point.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
