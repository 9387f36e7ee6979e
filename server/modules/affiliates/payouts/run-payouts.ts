import type { Mailer } from '#server/adapters/mail/index.ts'
import { TransferRejectedError, type PayoutProvider } from '#server/adapters/payouts/index.ts'
import type { Config } from '#server/config.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { PayoutRunResult } from '#shared/contracts/affiliate-management.contract.ts'
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
import type { UseCaseDeps } from '../use-case-deps.ts'

/** How long one process holds a payout while its transfer is in flight. */
const TRANSFER_CLAIM_MS = 2 * 60_000

export type RunPayoutsDeps = UseCaseDeps & {
  config: Pick<Config, 'publicUrl' | 'company'>
  log: Logger
  mailer: Mailer
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
   * recorded. Killed anywhere and run again, it sends no transfer twice.
   */
  async function runPayouts(): Promise<PayoutRunResult> {
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    await chargeMonsterFees(now, s.payoutTimeZone, s.monsterLevelFeeCents)
    const taxForms = new Set(
      (
        await affiliatesRepo.listTaxForms(
          db,
          (await affiliatesRepo.listAffiliates(db)).map((a) => a.id),
        )
      ).map((f) => f.affiliateId),
    )
    const balances = await ledgerRepo.sumBalances(db, now)
    for (const [affiliateId, balance] of balances) {
      if (balance.availableCents < s.minimumPayoutCents || !taxForms.has(affiliateId)) continue
      const account = await deps.affiliates.refreshPayoutAccount(affiliateId).catch((error: unknown) => {
        log.warn({ err: error, affiliateId }, 'payout account status unavailable')
        return undefined
      })
      if (!account || connectStatus(account) !== 'READY') continue
      await openPayout(affiliateId, account, now, s.minimumPayoutCents)
    }
    const result: PayoutRunResult = { processed: 0, failed: 0, totalAmount: 0 }
    for (const payoutId of await repo.listProcessingPayoutIds(db)) {
      const outcome = await sendPayout(payoutId)
      if (outcome === 'failed') result.failed += 1
      if (typeof outcome === 'object') {
        result.processed += 1
        result.totalAmount += outcome.amountCents
      }
    }
    return result
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
