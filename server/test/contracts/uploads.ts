import { randomBytes } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'

/**
 * Bodies that are not JSON, for the contract entries marked `upload` (docs/decisions/026-fingerprint-uploads.md):
 * a valid one to send, and the broken ones every such route must refuse with a 4xx and the error
 * envelope, storing nothing.
 */

export type UploadFilePart = { field: string; filename: string; contentType: string; bytes: Uint8Array }

/** A valid upload for a route: form fields and files, or the bytes of one file. */
export type UploadBody =
  | { kind: 'multipart'; fields: Record<string, string>; files: UploadFilePart[] }
  | { kind: 'raw'; contentType: string; bytes: Uint8Array }

// The smallest valid PDF pdf.js opens: what a route gets when the world names no upload of its own.
const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** A generic valid upload of the kind, for a route the world has no upload for. */
export function defaultUpload(kind: 'multipart' | 'raw'): UploadBody {
  return kind === 'raw'
    ? { kind, contentType: 'application/pdf', bytes: TINY_PDF }
    : {
        kind,
        fields: {},
        files: [{ field: 'files[]', filename: 'file.pdf', contentType: 'application/pdf', bytes: TINY_PDF }],
      }
}

type Part = { name: string; value: string } | UploadFilePart

/** A multipart/form-data body of these parts, in this order. */
export function multipartPayload(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`))
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`))
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        Buffer.from(part.bytes),
        Buffer.from('\r\n'),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

function fieldParts(fields: Record<string, string>): Array<{ name: string; value: string }> {
  return Object.entries(fields).map(([name, value]) => ({ name, value }))
}

/** The headers and payload of an upload, as app.inject takes them. */
export function uploadRequest(upload: UploadBody): Pick<InjectOptions, 'headers' | 'payload'> {
  if (upload.kind === 'raw') {
    return { headers: { 'content-type': upload.contentType }, payload: Buffer.from(upload.bytes) }
  }
  const boundary = `----rr${randomBytes(8).toString('hex')}`
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartPayload([...fieldParts(upload.fields), ...upload.files], boundary),
  }
}

/** A bad request and what makes it bad (as in mutations.ts). */
export type BadUpload = { label: string; options: InjectOptions }

/** More than any route takes in one request (the upload page's ten files). */
const TOO_MANY_FILES = FILE_LIMITS.maxFiles.uploadPage + 1

/**
 * The broken uploads a route marked `upload` must refuse: for multipart, bodies that are not
 * multipart, cut off or unterminated, too many files or fields, a file over the 10 MB limit, files
 * before the fields that say whose they are, prototype keys; for raw, an empty body and one over
 * the limit. A raw upload's declared type is not an attack: the content decides what a file is
 * when it is registered (docs/decisions/023-uploads-and-files-at-rest.md).
 */
export function fixedUploadAttacks(base: InjectOptions, upload: UploadBody): BadUpload[] {
  const over = new Uint8Array(FILE_LIMITS.maxBytes + 1024)
  if (upload.kind === 'raw') {
    return [
      {
        label: 'empty raw body',
        options: { ...base, headers: { 'content-type': upload.contentType }, payload: '' },
      },
      {
        label: 'raw body over the file limit',
        options: { ...base, headers: { 'content-type': upload.contentType }, payload: Buffer.from(over) },
      },
    ]
  }
  const boundary = `----rr${randomBytes(8).toString('hex')}`
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` }
  const fields = fieldParts(upload.fields)
  const file = upload.files[0]!
  const valid = multipartPayload([...fields, ...upload.files], boundary)
  const body = (parts: Part[]) => multipartPayload(parts, boundary)
  const attacks: BadUpload[] = [
    {
      label: 'JSON instead of multipart',
      options: { ...base, headers: { 'content-type': 'application/json' }, payload: '{}' },
    },
    {
      label: 'XML content type',
      options: { ...base, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    },
    {
      label: 'form content type',
      options: { ...base, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
    },
    {
      label: 'multipart without a boundary',
      options: { ...base, headers: { 'content-type': 'multipart/form-data' }, payload: valid },
    },
    { label: 'empty multipart body', options: { ...base, headers: multipart, payload: '' } },
    {
      label: 'multipart cut off in a file',
      options: {
        ...base,
        headers: multipart,
        payload: valid.subarray(0, valid.length - file.bytes.length / 2 - 20),
      },
    },
    {
      label: 'multipart without its closing boundary',
      options: {
        ...base,
        headers: multipart,
        payload: valid.subarray(0, valid.lastIndexOf(`--${boundary}--`)),
      },
    },
    {
      label: 'text that is not multipart',
      options: { ...base, headers: multipart, payload: 'hello, not a form' },
    },
    { label: 'multipart with no file', options: { ...base, headers: multipart, payload: body(fields) } },
    {
      label: `${TOO_MANY_FILES} files`,
      options: {
        ...base,
        headers: multipart,
        payload: body([
          ...fields,
          ...Array.from({ length: TOO_MANY_FILES }, (_, i) => ({
            ...file,
            filename: `${i}-${file.filename}`,
          })),
        ]),
      },
    },
    {
      label: 'a file over the 10 MB limit',
      options: { ...base, headers: multipart, payload: body([...fields, { ...file, bytes: over }]) },
    },
    {
      label: 'too many fields',
      options: {
        ...base,
        headers: multipart,
        payload: body([
          ...Array.from({ length: 30 }, (_, i) => ({ name: `extra${i}`, value: 'x' })),
          ...fields,
          file,
        ]),
      },
    },
    {
      label: 'a __proto__ field',
      options: {
        ...base,
        headers: multipart,
        payload: body([{ name: '__proto__', value: 'x' }, ...fields, file]),
      },
    },
  ]
  if (fields.length > 0) {
    attacks.push(
      {
        label: 'files before the fields',
        options: { ...base, headers: multipart, payload: body([file, ...fields]) },
      },
      { label: 'no fields', options: { ...base, headers: multipart, payload: body([file]) } },
      {
        label: 'fields of 100,000 characters',
        options: {
          ...base,
          headers: multipart,
          payload: body([...fields.map((f) => ({ name: f.name, value: 'x'.repeat(100_000) })), file]),
        },
      },
    )
  }
  return attacks
}
