import { describe, expect, it } from 'vitest'
import { createBatchWriter } from './batch-writer.ts'

type FunnelEventRow = { step: 'WIZARD_STARTED' | 'VERDICT'; visitorHash: string; day: string }

const silent = { error() {} }
const row = (visitorHash: string, step: FunnelEventRow['step'] = 'VERDICT', day = '2026-11-27') => ({
  step,
  visitorHash,
  day,
})

const keyOf = (row: FunnelEventRow) => `${row.day}|${row.step}|${row.visitorHash}`
const failure = 'funnel steps not stored'

describe('the batch writer', () => {
  it('stores held steps in one batch, each visitor’s step once a day', async () => {
    const batches: FunnelEventRow[][] = []
    const recorder = createBatchWriter<FunnelEventRow>({
      insert: async (rows) => void batches.push(rows),
      keyOf,
      log: silent,
      failure,
      flushMs: 60_000,
    })
    recorder.record(row('a'))
    recorder.record(row('a'))
    recorder.record(row('a', 'WIZARD_STARTED'))
    recorder.record(row('a', 'VERDICT', '2026-11-28'))
    recorder.record(row('b'))
    expect(batches).toEqual([])
    await recorder.flush()
    expect(batches).toEqual([
      [row('a'), row('a', 'WIZARD_STARTED'), row('a', 'VERDICT', '2026-11-28'), row('b')],
    ])
    await recorder.flush()
    expect(batches).toHaveLength(1)
  })

  it('writes a full batch at once and the rest after the wait', async () => {
    const batches: FunnelEventRow[][] = []
    const recorder = createBatchWriter<FunnelEventRow>({
      insert: async (rows) => void batches.push(rows),
      keyOf,
      log: silent,
      failure,
      flushMs: 20,
      maxBatch: 2,
    })
    recorder.record(row('a'))
    recorder.record(row('b'))
    recorder.record(row('c'))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(batches).toEqual([[row('a'), row('b')], [row('c')]])
  })

  it('logs a failed write instead of throwing, and keeps recording', async () => {
    const errors: string[] = []
    let fail = true
    const stored: FunnelEventRow[] = []
    const recorder = createBatchWriter<FunnelEventRow>({
      insert: async (rows) => {
        if (fail) throw new Error('database down')
        stored.push(...rows)
      },
      keyOf,
      log: { error: (_details: object, message: string) => void errors.push(message) },
      failure,
      flushMs: 60_000,
    })
    recorder.record(row('a'))
    await recorder.flush()
    expect(errors).toEqual(['funnel steps not stored'])
    fail = false
    recorder.record(row('b'))
    await recorder.flush()
    expect(stored).toEqual([row('b')])
  })
})
