import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function openCase(cookie: string): Promise<string> {
  const res = await t.injectAs(cookie, { method: 'POST', url: '/api/cases', payload: federalWizardInput() })
  expect(res.statusCode).toBe(201)
  return res.json().id
}

function storageDir(): string {
  if (t.config.storage.kind !== 'local') throw new Error('the tests run on local storage')
  return t.config.storage.dir
}

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% test document\n')

describe('case documents', () => {
  it('stores a document and lets the owner list and download it', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const stored = await t.app.services.documents.storeDocument({
      caseId,
      userId: alice.user.id,
      kind: 'SIGNED_AGREEMENT',
      filename: 'Ünïcode name (1).pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes,
    })
    expect(stored.sizeBytes).toBe(pdfBytes.byteLength)
    expect(await t.app.services.documents.countDocuments(caseId)).toBe(1)

    const [row] = await t.db.db.select().from(documents).where(eq(documents.id, stored.id))
    expect(row?.storageKey).toMatch(new RegExp(`^cases/${caseId}/[0-9a-f-]{36}-Unicode-name-1-.pdf$`))
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/)

    const list = await t.injectAs(alice.cookie, { method: 'GET', url: `/api/case/${caseId}/documents` })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual({
      documents: [
        {
          id: stored.id,
          kind: 'SIGNED_AGREEMENT',
          kindLabel: 'Signed service agreement',
          filename: 'Ünïcode name (1).pdf',
          contentType: 'application/pdf',
          sizeBytes: pdfBytes.byteLength,
          uploadedBy: 'SYSTEM',
          reviewStatus: 'RECEIVED',
          reviewReason: null,
          createdAt: expect.any(String),
        },
      ],
    })

    const download = await t.injectAs(alice.cookie, {
      method: 'GET',
      url: `/api/documents/${stored.id}/download`,
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Unicode-name-1-.pdf"; filename*=UTF-8''${encodeURIComponent('Ünïcode name ')}%281%29.pdf`,
    )
    expect(download.headers['cache-control']).toBe('private, no-store')
    expect(new Uint8Array(download.rawPayload)).toEqual(pdfBytes)
  })

  it("answers 404 for another customer's case and document, and lets an admin read them", async () => {
    const alice = await t.signUp()
    const bob = await t.signUp()
    const caseId = await openCase(alice.cookie)
    const stored = await t.app.services.documents.storeDocument({
      caseId,
      userId: alice.user.id,
      kind: 'SIGNED_AGREEMENT',
      filename: 'agreement.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes,
    })
    for (const url of [`/api/case/${caseId}/documents`, `/api/documents/${stored.id}/download`]) {
      const res = await t.injectAs(bob.cookie, { method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('%PDF')
    }
    const admin = await t.createAdmin()
    for (const url of [`/api/case/${caseId}/documents`, `/api/documents/${stored.id}/download`]) {
      expect((await t.injectAs(admin.cookie, { method: 'GET', url })).statusCode, url).toBe(200)
    }
  })

  it('answers 401 signed out, 404 for unknown ids and 400 for malformed ones', async () => {
    const { cookie } = await t.signUp()
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const url of [`/api/case/${unknown}/documents`, `/api/documents/${unknown}/download`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
      expect((await t.injectAs(cookie, { method: 'GET', url })).statusCode, url).toBe(404)
    }
    const malformed = await t.injectAs(cookie, { method: 'GET', url: '/api/documents/not-an-id/download' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.message).toBe('Document not found')
  })

  it('removes the stored file when the document cannot be recorded', async () => {
    const alice = await t.signUp()
    const missingCase = '00000000-0000-4000-8000-00000000dead'
    await expect(
      t.app.services.documents.storeDocument({
        caseId: missingCase,
        userId: alice.user.id,
        kind: 'SIGNED_AGREEMENT',
        filename: 'orphan.pdf',
        contentType: 'application/pdf',
        bytes: pdfBytes,
      }),
    ).rejects.toThrow()
    const folder = path.join(storageDir(), 'cases', missingCase)
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([])
  })

  it('rolls the row back and removes the file when a write recorded with it fails', async () => {
    const alice = await t.signUp()
    const caseId = await openCase(alice.cookie)
    await expect(
      t.app.services.documents.storeDocument(
        {
          caseId,
          userId: alice.user.id,
          kind: 'SIGNED_AGREEMENT',
          filename: 'agreement.pdf',
          contentType: 'application/pdf',
          bytes: pdfBytes,
        },
        async () => {
          throw new Error('the signature could not be recorded')
        },
      ),
    ).rejects.toThrow('the signature could not be recorded')
    expect(await t.app.services.documents.countDocuments(caseId)).toBe(0)
    expect(readdirSync(path.join(storageDir(), 'cases', caseId))).toEqual([])
  })
})
