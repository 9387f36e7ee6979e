// The eligibility engine in process: verdicts per second and p99 latency over 10,000 generated
// inputs (the property test's generator), beside a baseline that only validates each input, so the
// ratio says what the rules cost on this machine. One full pass of each warms the JIT; then both
// are timed in alternating rounds and the median round is reported, since one round on this noisy
// machine proves little.
//   npm run bench
import {
  EligibilityInputSchema,
  evaluateEligibility,
  type EligibilityInput,
} from '#shared/domain/eligibility/index.ts'
import { makeRawInput, prng } from '#shared/domain/eligibility/sample-inputs.ts'
import { median } from './lib/bench-server.ts'

const COUNT = 10_000
const ROUNDS = 7
/** The engine's speed when issue 6 was filed: it must not get slower. */
const FLOOR_PER_SECOND = 15_151

function inputs(): EligibilityInput[] {
  const random = prng(7)
  const list: EligibilityInput[] = []
  while (list.length < COUNT) {
    const parsed = EligibilityInputSchema.safeParse(makeRawInput(random))
    if (parsed.success) list.push({ ...parsed.data, asOf: parsed.data.asOf ?? '2026-11-21' })
  }
  return list
}

interface Round {
  readonly perSecond: number
  readonly p99Ms: number
}

function round(items: readonly EligibilityInput[], work: (input: EligibilityInput) => unknown): Round {
  const times = new Float64Array(items.length)
  const started = performance.now()
  for (let i = 0; i < items.length; i++) {
    const t0 = performance.now()
    work(items[i]!)
    times[i] = performance.now() - t0
  }
  const totalMs = performance.now() - started
  times.sort()
  return { perSecond: (items.length / totalMs) * 1000, p99Ms: times[Math.floor(items.length * 0.99)] ?? 0 }
}

const items = inputs()
const verdicts = new Map<string, number>()
const validate = (input: EligibilityInput) => EligibilityInputSchema.parse(input)
const evaluate = (input: EligibilityInput) => {
  const result = evaluateEligibility(EligibilityInputSchema.parse(input))
  verdicts.set(result.verdict, (verdicts.get(result.verdict) ?? 0) + 1)
}
round(items, validate)
round(items, evaluate)
verdicts.clear()
const rounds = { baseline: [] as Round[], engine: [] as Round[] }
for (let r = 0; r < ROUNDS; r++) {
  rounds.baseline.push(round(items, validate))
  rounds.engine.push(round(items, evaluate))
}

const rows = [
  { name: 'validate input only (baseline)', list: rounds.baseline },
  { name: 'validate + evaluateEligibility', list: rounds.engine },
].map((r) => ({
  ...r,
  perSecond: median(r.list.map((x) => x.perSecond)),
  p99Ms: median(r.list.map((x) => x.p99Ms)),
}))
const baseline = rows[0]!.perSecond
process.stdout.write(
  `\nEligibility engine in process, ${COUNT} generated inputs, median of ${ROUNDS} rounds after a warm-up round\n\n`,
)
process.stdout.write('| target | per second | p99 ms | per second vs baseline | rounds (per second) |\n')
process.stdout.write('|---|---|---|---|---|\n')
for (const r of rows) {
  process.stdout.write(
    `| ${r.name} | ${r.perSecond.toFixed(0)} | ${r.p99Ms.toFixed(3)} | ${(r.perSecond / baseline).toFixed(3)}x | ${r.list.map((x) => x.perSecond.toFixed(0)).join(', ')} |\n`,
  )
}
// Each verdict counted once per round.
process.stdout.write(
  `\nverdicts per round: ${JSON.stringify(Object.fromEntries([...verdicts].map(([k, v]) => [k, v / ROUNDS])))}\n`,
)
const engine = rows[1]!.perSecond
if (engine < FLOOR_PER_SECOND) {
  process.stdout.write(`\nFAIL: ${engine.toFixed(0)} verdicts/s is under ${FLOOR_PER_SECOND}\n`)
  process.exitCode = 1
}
