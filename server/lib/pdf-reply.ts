import type { FastifyReply } from 'fastify'

/** Sends a PDF we generated as a download that no cache keeps and no browser sniffs. */
export function sendPdfAttachment(
  reply: FastifyReply,
  { filename, bytes }: { filename: string; bytes: Uint8Array },
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
}

/** A file name made of the words of a name (the company's), for a downloaded file. */
export function fileNamePart(name: string, fallback: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || fallback
}
