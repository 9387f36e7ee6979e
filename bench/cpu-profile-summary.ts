// Self time by function and by file from a V8 .cpuprofile (node --cpu-prof), largest first: where
// the server's event loop spends its time under the bench's load (decision 019).
//   npx tsx bench/cpu-profile-summary.ts /tmp/prof/CPU.*.cpuprofile [rows]
import { readFileSync } from 'node:fs'

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [file, rowsArg] = process.argv.slice(2)
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [rows]')
const rows = Number(rowsArg ?? 30)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const selfMicros = new Map<number, number>()
profile.samples.forEach((id, i) =>
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
)
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0)

// node_modules/<pkg> (or the project path) names the owner of each file.
function owner(url: string): string {
  if (!url) return '(native)'
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (m?.[1]) return m[1]
  if (url.startsWith('node:')) return url
  return url.replace(/^file:\/\/.*?\/(server|shared|bench)\//, '$1/')
}

function table(title: string, keyOf: (n: Node) => string) {
  const sums = new Map<string, number>()
  for (const [id, micros] of selfMicros) {
    const node = byId.get(id)
    if (node) sums.set(keyOf(node), (sums.get(keyOf(node)) ?? 0) + micros)
  }
  process.stdout.write(`\n${title}\n`)
  for (const [key, micros] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    process.stdout.write(
      `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}\n`,
    )
  }
}

process.stdout.write(`${file}: ${(total / 1000).toFixed(0)} ms sampled\n`)
table('self time by package or file', (n) => owner(n.callFrame.url))
table(
  'self time by function',
  (n) =>
    `${n.callFrame.functionName || '(anonymous)'}  ${owner(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`,
)
