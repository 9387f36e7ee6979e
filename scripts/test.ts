// `npm test`: every kind of test, one phase after another, then a table of each phase's time and
// test count. `npm run check` (`--check`) runs lint, types and the format check first, side by side
// since each uses one core. With file or filter arguments it is a plain `vitest run` of those.
// docs/decisions/047-test-suite-speed.md
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

type Outcome = {
  name: string
  seconds: number
  ok: boolean
  passed?: number
  failed?: number
  skipped?: number
}

const args = process.argv.slice(2)
const withStaticChecks = args[0] === '--check'
const vitestArgs = withStaticChecks ? args.slice(1) : args

if (vitestArgs.length > 0) {
  process.exitCode = (await run('npx', ['vitest', 'run', ...vitestArgs])).code
} else {
  process.exitCode = await runAll()
}

async function runAll(): Promise<number> {
  const started = Date.now()
  const reports = mkdtempSync(path.join(tmpdir(), 'rr-test-reports-'))
  const outcomes: Outcome[] = []
  try {
    if (withStaticChecks) {
      outcomes.push(
        ...(await Promise.all([
          staticCheck('lint', ['run', 'lint']),
          staticCheck('types', ['run', 'typecheck']),
          staticCheck('format', ['run', 'format:check']),
        ])),
      )
    }
    const postgres = Boolean(process.env.TEST_DATABASE_URL)
    const phases: [string, string[]][] = [
      ['unit', ['unit*']],
      ['integration PGlite', ['integration']],
      ...(postgres ? ([['integration PostgreSQL', ['integration-postgres']]] as [string, string[]][]) : []),
      ['e2e', ['e2e*']],
      // Two server processes on one PostgreSQL, one killed mid-payment: alone, after the browser.
      ...(postgres ? ([['crash recovery PostgreSQL', ['crash-postgres']]] as [string, string[]][]) : []),
    ]
    for (const [name, projects] of phases) outcomes.push(await testPhase(name, projects, reports))
  } finally {
    rmSync(reports, { recursive: true, force: true })
  }
  printTable(outcomes, (Date.now() - started) / 1000)
  return outcomes.every((outcome) => outcome.ok) ? 0 : 1
}

async function staticCheck(name: string, npmArgs: string[]): Promise<Outcome> {
  const started = Date.now()
  // Side by side, so each one's output is held and printed whole when it ends.
  const { code, output } = await run('npm', npmArgs, { capture: true })
  process.stdout.write(`\n── ${name} ──\n${output}`)
  return { name, seconds: (Date.now() - started) / 1000, ok: code === 0 }
}

async function testPhase(name: string, projects: string[], reports: string): Promise<Outcome> {
  process.stdout.write(`\n── ${name} ──\n`)
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`)
  const started = Date.now()
  const { code } = await run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  const seconds = (Date.now() - started) / 1000
  const counts = readCounts(report)
  return { name, seconds, ok: code === 0 && counts !== undefined && counts.failed === 0, ...counts }
}

function readCounts(report: string) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      numPendingTests: number
      numTodoTests: number
    }
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    }
  } catch {
    // No report: the run stopped before any test (a config or setup error, printed above).
    return undefined
  }
}

function printTable(outcomes: Outcome[], total: number) {
  const width = Math.max(...outcomes.map((outcome) => outcome.name.length))
  const lines = outcomes.map((o) => {
    const tests = o.passed === undefined ? '' : `${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped`
    return `${o.name.padEnd(width)}  ${formatSeconds(o.seconds).padStart(7)}  ${o.ok ? 'ok    ' : 'FAILED'}  ${tests}`
  })
  const passed = outcomes.reduce((sum, o) => sum + (o.passed ?? 0), 0)
  const failed = outcomes.reduce((sum, o) => sum + (o.failed ?? 0), 0)
  const skipped = outcomes.reduce((sum, o) => sum + (o.skipped ?? 0), 0)
  process.stdout.write(
    `\n── phases ──\n${lines.join('\n')}\n${'all'.padEnd(width)}  ${formatSeconds(total).padStart(7)}\n` +
      // The closing line CI reads: 'N passed, N failed'.
      `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
  )
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return minutes
    ? `${minutes}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`
    : `${Math.round(seconds)}s`
}

function run(command: string, commandArgs: string[], { capture = false } = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, commandArgs, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    )
  })
}
