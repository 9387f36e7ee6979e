import { spawn } from 'node:child_process'
import { VideoRenderError, VideoToolMissingError } from './index.ts'

export type RunToolOptions = {
  /** Killed (SIGKILL) after this long, and the run fails. */
  timeoutMs: number
  cwd?: string
  /** Each complete line the tool writes to stdout, as it comes. */
  onStdoutLine?: (line: string) => void
}

/** What a tool printed on stderr is kept up to this size, for the error message. */
const STDERR_KEEP = 4000

/**
 * Runs one command-line tool with an argument array (never through a shell, so no text in the
 * arguments is ever interpreted), kills it when it runs past its time, and fails with a clear
 * message when it is missing or exits with an error.
 */
export function runTool(command: string, args: readonly string[], options: RunToolOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
      windowsHide: true,
    })
    let stderr = ''
    let pending = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs)

    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      if (!options.onStdoutLine) return
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) options.onStdoutLine(line.trimEnd())
    })
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP)
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      if (error.code === 'ENOENT') {
        reject(
          new VideoToolMissingError(
            `${command} is not installed on this server (or not on its PATH): install it to render videos.`,
          ),
        )
      } else {
        reject(new VideoRenderError(`${command} could not be started: ${error.message}`))
      }
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (timedOut) {
        reject(
          new VideoRenderError(
            `${command} took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped.`,
          ),
        )
      } else if (code !== 0) {
        const last = lastLine(stderr)
        reject(
          new VideoRenderError(
            `${command} failed (${signal ? `signal ${signal}` : `exit code ${code}`})${last ? `: ${last}` : ''}`,
          ),
        )
      } else {
        if (pending && options.onStdoutLine) options.onStdoutLine(pending.trimEnd())
        resolve()
      }
    })
  })
}

function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return (lines.at(-1) ?? '').slice(0, 300)
}
