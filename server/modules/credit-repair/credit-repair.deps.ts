import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { AlsoRecord, StoreDocumentInput, StoredDocument } from '#server/modules/documents/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Document } from '#shared/contracts/documents.contract.ts'
import type { CaseAnswers } from '#shared/domain/fulfilment/types.ts'

/** What credit repair needs from the rest of the application; each use case picks its part. */
export type CreditRepairServiceDeps = {
  db: Db
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  config: Pick<Config, 'publicUrl'>
  settings: { getSettings(): Promise<{ companyName: string; payoutTimeZone: string }> }
  /** The business's "now": in test mode the admin's test clock may move it (docs/decisions/033). */
  clock: { now(): Promise<Date> }
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
  listOrders(
    actor: User,
    userId: string,
  ): Promise<{ caseId: string | null; status: string; createdAt: string }[]>
  loadCase(caseId: string): Promise<{ id: string; userId: string; answers: CaseAnswers } | undefined>
  isIdentityVerified(userId: string): Promise<boolean>
  findLetterIdentity(userId: string): Promise<{ fullName: string; ssnLast4: string } | undefined>
  documents: {
    registerCreditReport(
      actor: User,
      caseId: string,
      input: { objectId: string; filename: string },
    ): Promise<Document>
    readDocumentBytes(documentId: string): Promise<Uint8Array>
    storeSystemDocument(
      input: Omit<StoreDocumentInput, 'userId'> & { uploadedBy: 'SYSTEM' | 'ADMIN' },
      alsoRecord?: AlsoRecord,
    ): Promise<StoredDocument>
  }
}
