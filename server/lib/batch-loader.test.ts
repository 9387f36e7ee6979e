import { describe, expect, it } from 'vitest'
import { createBatchLoader } from './batch-loader.ts'

// A loadMany whose calls are recorded and answered by hand, so a test decides when a query returns.
function controlledSource() {
  const calls: Array<{ keys: string[]; answer(values: Record<string, string>): void; fail(e: Error): void }> =
    []
  const loadMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      calls.push({ keys, answer: (values) => resolve(new Map(Object.entries(values))), fail: reject })
    })
  return { calls, loadMany }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createBatchLoader', () => {
  it('reads the keys asked for in one turn in one query, each key once', async () => {
    const source = controlledSource()
    const loader = createBatchLoader(source.loadMany)
    const reads = Promise.all([loader.load('a'), loader.load('b'), loader.load('a')])
    await tick()
    expect(source.calls.map((c) => c.keys)).toEqual([['a', 'b']])
    source.calls[0]?.answer({ a: 'A', b: 'B' })
    expect(await reads).toEqual(['A', 'B', 'A'])
  })

  it('answers undefined for a key the query did not find', async () => {
    const source = controlledSource()
    const loader = createBatchLoader(source.loadMany)
    const read = loader.load('missing')
    await tick()
    source.calls[0]?.answer({})
    expect(await read).toBeUndefined()
  })

  it('never answers a key from a query sent before it was asked for', async () => {
    const source = controlledSource()
    const loader = createBatchLoader(source.loadMany)
    const first = loader.load('a')
    await tick()
    // Asked while the first query is out: it waits for a query of its own.
    const second = loader.load('a')
    const third = loader.load('b')
    await tick()
    expect(source.calls).toHaveLength(1)
    source.calls[0]?.answer({ a: 'old' })
    expect(await first).toBe('old')
    await tick()
    expect(source.calls.map((c) => c.keys)).toEqual([['a'], ['a', 'b']])
    source.calls[1]?.answer({ a: 'new', b: 'B' })
    expect(await Promise.all([second, third])).toEqual(['new', 'B'])
  })

  it('fails every read of a failed query, and the next batch still runs', async () => {
    const source = controlledSource()
    const loader = createBatchLoader(source.loadMany)
    const failed = Promise.allSettled([loader.load('a'), loader.load('b')])
    await tick()
    const later = loader.load('c')
    source.calls[0]?.fail(new Error('connection lost'))
    const settled = await failed
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected'])
    await tick()
    source.calls[1]?.answer({ c: 'C' })
    expect(await later).toBe('C')
  })

  it('splits a long queue into batches of at most maxBatch keys', async () => {
    const source = controlledSource()
    const loader = createBatchLoader(source.loadMany, { maxBatch: 2, maxInFlight: 2 })
    const reads = Promise.all(['a', 'b', 'c'].map((key) => loader.load(key)))
    await tick()
    expect(source.calls.map((c) => c.keys)).toEqual([['a', 'b'], ['c']])
    source.calls[0]?.answer({ a: 'A', b: 'B' })
    source.calls[1]?.answer({ c: 'C' })
    expect(await reads).toEqual(['A', 'B', 'C'])
  })
})
