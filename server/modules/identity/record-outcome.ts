import {
  WebhookSignatureError,
  type IdentityEvent,
  type IdentityProvider,
  type WebhookHeaders,
} from '#server/adapters/identity/index.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import {
  findVerificationBySession,
  updateVerificationStatusFrom,
  type NewVerificationRow,
  type VerificationRow,
  type VerificationStatus,
} from './identity.repository.ts'

export type OutcomeDeps = {
  db: Db
  provider: IdentityProvider
  log: Logger
  audit: Pick<AuditService, 'record'>
  cases: Pick<CasesService, 'reconcileCasesOfUser'>
}

/** The reasons a check failed, as stored. */
export function reasonsOf(row: VerificationRow): string[] {
  return Array.isArray(row.reasons) ? row.reasons.filter((r): r is string => typeof r === 'string') : []
}

/** Where every provider's outcome lands, and the Stripe Identity webhook that brings one. */
export function createOutcomes({ db, provider, log, audit, cases }: OutcomeDeps) {
  /**
   * Takes a Stripe Identity webhook delivery: the signature is checked on the raw body (a bad one
   * is refused and changes nothing), then the event is recorded once however often it arrives.
   */
  async function handleStripeWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<void> {
    if (provider.kind !== 'STRIPE') throw new AppError('not_found', 'Not found')
    let event: IdentityEvent | null
    try {
      event = await provider.parseWebhook(rawBody, headers)
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new AppError('bad_request', 'The webhook signature is not valid.')
      }
      throw error
    }
    if (!event) return
    const row = await findVerificationBySession(db, 'STRIPE', event.sessionId)
    if (!row) {
      log.warn({ sessionId: event.sessionId, event: event.type }, 'identity event for an unknown session')
      return
    }
    await recordOutcome(row, event)
  }

  /**
   * Where every provider's outcome lands: the status moves only from the states the event may
   * follow, so a repeated or late delivery changes nothing; a verified or failed check gets one
   * activity entry on its case. Returns the updated row, or undefined when nothing changed.
   */
  async function recordOutcome(
    row: VerificationRow,
    event: IdentityEvent,
    extra: Partial<NewVerificationRow> = {},
  ): Promise<VerificationRow | undefined> {
    const { from, values, action } = transition(event)
    const updated = await db.transaction(async (tx) => {
      const updated = await updateVerificationStatusFrom(tx, row.id, from, { ...extra, ...values })
      if (updated?.caseId && action) {
        await audit.record(
          {
            caseId: updated.caseId,
            actor: 'SYSTEM',
            action,
            detail: { verificationId: updated.id, provider: updated.provider, reasons: reasonsOf(updated) },
          },
          tx,
        )
      }
      return updated
    })
    // A verified identity may be what a case was waiting for (docs/decisions/028-case-status-flow.md).
    if (updated?.status === 'VERIFIED') {
      await cases
        .reconcileCasesOfUser(updated.userId)
        .catch((error: unknown) =>
          log.error({ err: error }, 'case status could not follow the identity check'),
        )
    }
    return updated
  }

  return { handleStripeWebhook, recordOutcome }
}

type Transition = {
  from: readonly VerificationStatus[]
  values: Partial<NewVerificationRow> & { status: VerificationStatus }
  action: 'IDENTITY_VERIFIED' | 'IDENTITY_FAILED' | null
}

// A verified result may follow a failed attempt (Stripe lets the person try again in the same
// session); nothing follows a verified or canceled check.
function transition(event: IdentityEvent): Transition {
  switch (event.type) {
    case 'processing':
      return { from: ['REQUIRES_INPUT'], values: { status: 'PROCESSING' }, action: null }
    case 'verified':
      return {
        from: ['REQUIRES_INPUT', 'PROCESSING', 'FAILED'],
        values: {
          status: 'VERIFIED',
          verifiedFirstName: event.person.firstName,
          verifiedLastName: event.person.lastName,
          verifiedDateOfBirth: event.person.dateOfBirth,
          lastError: null,
          reasons: null,
        },
        action: 'IDENTITY_VERIFIED',
      }
    case 'failed':
      return {
        from: ['REQUIRES_INPUT', 'PROCESSING'],
        values: { status: 'FAILED', lastError: event.reasons[0] ?? null, reasons: event.reasons },
        action: 'IDENTITY_FAILED',
      }
    case 'canceled':
      return {
        from: ['REQUIRES_INPUT', 'PROCESSING', 'FAILED'],
        values: { status: 'CANCELED' },
        action: null,
      }
  }
}
