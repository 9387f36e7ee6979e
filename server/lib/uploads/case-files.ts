import { createHash, randomUUID } from 'node:crypto'
import type { Mailer, OutgoingMail } from '#server/adapters/mail/index.ts'
import { MISSING_FILE_MESSAGE, type FileStorage } from '#server/adapters/storage/index.ts'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { OwnedResource } from '#shared/domain/access.ts'
import { safeFilename } from './safe-filename.ts'

/** An activity entry on a case by its customer or staff, as the audit module's `record` takes it. */
export type FileAuditEntry = {
  caseId: string
  actor: 'USER' | 'ADMIN'
  actorUserId?: string
  action: string
  detail: Record<string, unknown>
}

/** What the path of a case's files needs from its module: the module's own deps, as they are. */
export type CaseFilesDeps = {
  db: Db
  storage: FileStorage
  log: Logger
  mailer: Mailer
  audit: { record(entry: FileAuditEntry, executor?: Db): Promise<void> }
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
  onCaseChanged(caseId: string): Promise<void>
  now: () => Date
}

export type CaseFilesTexts = {
  /** What the files are, in log lines and ids: 'document', 'fingerprint'. */
  noun: string
  /** Logged when the case's status flow fails after a change to its files. */
  caseChangedFailed: string
}

/** What storing a file produced, for its row. */
export type StoredBytes = { storageKey: string; sizeBytes: number; sha256: string }

/** The hex SHA-256 of a file's bytes, kept with its row. */
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/**
 * The steps every kind of file of a case goes through once it is accepted
 * (docs/decisions/023-uploads-and-files-at-rest.md): stored encrypted and recorded with no row
 * without its file, read back for its owner or staff (a missing file is a 404 in words), the
 * customer e-mailed, and the case's status flow told. The documents and fingerprints modules each
 * build one with their own texts; their tables stay theirs, reached through the callbacks they pass.
 */
export function createCaseFiles(deps: CaseFilesDeps, texts: CaseFilesTexts) {
  const { db, storage, log } = deps
  const { noun } = texts

  /** Runs the status flow after a change, logging rather than failing the request that made it. */
  async function caseChanged(caseId: string): Promise<void> {
    await deps
      .onCaseChanged(caseId)
      .catch((error: unknown) => log.error({ err: error, caseId }, texts.caseChangedFailed))
  }

  /** E-mails the customer; the change is saved whatever happens to the e-mail (a failure is logged). */
  async function mailCustomer(
    userId: string,
    caseId: string,
    build: (to: string, firstName: string) => OutgoingMail,
  ): Promise<void> {
    const customer = await deps.findCustomer(userId)
    if (!customer) return
    await deps.mailer
      .send(build(customer.email, customer.firstName))
      .catch((error: unknown) => log.error({ err: error, caseId }, `${noun} e-mail failed`))
  }

  /** Removes a stored object; a failure is logged, since the caller's answer does not depend on it. */
  async function removeQuietly(storageKey: string, message: string): Promise<void> {
    await storage.delete(storageKey).catch((error: unknown) => log.error({ err: error, storageKey }, message))
  }

  /**
   * Stores the bytes under a fresh key below `keyPrefix`, then runs `record` in one transaction;
   * if that fails the file is removed again, so there is never a row without its file.
   */
  async function storeThenRecord<T>(
    file: { keyPrefix: string; filename: string; contentType: string; bytes: Uint8Array },
    record: (tx: Db, stored: StoredBytes) => Promise<T>,
  ): Promise<T> {
    const stored: StoredBytes = {
      storageKey: `${file.keyPrefix}/${randomUUID()}-${safeFilename(file.filename)}`,
      sizeBytes: file.bytes.byteLength,
      sha256: sha256Hex(file.bytes),
    }
    await storage.put(stored.storageKey, file.bytes, file.contentType)
    try {
      return await db.transaction((tx) => record(tx, stored))
    } catch (error) {
      await removeQuietly(stored.storageKey, `could not remove the file of a failed ${noun}`)
      throw error
    }
  }

  /**
   * A recorded file's bytes, decrypted. A row without its file is our fault, not the customer's:
   * logged for us, told in words to them (docs/decisions/059-several-processes-and-production-checks.md).
   */
  async function bytesOf(row: { id: string; storageKey: string }): Promise<Uint8Array> {
    const bytes = await storage.get(row.storageKey)
    if (!bytes) {
      log.error(
        { [`${noun}Id`]: row.id, storage: storage.kind },
        `the file of a ${noun} is missing from storage`,
      )
      throw new AppError('not_found', MISSING_FILE_MESSAGE)
    }
    return bytes
  }

  /** A file and its bytes for the owner of its case or staff; for anyone else it does not exist. */
  async function readOwnedFile<Row extends { id: string; storageKey: string }>(
    actor: User,
    resource: OwnedResource,
    notFound: string,
    found: { row: Row; caseOwnerId: string } | undefined,
  ): Promise<{ row: Row; bytes: Uint8Array }> {
    if (!found || !canActFor(actor, found.caseOwnerId, resource)) throw new AppError('not_found', notFound)
    return { row: found.row, bytes: await bytesOf(found.row) }
  }

  return { ...deps, caseChanged, mailCustomer, removeQuietly, storeThenRecord, bytesOf, readOwnedFile }
}

export type CaseFiles = ReturnType<typeof createCaseFiles>

/** The case when the actor may act on it (its owner, or staff); otherwise the case does not exist. */
export function ownCase<Case extends { userId: string }>(actor: User, found: Case | undefined): Case {
  if (!found || !canActFor(actor, found.userId, 'case')) throw new AppError('not_found', 'Case not found')
  return found
}
