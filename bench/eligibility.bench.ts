// The eligibility engine in process: verdicts per second and p99 latency over 10,000 generated
// inputs (the property test's generator), beside a baseline that only validates each input, so the
// ratio says what the rules cost on this machine.
//   npm run bench
import {
  EligibilityInputSchema,
  evaluateEligibility,
  type EligibilityInput,
} from '#shared/domain/eligibility/index.ts'
import { makeRawInput, prng } from '#shared/domain/eligibility/sample-inputs.ts'

const COUNT = 10_000

function inputs(): EligibilityInput[] {
  const random = prng(7)
  const list: EligibilityInput[] = []
  while (list.length < COUNT) {
    const parsed = EligibilityInputSchema.safeParse(makeRawInput(random))
    if (parsed.success) list.push({ ...parsed.data, asOf: parsed.data.asOf ?? '2026-11-21' })
  }
  return list
}

function run(name: string, items: EligibilityInput[], work: (input: EligibilityInput) => unknown) {
  for (const input of items.slice(0, 500)) work(input) // warm-up
  const times = new Float64Array(items.length)
  const started = performance.now()
  items.forEach((input, i) => {
    const t0 = performance.now()
    work(input)
    times[i] = performance.now() - t0
  })
  const totalMs = performance.now() - started
  times.sort()
  return {
    name,
    perSecond: (items.length / totalMs) * 1000,
    p99Ms: times[Math.floor(items.length * 0.99)] ?? 0,
  }
}

const items = inputs()
const verdicts = new Map<string, number>()
const baseline = run('validate input only (baseline)', items, (input) => EligibilityInputSchema.parse(input))
const engine = run('validate + evaluateEligibility', items, (input) => {
  const result = evaluateEligibility(EligibilityInputSchema.parse(input))
  verdicts.set(result.verdict, (verdicts.get(result.verdict) ?? 0) + 1)
})

process.stdout.write(`\nEligibility engine in process, ${COUNT} generated inputs\n\n`)
process.stdout.write('| target | per second | p99 ms | per second vs baseline |\n|---|---|---|---|\n')
for (const r of [baseline, engine]) {
  process.stdout.write(
    `| ${r.name} | ${r.perSecond.toFixed(0)} | ${r.p99Ms.toFixed(3)} | ${(r.perSecond / baseline.perSecond).toFixed(3)}x |\n`,
  )
}
process.stdout.write(`\nverdicts: ${JSON.stringify(Object.fromEntries(verdicts))}\n`)
