import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cases } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { FILE_ISSUES } from '#server/lib/file-inspection/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { issuesFromFields } from '#shared/contracts/documents.contract.ts'

// A tiny S3 stand-in on the loopback interface: the server's own requests must be signed in the
// Authorization header, the browser's PUT must carry a query signature and the server-side
// encryption header the signature names; objects are kept in memory with their encryption.
const objects = new Map<string, { body: Buffer; sse: string }>()
let server: Server
let t: TestApp
let pdf: Uint8Array<ArrayBuffer>

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.test')
    const presigned = url.searchParams.has('X-Amz-Signature')
    const signed = String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')
    const sse = String(request.headers['x-amz-server-side-encryption'] ?? '')
    if (!signed && !(presigned && sse === 'AES256')) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>')
      return
    }
    if (request.method === 'PUT') {
      objects.set(url.pathname, { body: await readBody(request), sse })
      response.writeHead(200).end()
    } else if (request.method === 'GET') {
      const object = objects.get(url.pathname)
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
      else response.writeHead(200, { 'content-length': object.body.length }).end(object.body)
    } else if (request.method === 'DELETE') {
      objects.delete(url.pathname)
      response.writeHead(204).end()
    } else {
      response.writeHead(405).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await buildTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'rr-files',
    S3_ACCESS_KEY_ID: 'AKIDTEST',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
  })
  const doc = await PDFDocument.create()
  doc.addPage()
  pdf = new Uint8Array(await doc.save())
})

afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

async function openCaseWithAddress() {
  const alice = await t.signUp()
  const created = await t.injectAs(alice.cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput(),
  })
  const caseId = created.json().id as string
  // Paid, waiting for its documents: a case that takes uploads (set directly, as payment would).
  await t.db.db.update(cases).set({ status: 'DOCS_PENDING' }).where(eq(cases.id, caseId))
  const res = await t.injectAs(alice.cookie, {
    method: 'POST',
    url: '/api/objects/upload',
    payload: { caseId },
  })
  expect(res.statusCode, res.body).toBe(200)
  return {
    alice,
    caseId,
    ...(res.json() as { uploadURL: string; objectId: string; uploadHeaders: Record<string, string> }),
  }
}

describe('document uploads to S3', () => {
  it('hands out a presigned PUT with the encryption header, then registers the object', async () => {
    const { alice, caseId, uploadURL, objectId, uploadHeaders } = await openCaseWithAddress()
    expect(new URL(uploadURL).pathname).toBe(`/rr-files/uploads/${objectId}`)
    expect(uploadHeaders).toEqual({ 'x-amz-server-side-encryption': 'AES256' })

    // Without the header the store refuses the browser's PUT.
    expect((await fetch(uploadURL, { method: 'PUT', body: pdf })).status).toBe(403)
    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: pdf,
      headers: { 'content-type': 'application/pdf', ...uploadHeaders },
    })
    expect(put.status).toBe(200)
    expect(objects.get(`/rr-files/uploads/${objectId}`)?.sse).toBe('AES256')

    const res = await t.injectAs(alice.cookie, {
      method: 'POST',
      url: `/api/case/${caseId}/documents`,
      payload: { objectId, kind: 'GOVERNMENT_ID', filename: 'id.pdf' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const download = await t.injectAs(alice.cookie, {
      method: 'GET',
      url: `/api/documents/${res.json().document.id}/download`,
    })
    expect(Buffer.from(download.rawPayload).equals(pdf)).toBe(true)
  })

  it('refuses an object over 10 MB put straight into the bucket without reading it', async () => {
    const { alice, caseId, objectId } = await openCaseWithAddress()
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20)
    big.write('%PDF-1.7\n')
    objects.set(`/rr-files/uploads/${objectId}`, { body: big, sse: 'AES256' })
    const res = await t.injectAs(alice.cookie, {
      method: 'POST',
      url: `/api/case/${caseId}/documents`,
      payload: { objectId, kind: 'OTHER', filename: 'big.pdf' },
    })
    expect(res.statusCode).toBe(400)
    expect(issuesFromFields(res.json().error.fields)).toEqual([FILE_ISSUES.tooLarge])
    expect(objects.has(`/rr-files/uploads/${objectId}`)).toBe(false)
  })
})
