import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { PASSWORD_TOO_GUESSABLE_MESSAGE } from '#shared/domain/person-fields.ts'

const run = promisify(execFile)

function adminCreate(args: string[]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-admin-create-'))
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
  })
}

describe('npm run admin:create', () => {
  it('takes a password that begins with a dash in the --password= form', { timeout: 180_000 }, async () => {
    const { stdout } = await adminCreate(['--email=owner@example.com', '--password=-Tik44cGbEj0brNQBKL5Qoak'])
    expect(stdout).toBe('Created admin owner@example.com\n')
  })

  it('refuses a common password with the plain-words message', { timeout: 180_000 }, async () => {
    const failure = await adminCreate(['--email', 'owner@example.com', '--password', 'password']).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failure).toMatchObject({ code: 1, stdout: '' })
    expect((failure as { stderr: string }).stderr).toContain(`--password: ${PASSWORD_TOO_GUESSABLE_MESSAGE}`)
  })
})
