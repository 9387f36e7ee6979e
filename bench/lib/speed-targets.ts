import type { Endpoint } from './http-targets.ts'

// The HTTP speed targets, set against each endpoint's own work (its reference row) rather than a
// bare route doing nothing, and on PostgreSQL, the production database
// (docs/decisions/019-fast-signed-in-api.md): every endpoint at least 0.8× its reference at 10
// connections and a p99 of at most 50 ms at 50; an endpoint with `minVsBare` (signed-in
// GET /api/auth/user, 0.25×) also holds that share of the bare route at 10 connections.
export const SPEED_TARGETS = {
  database: 'postgres',
  throughputConnections: 10,
  minVsReference: 0.8,
  latencyConnections: 50,
  maxP99Ms: 50,
} as const

export type Measured = { requestsPerSecond: number; p99Ms: number }

type Check = { target: string; actual: string; isMet: boolean }

function checksOf(row: {
  connections: number
  endpoint: Endpoint
  measured: Measured
  reference: Measured | undefined
  bare: Measured
}): Check[] {
  const { connections, endpoint, measured, reference, bare } = row
  const checks: Check[] = []
  if (connections === SPEED_TARGETS.throughputConnections) {
    if (reference) {
      const ratio = measured.requestsPerSecond / reference.requestsPerSecond
      checks.push({
        target: `≥ ${SPEED_TARGETS.minVsReference}× reference`,
        actual: `${ratio.toFixed(3)}× reference`,
        isMet: ratio >= SPEED_TARGETS.minVsReference,
      })
    }
    if (endpoint.minVsBare !== undefined) {
      const ratio = measured.requestsPerSecond / bare.requestsPerSecond
      checks.push({
        target: `≥ ${endpoint.minVsBare}× bare`,
        actual: `${ratio.toFixed(3)}× bare`,
        isMet: ratio >= endpoint.minVsBare,
      })
    }
  }
  if (connections === SPEED_TARGETS.latencyConnections) {
    checks.push({
      target: `p99 ≤ ${SPEED_TARGETS.maxP99Ms} ms`,
      actual: `p99 ${measured.p99Ms} ms`,
      isMet: measured.p99Ms <= SPEED_TARGETS.maxP99Ms,
    })
  }
  return checks
}

/**
 * The targets that apply to an endpoint's row: the table's check column ('—' where none applies)
 * and a line for each target missed, for the summary.
 */
export function checkTargets(row: {
  database: string
  connections: number
  endpoint: Endpoint
  measured: Measured
  reference: Measured | undefined
  bare: Measured
}): { column: string; checked: number; missed: string[] } {
  const checks = row.database === SPEED_TARGETS.database ? checksOf(row) : []
  return {
    column: checks.map((c) => `${c.isMet ? 'pass' : 'MISS'} ${c.target}`).join(', ') || '—',
    checked: checks.length,
    missed: checks
      .filter((c) => !c.isMet)
      .map(
        (c) =>
          `${row.database}, ${row.connections} connections: ${row.endpoint.name} at ${c.actual} (target ${c.target})`,
      ),
  }
}
