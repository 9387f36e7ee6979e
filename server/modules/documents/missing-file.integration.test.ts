import { describe, expect, it } from 'vitest'
import { MISSING_FILE_MESSAGE } from '#server/adapters/storage/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { fd258Pdf } from '#server/modules/fingerprints/test-files.ts'
import { useTwoProcesses } from '#server/test/second-process.ts'

// A stored file read through a process that does not have it (finding A of issue 29): two processes
// on one database, each with its own disk, the setup the configuration now refuses without S3. A
// row whose bytes are missing answers 404 in words, never 500
// (docs/decisions/059-several-processes-and-production-checks.md).

const two = useTwoProcesses()

async function openCase(cookie: string): Promise<string> {
  const res = await two.a.injectAs(cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput(),
  })
  expect(res.statusCode).toBe(201)
  return res.json().id
}

describe('a file missing from storage', () => {
  it('GET /api/documents/:id/download answers 404 in words through a process without the file', async () => {
    const alice = await two.a.signUp()
    const caseId = await openCase(alice.cookie)
    const stored = await two.a.app.services.documents.storeDocument({
      caseId,
      userId: alice.user.id,
      kind: 'SIGNED_AGREEMENT',
      filename: 'agreement.pdf',
      contentType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.7\n% test document\n'),
    })
    const url = `/api/documents/${stored.id}/download`
    expect((await two.a.injectAs(alice.cookie, { method: 'GET', url })).statusCode).toBe(200)
    const res = await two.b.inject({ method: 'GET', url, headers: { cookie: alice.cookie } })
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toMatchObject({ code: 'not_found', message: MISSING_FILE_MESSAGE })
  })

  it('GET /api/fingerprints/:id/download answers 404 in words through a process without the file', async () => {
    const alice = await two.a.signUp()
    const caseId = await openCase(alice.cookie)
    await two.a.app.services.fingerprints.ingestFingerprintFiles({
      caseId,
      source: 'CASE_PAGE',
      files: [{ filename: 'card.pdf', contentType: 'application/pdf', bytes: await fd258Pdf() }],
    })
    const list = await two.a.injectAs(alice.cookie, {
      method: 'GET',
      url: `/api/case/${caseId}/fingerprints`,
    })
    const [fingerprint] = list.json().fingerprints as Array<{ id: string }>
    const url = `/api/fingerprints/${fingerprint!.id}/download`
    expect((await two.a.injectAs(alice.cookie, { method: 'GET', url })).statusCode).toBe(200)
    const res = await two.b.inject({ method: 'GET', url, headers: { cookie: alice.cookie } })
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toMatchObject({ code: 'not_found', message: MISSING_FILE_MESSAGE })
  })
})
