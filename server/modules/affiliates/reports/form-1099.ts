import { zonedTime } from '#shared/domain/affiliates.ts'
import { findAffiliateById, listTaxForms } from '../affiliates.repository.ts'
import { sumPaidBetween } from '../payouts/payouts.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type Form1099Deps = Pick<UseCaseDeps, 'db' | 'settings'>

/** The 1099-NEC report of a year: affiliates paid at least the threshold, as CSV. */
export function createForm1099Csv(deps: Form1099Deps) {
  const { db } = deps

  return async function form1099Csv(year: number): Promise<string> {
    const s = await deps.settings.getSettings()
    const from = zonedTime({ year, month: 1, day: 1 }, '00:00', s.payoutTimeZone)
    const to = zonedTime({ year: year + 1, month: 1, day: 1 }, '00:00', s.payoutTimeZone)
    const totals = (await sumPaidBetween(db, from, to)).filter(
      (t) => t.totalCents >= s.form1099ThresholdCents,
    )
    const forms = new Map(
      (
        await listTaxForms(
          db,
          totals.map((t) => t.affiliateId),
        )
      ).map((f) => [f.affiliateId, f]),
    )
    const lines = [
      [
        'year',
        'affiliate_code',
        'legal_name',
        'tin_type',
        'tin_last4',
        'address',
        'email',
        'nonemployee_compensation_usd',
      ],
    ]
    for (const total of totals) {
      const affiliate = await findAffiliateById(db, total.affiliateId)
      const form = forms.get(total.affiliateId)
      lines.push([
        String(year),
        affiliate?.code ?? '',
        form?.legalName ?? '(no W-9 on file)',
        form?.tinType ?? '',
        form?.tinLast4 ?? '',
        form?.address ?? '',
        affiliate?.email ?? '',
        (total.totalCents / 100).toFixed(2),
      ])
    }
    return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
  }
}

// Spreadsheet programs run cells that start with = + - @ as formulas: prefix those with a quote.
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
