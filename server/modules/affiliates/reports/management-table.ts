import { AppError } from '#server/lib/app-error.ts'
import type { AffiliateManagementRow } from '#shared/contracts/affiliate-management.contract.ts'
import type { Payout } from '#shared/contracts/affiliates.contract.ts'
import { connectStatus } from '#shared/domain/affiliates.ts'
import * as affiliatesRepo from '../affiliates.repository.ts'
import { sumBalances, type Balances } from '../ledger/ledger.repository.ts'
import { toPayout } from '../payouts/payout-view.ts'
import { lastPaidPayouts, listPayouts, type PayoutRow } from '../payouts/payouts.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type ManagementTableDeps = UseCaseDeps

/** The admin's affiliate table and recent payouts (spec 002 §2.7). */
export function createManagementTable(deps: ManagementTableDeps) {
  const { db } = deps

  /** Every affiliate with badge, balances and last payout, for the admin's table. */
  async function listManagement(): Promise<AffiliateManagementRow[]> {
    const [s, now, rows, accounts, lastPaid] = await Promise.all([
      deps.settings.getSettings(),
      deps.clock.now(),
      affiliatesRepo.listAffiliates(db),
      affiliatesRepo.listPayoutAccounts(db),
      lastPaidPayouts(db),
    ])
    const [balances, taxForms] = await Promise.all([
      sumBalances(db, now),
      affiliatesRepo.listTaxForms(
        db,
        rows.map((row) => row.id),
      ),
    ])
    const accountOf = new Map(accounts.map((account) => [account.affiliateId, account]))
    const hasW9 = new Set(taxForms.map((form) => form.affiliateId))
    return rows.map((row) =>
      toRow(
        row,
        s.affiliateCommissionBps,
        accountOf.get(row.id),
        balances.get(row.id),
        lastPaid.get(row.id),
        hasW9.has(row.id),
      ),
    )
  }

  /** One affiliate's row of the table, as an admin action answers with it. */
  async function managementRow(affiliateId: string): Promise<AffiliateManagementRow> {
    const row = (await listManagement()).find((r) => r.id === affiliateId)
    if (!row) throw new AppError('not_found', 'Affiliate not found')
    return row
  }

  /** The 10 latest payouts. */
  async function listRecentPayouts(): Promise<Payout[]> {
    return (await listPayouts(db, { limit: 10 })).map(({ payout, code }) => toPayout(payout, code))
  }

  return { listManagement, managementRow, listRecentPayouts }
}

export type ManagementTable = ReturnType<typeof createManagementTable>

function toRow(
  row: affiliatesRepo.AffiliateRow,
  bps: number,
  account: affiliatesRepo.PayoutAccountRow | undefined,
  balance: Balances | undefined,
  lastPaid: PayoutRow | undefined,
  hasW9: boolean,
): AffiliateManagementRow {
  return {
    id: row.id,
    code: row.code,
    email: row.email,
    name: row.name,
    rate: bps / 10_000,
    status: row.status,
    statusReason: row.statusReason,
    stripeAccountId: account?.accountId ?? null,
    connectStatus: {
      detailsSubmitted: account?.detailsSubmitted ?? false,
      transfersEnabled: account?.transfersEnabled ?? false,
    },
    connectBadge: connectStatus(account ?? null),
    hasW9,
    isMonsterLevel: row.isMonsterLevel,
    pendingPayout: {
      availableAmount: balance?.availableCents ?? 0,
      pendingAmount: balance?.pendingCents ?? 0,
    },
    lastPayout: lastPaid?.paidAt
      ? { amount: lastPaid.amountCents, paidAt: lastPaid.paidAt.toISOString() }
      : null,
    signedUpAt: row.signedUpAt.toISOString(),
  }
}
