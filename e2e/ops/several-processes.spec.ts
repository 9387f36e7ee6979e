// Acceptance (issue 29, findings A and B): two real server processes on one PostgreSQL database.
// With files on each one's own disk they refuse to start; on shared storage a document uploaded
// through one is read through the other, and a sign-out, a disabled account or a changed password
// on one is refused by the other within a second, also after the first is killed with SIGKILL.
// Runs in the crash-postgres project, only when TEST_DATABASE_URL names a PostgreSQL server.
//
// The shared storage is a deliberate stand-in: this machine has no S3-compatible server, so both
// processes run with SINGLE_PROCESS=true on one DATA_DIR, whose files/ folder plays the bucket
// every process reads (docs/decisions/059-several-processes-and-production-checks.md).
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type DbHandle } from '#server/db/client.ts'
import { cases, users } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import {
  createTestDatabase,
  killServer,
  productionEnv,
  ServerExitedError,
  serverProcess,
  startServer,
  stopServer,
  type ServerProcess,
} from './server-processes.ts'

const SESSION_SECRET = randomBytes(32).toString('base64url')
const REVOKED_WITHIN_MS = 1000

let database: { url: string; drop(): Promise<void> } | undefined
let handle: DbHandle | undefined
const folders: string[] = []
let a: ServerProcess
let b: ServerProcess

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rr-procs-'))
  folders.push(dir)
  return dir
}

describe('two servers on one PostgreSQL: files and revocations', () => {
  beforeAll(async () => {
    database = await createTestDatabase('rr_procs')
    a = await serverProcess('A')
    b = await serverProcess('B')
  })

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServer))
    await handle?.close()
    await database?.drop()
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('refuses to start either process with files on its own disk and SINGLE_PROCESS unset', async () => {
    for (const server of [a, b]) {
      const env = { ...productionEnv(server, database!.url, SESSION_SECRET), DATA_DIR: await folder() }
      const outcome = await startServer(server, env).then(
        () => null,
        (error: unknown) => error,
      )
      // Started after all: stopped at once, so the next start finds its port free.
      if (outcome === null) await stopServer(server)
      expect(outcome, `server ${server.name} started`).toBeInstanceOf(ServerExitedError)
      const refused = outcome as ServerExitedError
      expect(refused.exitCode).toBe(1)
      expect(refused.output).toContain('another server process on the same database cannot read them')
      expect(refused.output).toContain('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY')
      expect(refused.output).toContain('SINGLE_PROCESS=true')
    }
  })

  describe('on shared storage', () => {
    let documentUrl: string
    let documentBytes: Uint8Array
    let owner: string

    beforeAll(async () => {
      const shared = await folder()
      // One after the other: the first applies the migrations.
      for (const server of [a, b]) {
        await startServer(server, {
          ...productionEnv(server, database!.url, SESSION_SECRET),
          SINGLE_PROCESS: 'true',
          DATA_DIR: shared,
          JOBS_ENABLED: 'false',
          // Every client is 127.0.0.1: the per-address limits would measure the test.
          SIGN_UP_LIMIT_PER_HOUR: '100000',
          API_RATE_LIMIT_PER_MINUTE: '1000000',
        })
      }
      handle = await createDb({ databaseUrl: database!.url })
    })

    it('a document uploaded through one process is read through the other', async () => {
      const customer = await signUp(a)
      owner = customer.cookie
      const created = await call(a, 'POST', '/api/cases', { cookie: owner, body: federalWizardInput() })
      expect(created.status, created.text).toBe(201)
      const caseId = created.json.id as string
      // A paid case waiting for its documents, as payment would leave it.
      await handle!.db.update(cases).set({ status: 'DOCS_PENDING' }).where(eq(cases.id, caseId))

      documentBytes = await courtRecordPdf()
      const address = await call(a, 'POST', '/api/objects/upload', { cookie: owner, body: { caseId } })
      expect(address.status, address.text).toBe(200)
      const put = await call(a, 'PUT', address.json.uploadURL as string, {
        cookie: owner,
        raw: documentBytes,
        contentType: 'application/pdf',
      })
      expect(put.status, put.text).toBe(200)
      const registered = await call(a, 'POST', `/api/case/${caseId}/documents`, {
        cookie: owner,
        body: { objectId: address.json.objectId, kind: 'OTHER', filename: 'court-record.pdf' },
      })
      expect(registered.status, registered.text).toBe(201)
      documentUrl = `/api/documents/${(registered.json.document as { id: string }).id}/download`

      const download = await call(b, 'GET', documentUrl, { cookie: owner })
      expect(download.status, download.text).toBe(200)
      expect(download.bytes).toEqual(documentBytes)
    })

    it('a sign-out through one process is refused by the other within a second', async () => {
      const { cookie } = await signUp(a)
      expect((await me(b, cookie)).status).toBe(200)
      expect((await call(a, 'POST', '/api/auth/sign-out', { cookie })).status).toBe(204)
      expect(await refusedWithin(b, cookie)).toBeLessThan(REVOKED_WITHIN_MS)
    })

    it('an account disabled through one process is refused by the other within a second', async () => {
      const customer = await signUp(a)
      const admin = await adminSession(a)
      expect((await me(b, customer.cookie)).status).toBe(200)
      const disabled = await call(a, 'POST', `/api/admin/people/${customer.userId}/disable`, {
        cookie: admin,
        body: { reason: 'Disabled by the several-processes test' },
      })
      expect(disabled.status, disabled.text).toBe(200)
      expect(await refusedWithin(b, customer.cookie)).toBeLessThan(REVOKED_WITHIN_MS)
    })

    it("a password changed through one process ends the account's other sessions on the other within a second", async () => {
      const customer = await signUp(a)
      const otherDevice = await signIn(b, customer.email, customer.password)
      expect((await me(b, otherDevice)).status).toBe(200)
      const changed = await call(a, 'POST', '/api/account/password', {
        cookie: customer.cookie,
        body: {
          currentPassword: customer.password,
          newPassword: `Changed ${randomBytes(12).toString('base64url')}`,
        },
      })
      expect(changed.status, changed.text).toBe(200)
      expect(await refusedWithin(b, otherDevice)).toBeLessThan(REVOKED_WITHIN_MS)
    })

    it('after the first process is killed with SIGKILL, the other still reads the file and the sessions', async () => {
      const customer = await signUp(a)
      await killServer(a)
      const download = await call(b, 'GET', documentUrl, { cookie: owner })
      expect(download.status, download.text).toBe(200)
      expect(download.bytes).toEqual(documentBytes)
      expect((await me(b, customer.cookie)).status).toBe(200)
      expect((await call(b, 'POST', '/api/auth/sign-out', { cookie: customer.cookie })).status).toBe(204)
      expect((await me(b, customer.cookie)).status).toBe(401)
    })
  })
})

type CallResult = {
  status: number
  text: string
  json: Record<string, unknown>
  bytes: Uint8Array
  setCookie: string[]
}

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { cookie?: string; body?: unknown; raw?: Uint8Array; contentType?: string } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { origin: server.baseURL }
  if (options.cookie) headers.cookie = options.cookie
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.contentType) headers['content-type'] = options.contentType
  const response = await fetch(`${server.baseURL}${url}`, {
    method,
    headers,
    body: options.raw
      ? new Uint8Array(options.raw)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: response.status, text, json, bytes, setCookie: response.headers.getSetCookie() }
}

function me(server: ServerProcess, cookie: string) {
  return call(server, 'GET', '/api/auth/user', { cookie })
}

// How long after the revocation the server first answered 401; the deadline when it never did.
async function refusedWithin(server: ServerProcess, cookie: string): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < REVOKED_WITHIN_MS) {
    if ((await me(server, cookie)).status === 401) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return REVOKED_WITHIN_MS
}

async function signUp(server: ServerProcess) {
  const email = `procs.${randomBytes(6).toString('hex')}@example.com`
  const password = `Procs ${randomBytes(12).toString('base64url')}`
  const res = await call(server, 'POST', '/api/auth/sign-up', {
    body: { firstName: 'Pat', lastName: 'Processes', email, password },
  })
  expect(res.status, res.text).toBe(201)
  return {
    email,
    password,
    userId: (res.json.user as { id: string }).id,
    cookie: sessionCookie(res.setCookie),
  }
}

async function signIn(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/sign-in', { body: { email, password } })
  expect(res.status, res.text).toBe(200)
  return sessionCookie(res.setCookie)
}

// Production seeds no admin: a customer made one in the database, then signed in afresh.
async function adminSession(server: ServerProcess): Promise<string> {
  const person = await signUp(server)
  await handle!.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, person.userId))
  return signIn(server, person.email, person.password)
}

function sessionCookie(setCookie: string[]): string {
  return setCookie
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ')
}

async function courtRecordPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText('Judgment of conviction, certified copy', { font, x: 50, y: 700 })
  return doc.save()
}
