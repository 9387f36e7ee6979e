import type { DocumentKind } from '#shared/contracts/documents.contract.ts'

const KIND_LABELS: Record<DocumentKind, string> = {
  SIGNED_AGREEMENT: 'Signed service agreement',
}

/** What a document is, in words; a kind this client does not know yet reads as a plain document. */
export function documentKindLabel(kind: string): string {
  return (KIND_LABELS as Record<string, string | undefined>)[kind] ?? 'Document'
}

/** A file size in the units people read (B, KB, MB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
