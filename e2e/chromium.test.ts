import { describe, expect, it } from 'vitest'
import { CHROMIUM, planInstall } from './chromium.ts'

describe('planInstall', () => {
  it('does nothing when every tool is installed', () => {
    expect(planInstall([], { isRoot: false, hasAptGet: false })).toEqual({ action: 'none' })
  })

  it('installs the missing packages with apt-get when running as root', () => {
    const plan = planInstall([CHROMIUM], { isRoot: true, hasAptGet: true })
    expect(plan).toMatchObject({ action: 'install', command: 'sh' })
    expect(plan.action === 'install' && plan.args[1]).toBe(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    )
  })

  it('stops with the exact command when it cannot install', () => {
    const plan = planInstall([CHROMIUM], { isRoot: false, hasAptGet: true })
    expect(plan).toEqual({
      action: 'stop',
      message:
        "The end-to-end tests need /usr/bin/chromium, which is not installed. Run:\n  sudo sh -c 'apt-get update && apt-get install -y chromium'\nthen run the tests again.",
    })
    const noApt = planInstall([CHROMIUM], { isRoot: true, hasAptGet: false })
    expect(noApt.action === 'stop' && noApt.message).toContain(
      'install the packages chromium (Debian: apt-get update && apt-get install -y chromium)',
    )
  })
})
