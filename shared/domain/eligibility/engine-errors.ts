// An engine failure is answered with review, so the person is never shown a crash, but never
// silently: each one is counted, and handed to the reporter the server installs to log it. The
// report holds where the engine failed and the state, never the message or the answers, which may
// carry what the person wrote about their case.
import { RULES_VERSION } from './rules-version.ts'

export interface EngineErrorReport {
  /** The error's class, e.g. 'TypeError'. */
  readonly name: string
  /** The top frame of its stack ('at fn (file:line:column)'), when there is one. */
  readonly where: string | undefined
  readonly rulesVersion: string
  readonly stateCode: string
}

type Reporter = (report: EngineErrorReport) => void

let failures = 0
let reporter: Reporter | undefined

/** Counts a failure and hands it to the installed reporter (a reporter that throws is ignored). */
export function reportEngineError(error: unknown, stateCode: string): void {
  failures += 1
  const name = error instanceof Error ? error.name : typeof error
  const where =
    error instanceof Error
      ? error.stack
          ?.split('\n')
          .find((line) => line.trimStart().startsWith('at '))
          ?.trim()
      : undefined
  try {
    reporter?.({ name, where, rulesVersion: RULES_VERSION, stateCode })
  } catch {
    // Reporting must not turn a review answer into a failed request.
  }
}

/** How many evaluations have failed in this process. */
export function engineErrorCount(): number {
  return failures
}

/** Installs the reporter; returns the function that removes it. */
export function onEngineError(report: Reporter): () => void {
  reporter = report
  return () => {
    if (reporter === report) reporter = undefined
  }
}
