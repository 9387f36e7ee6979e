import type { Mailer } from '#server/adapters/mail/index.ts'
import { TransferRejectedError, type PayoutProvider } from '#server/adapters/payouts/index.ts'
import type { Config } from '#server/config.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { PayoutRun, PayoutSkip } from '#shared/contracts/affiliate-management.contract.ts'
import {
  addBusinessDays,
  connectStatus,
  LEDGER_ENTRY_LABELS,
  monthIn,
  PAYOUT_ARRIVAL_BUSINESS_DAYS,
} from '#shared/domain/affiliates.ts'
import * as affiliatesRepo from '../affiliates.repository.ts'
import { payoutSentEmail } from '../affiliates.emails.ts'
import type { AffiliatesService } from '../affiliates.service.ts'
import * as ledgerRepo from '../ledger/ledger.repository.ts'
import * as repo from './payouts.repository.ts'
import { PAYOUT_RUN_ACTION, type PayoutRunStart } from './run-history.ts'
import { payoutSkipReasons } from './skip-reasons.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

/** How long one process holds a payout while its transfer is in flight. */
const TRANSFER_CLAIM_MS = 2 * 60_000

export type RunPayoutsDeps = UseCaseDeps & {
  config: Pick<Config, 'publicUrl' | 'company'>
  log: Logger
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  provider: PayoutProvider
  affiliates: Pick<AffiliatesService, 'refreshPayoutAccount'>
}

/** The weekly payout run (docs/decisions/032-affiliate-payouts.md) and the sending of one payout. */
export function createPayoutRuns(deps: RunPayoutsDeps) {
  const { db, log } = deps

  /**
   * Pays every affiliate whose available balance reaches the minimum, who has a W-9 and a ready
   * payout account. In two steps: first each affiliate's available entries are locked to a new
   * PROCESSING payout (one transaction per affiliate, under its row lock), then each processing
   * payout, this run's and any a crashed run left, is sent with its id as the idempotency key and
   * recorded. Killed anywhere and run again, it sends no transfer twice. Every affiliate with a
   * non-zero balance it does not pay is listed with the reasons, and the run is kept in the audit
   * log for the run history (docs/decisions/065-payouts-explain-themselves.md).
   */
  async function runPayouts(start: PayoutRunStart): Promise<PayoutRun> {
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    await chargeMonsterFees(now, s.payoutTimeZone, s.monsterLevelFeeCents)
    const affiliateRows = await affiliatesRepo.listAffiliates(db)
    const [taxForms, accounts, balances, held] = await Promise.all([
      affiliatesRepo.listTaxForms(
        db,
        affiliateRows.map((a) => a.id),
      ),
      affiliatesRepo.listPayoutAccounts(db),
      ledgerRepo.sumBalances(db, now),
      ledgerRepo.heldReleaseDates(db, now),
    ])
    const affiliateOf = new Map(affiliateRows.map((a) => [a.id, a]))
    const hasTaxForm = new Set(taxForms.map((f) => f.affiliateId))
    const storedAccountOf = new Map(accounts.map((a) => [a.affiliateId, a]))
    const skipped: PayoutSkip[] = []
    for (const [affiliateId, balance] of balances) {
      const standing = {
        availableCents: balance.availableCents,
        heldCents: balance.pendingCents,
        heldUntil: held.get(affiliateId)?.first ?? null,
        minimumCents: s.minimumPayoutCents,
        hasTaxForm: hasTaxForm.has(affiliateId),
      }
      // The last known account first: the provider is asked only when nothing else stands in the way.
      const stored = connectStatus(storedAccountOf.get(affiliateId) ?? null)
      let reasons = payoutSkipReasons({ ...standing, accountStatus: stored })
      if (reasons.every((reason) => reason.kind === 'NO_PAYOUT_ACCOUNT')) {
        const account = await deps.affiliates.refreshPayoutAccount(affiliateId).then(
          (row) => row ?? null,
          (error: unknown) => {
            log.warn({ err: error, affiliateId }, 'payout account status unavailable')
            return 'unavailable' as const
          },
        )
        reasons =
          account === 'unavailable'
            ? [{ kind: 'ACCOUNT_UNCHECKED' }]
            : payoutSkipReasons({ ...standing, accountStatus: connectStatus(account) })
        if (account && account !== 'unavailable' && reasons.length === 0) {
          await openPayout(affiliateId, account, now, s.minimumPayoutCents)
          continue
        }
      }
      if (balance.availableCents + balance.pendingCents === 0) continue
      const affiliate = affiliateOf.get(affiliateId)
      skipped.push({ affiliateId, name: affiliate?.name ?? '', code: affiliate?.code ?? '', reasons })
    }
    const run: PayoutRun = {
      processed: 0,
      failed: 0,
      totalAmount: 0,
      ranAt: now.toISOString(),
      trigger: start.trigger,
      skipped: skipped.sort((a, b) => a.name.localeCompare(b.name, 'en-US') || a.code.localeCompare(b.code)),
    }
    for (const payoutId of await repo.listProcessingPayoutIds(db)) {
      const outcome = await sendPayout(payoutId)
      if (outcome === 'failed') run.failed += 1
      if (typeof outcome === 'object') {
        run.processed += 1
        run.totalAmount += outcome.amountCents
      }
    }
    // The money has moved by now: a run history that cannot be written must not turn the run
    // into "Failed to process payouts".
    await deps.audit
      .record({
        caseId: null,
        actor: start.trigger === 'MANUAL' ? 'ADMIN' : 'SYSTEM',
        ...(start.trigger === 'MANUAL' ? { actorUserId: start.actorUserId } : {}),
        action: PAYOUT_RUN_ACTION,
        detail: run,
      })
      .catch((error: unknown) => log.error({ err: error }, 'payout run not recorded'))
    return run
  }

  async function openPayout(
    affiliateId: string,
    account: affiliatesRepo.PayoutAccountRow,
    now: Date,
    minimumCents: number,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const affiliate = await affiliatesRepo.lockAffiliate(tx, affiliateId)
      if (!affiliate) return
      const entries = await ledgerRepo.lockPayableEntries(tx, affiliateId, now)
      const amountCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0)
      if (amountCents < minimumCents || amountCents <= 0) return
      const payout = await repo.insertPayout(tx, {
        affiliateId,
        amountCents,
        provider: account.provider,
        accountId: account.accountId,
        createdAt: now,
      })
      await ledgerRepo.lockEntriesToPayout(
        tx,
        entries.map((entry) => entry.id),
        payout.id,
      )
    })
  }

  /**
   * Sends one processing payout unless another process holds it. A refusal by the provider fails
   * the payout and frees its entries for the next run; any other error (a timeout: was it sent?)
   * leaves it processing, to be sent again with the same key.
   */
  async function sendPayout(payoutId: string): Promise<{ amountCents: number } | 'failed' | 'skipped'> {
    const payout = await repo.claimPayout(db, payoutId, new Date(Date.now() + TRANSFER_CLAIM_MS))
    if (!payout) return 'skipped'
    const affiliate = await affiliatesRepo.findAffiliateById(db, payout.affiliateId)
    let transferId: string
    try {
      ;({ transferId } = await deps.provider.transfer({
        accountId: payout.accountId,
        amountCents: payout.amountCents,
        idempotencyKey: payout.id,
        description: `Affiliate payout ${affiliate?.code ?? ''}`.trim(),
      }))
    } catch (error) {
      if (error instanceof TransferRejectedError) {
        await db.transaction(async (tx) => {
          if (await repo.markPayoutFailed(tx, payout.id, error.message)) {
            await ledgerRepo.releaseEntriesOfPayout(tx, payout.id)
          }
        })
      } else {
        await repo.releasePayoutClaim(db, payout.id)
      }
      log.error(
        { payoutId: payout.id, reason: error instanceof Error ? error.message : String(error) },
        'payout not sent',
      )
      return 'failed'
    }
    const paidAt = await deps.clock.now()
    const expectedArrivalAt = addBusinessDays(paidAt, PAYOUT_ARRIVAL_BUSINESS_DAYS.max)
    const paid = await repo.markPayoutPaid(db, payout.id, { transferId, paidAt, expectedArrivalAt })
    if (!paid) return 'skipped'
    if (affiliate) {
      const s = await deps.settings.getSettings()
      await deps.mailer
        .send(
          payoutSentEmail({
            to: affiliate.email,
            name: affiliate.name,
            amountCents: paid.amountCents,
            expectedArrivalAt,
            timeZone: s.payoutTimeZone,
            dashboardUrl: `${deps.config.publicUrl}/affiliate?tab=payouts`,
            company: deps.config.company,
          }),
        )
        .catch((error: unknown) => log.error({ err: error, payoutId }, 'payout e-mail not sent'))
    }
    return { amountCents: paid.amountCents }
  }

  /** The Monster Level fee of this month, once per affiliate, taken from the month's first payout run. */
  async function chargeMonsterFees(now: Date, timeZone: string, feeCents: number): Promise<void> {
    if (feeCents <= 0) return
    const month = monthIn(now, timeZone)
    for (const affiliate of await affiliatesRepo.listActiveAffiliates(db)) {
      if (!affiliate.isMonsterLevel) continue
      await ledgerRepo.insertEntry(db, {
        affiliateId: affiliate.id,
        kind: 'MONSTER_FEE',
        amountCents: -feeCents,
        reason: `${LEDGER_ENTRY_LABELS.MONSTER_FEE} for ${month}`,
        uniqueKey: `monster-fee:${affiliate.id}:${month}`,
        availableAt: now,
        createdAt: now,
      })
    }
  }

  return { runPayouts, sendPayout }
}
