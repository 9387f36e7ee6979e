import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerReady } from '../http-shared.ts'

// The bench server process (bench/http-server.ts) as bench/http.bench.ts and bench/upload.bench.ts
// start and stop it, and the median they report.

/** Starts the bench server with `env` over this process's environment; resolves once it listens. */
export function startBenchServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'http-server.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    // Migrations and the first requests compile a lot of code; a busy machine needs minutes.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error('the bench server did not start in 5 minutes'))
    }, 300_000)
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)))
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve({ child, ready: message as ServerReady })
    })
  })
}

/** Asks the bench server to stop, killing it if it has not within 30 seconds. */
export function stopBenchServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.send('stop')
  })
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
