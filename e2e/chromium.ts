import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserServer } from 'playwright-core'

export const CHROMIUM_PATH = '/usr/bin/chromium'
// Debian's build of Chromium's headless shell (the old headless mode, from the same source package):
// the browser the end-to-end run shares. Without the full browser's window and tab machinery it
// spends about a third of the CPU on each page, which on two cores is most of the run
// (docs/decisions/047-test-suite-speed.md).
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

// Debian's Chromium without a sandbox, a GPU or the background traffic a test run has no use for.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Starts the system's full Chromium headless, with `extraArgs` after the usual flags (Lighthouse). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] })
}

/**
 * Starts the system's Chromium headless shell behind a Playwright server on the loopback address,
 * for the end-to-end run's spec files to share: each connects with `chromium.connect(wsEndpoint())`
 * and sees only the contexts it opens.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: HEADLESS_SHELL_PATH,
    args: CHROMIUM_ARGS,
    host: '127.0.0.1',
  })
}

/** A program the tests run, and the Debian package that provides it. */
export type SystemTool = { executable: string; aptPackage: string }

export const CHROMIUM: SystemTool = { executable: CHROMIUM_PATH, aptPackage: 'chromium' }
export const HEADLESS_SHELL: SystemTool = {
  executable: HEADLESS_SHELL_PATH,
  aptPackage: 'chromium-headless-shell',
}

export type InstallPlan =
  | { action: 'none' }
  | { action: 'install'; command: string; args: string[] }
  | { action: 'stop'; message: string }

/**
 * What to do about missing tools: nothing, install them with apt-get (root with apt-get only), or
 * stop at once with the exact command for someone who can.
 */
export function planInstall(
  missing: SystemTool[],
  machine: { isRoot: boolean; hasAptGet: boolean },
): InstallPlan {
  if (missing.length === 0) return { action: 'none' }
  const packages = missing.map((tool) => tool.aptPackage)
  const install = `apt-get update && apt-get install -y ${packages.join(' ')}`
  if (machine.isRoot && machine.hasAptGet) {
    return {
      action: 'install',
      command: 'sh',
      args: [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
      ],
    }
  }
  const names = missing.map((tool) => tool.executable).join(', ')
  const how = machine.hasAptGet
    ? `sudo sh -c '${install}'`
    : `install the packages ${packages.join(', ')} (Debian: ${install})`
  return {
    action: 'stop',
    message: `The end-to-end tests need ${names}, which is not installed. Run:\n  ${how}\nthen run the tests again.`,
  }
}

/**
 * Makes sure the tools the end-to-end tests run are installed: as root with apt-get it installs
 * them, otherwise it throws at once with the command to run (README: `npm ci && npm test`).
 */
export async function ensureSystemTools(tools: SystemTool[] = [CHROMIUM]): Promise<void> {
  const missing = tools.filter((tool) => !isExecutable(tool.executable))
  const plan = planInstall(missing, {
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
  })
  if (plan.action === 'none') return
  if (plan.action === 'stop') throw new Error(plan.message)
  process.stderr.write(
    `Installing ${missing.map((tool) => tool.aptPackage).join(', ')} for the end-to-end tests\n`,
  )
  const child = spawn(plan.command, plan.args, { stdio: ['ignore', 'ignore', 'inherit'] })
  const [code] = (await once(child, 'exit')) as [number | null]
  const stillMissing = tools.filter((tool) => !isExecutable(tool.executable))
  if (code !== 0 || stillMissing.length > 0) {
    const retry = planInstall(stillMissing.length ? stillMissing : missing, {
      isRoot: false,
      hasAptGet: true,
    })
    throw new Error(
      `Installing failed (exit ${code}). ${retry.action === 'stop' ? retry.message : 'Install the packages by hand.'}`,
    )
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, command)))
}
