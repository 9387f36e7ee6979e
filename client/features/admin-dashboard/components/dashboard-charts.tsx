import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts'
import type { FunnelStepFigure, RevenueWeek } from '#shared/contracts/admin-dashboard.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { FUNNEL_STEP_NAMES, weekLabel } from '../dashboard-display.ts'

// The charts are pictures of the tables beside them: hidden from screen readers (the tables say
// the same), never focusable, and loaded only with the dashboard (docs/decisions/034).

const NAVY_700 = '#263e65'
const NAVY_500 = '#436497'
const RED_700 = '#b91c1c'
const GRID = '#d9e3f2'
const TICK = { fill: NAVY_700, fontSize: 12 }

function wholeDollars(cents: number): string {
  return formatUsd(Math.round(cents / 100) * 100)
}

/** Net revenue per week, a bar per week; a week with refunds above payments goes below zero. */
export function RevenueChart({ weeks }: { weeks: RevenueWeek[] }) {
  const data = weeks.map((week) => ({ label: weekLabel(week.weekStart), net: week.netCents }))
  return (
    <div aria-hidden="true" className="h-56 w-full sm:h-64">
      <BarChart
        responsive
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={TICK} tickLine={false} interval="preserveStartEnd" />
        <YAxis tick={TICK} tickFormatter={wholeDollars} width={72} tickLine={false} axisLine={false} />
        <Bar dataKey="net" isAnimationActive={false}>
          {data.map((week) => (
            <Cell key={week.label} fill={week.net < 0 ? RED_700 : NAVY_500} />
          ))}
        </Bar>
      </BarChart>
    </div>
  )
}

/** The funnel's steps as horizontal bars, widest first. */
export function FunnelChart({ steps }: { steps: FunnelStepFigure[] }) {
  const data = steps.map((step) => ({ label: FUNNEL_STEP_NAMES[step.step], count: step.count }))
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <BarChart
        responsive
        layout="vertical"
        data={data}
        accessibilityLayer={false}
        margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis type="number" allowDecimals={false} tick={TICK} tickLine={false} />
        <YAxis type="category" dataKey="label" tick={TICK} width={104} tickLine={false} axisLine={false} />
        <Bar dataKey="count" fill={NAVY_700} isAnimationActive={false} />
      </BarChart>
    </div>
  )
}
