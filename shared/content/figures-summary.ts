import { formatSupportHours } from './help.ts'
import { payoutSchedule } from './affiliate.ts'
import type { ContentFigures, PackageFigure } from './figures.ts'
import { dayCount, percent, shareCents, usd } from './format.ts'

export type FiguresSummaryLine = { id: string; label: string; value: string }

/**
 * The figures the pages print, one line each in the words they use: what the settings editor
 * previews before an admin saves a change (docs/decisions/037-settings-editor.md).
 */
export function figuresSummary(f: ContentFigures): FiguresSummaryLine[] {
  const { state, federal, bundle, basicCredit, vipCredit, aiCredit } = f.packages
  const a = f.affiliate
  const restoration = (p: PackageFigure) =>
    `${usd(p.priceCents)} with verified ID, ${usd(p.unverifiedPriceCents)} without`
  const credit = (p: PackageFigure | null) =>
    p ? `${usd(p.priceCents)} verified, ${usd(p.unverifiedPriceCents)} not verified` : 'Not offered'
  const hours = f.company.supportHours ? formatSupportHours(f.company.supportHours, f.timeZoneLabel) : null
  const line = (id: string, label: string, value: string): FiguresSummaryLine => ({ id, label, value })
  return [
    line('company', 'Company', `${f.company.name}, ${f.company.address}`),
    line('supportEmail', 'Support e-mail', f.company.supportEmail),
    line('supportPhone', 'Support phone', f.company.supportPhone ?? 'None shown'),
    line('supportHours', 'Support hours', hours?.summary ?? 'None shown'),
    line('state', state.name, restoration(state)),
    line('federal', federal.name, restoration(federal)),
    line('bundle', bundle.name, restoration(bundle)),
    line('bundleSavings', 'Bundle savings', usd(f.bundleSavingsCents)),
    line('vipValue', 'VIP Credit Repair included', `${usd(f.vipCreditRepairValueCents)} value, free`),
    line('basicCredit', basicCredit?.name ?? 'Basic Credit Repair', credit(basicCredit)),
    line('vipCredit', vipCredit?.name ?? 'VIP Credit Repair', credit(vipCredit)),
    line('aiCredit', aiCredit?.name ?? 'AI Credit Repair', credit(aiCredit)),
    line('deposit', 'Deposit', `${f.depositPercent}% (${usd(f.federalDepositCents)} on ${federal.name})`),
    line(
      'easyPayments',
      'Easy Payments estimate',
      `${usd(federal.monthlyEstimateCents)} a month for ${f.easyPaymentsMonths} months (${federal.name})`,
    ),
    line(
      'commission',
      'Affiliate commission',
      `${percent(a.commissionBps)}, +${usd(a.idVerifiedBonusCents)} with verified ID: ${usd(shareCents(federal.priceCents, a.commissionBps))} on a ${federal.name} sale`,
    ),
    line(
      'payouts',
      'Payouts',
      `${payoutSchedule(f)}, after a ${dayCount(a.holdDays)} hold; minimum ${usd(a.minimumPayoutCents)}`,
    ),
    line('cookie', 'Referral cookie', dayCount(a.cookieDays)),
    line(
      'monsterLevel',
      'Monster Level',
      `${usd(a.monsterLevelFeeCents)} a month; overrides ${a.monsterLevelOverrideBps.map(percent).join(', ')}`,
    ),
    line(
      'fastStart',
      'Fast-start bonus',
      `${usd(a.fastStartBonusCents)} for ${a.fastStartSales} direct sales within ${dayCount(a.fastStartDays)}`,
    ),
    line(
      'inactivity',
      'Deactivation',
      `After ${dayCount(a.inactivityDays)} without a direct sale, warned ${dayCount(a.inactivityWarningDays)} before`,
    ),
    line('form1099', '1099-NEC', `From ${usd(a.form1099ThresholdCents)} paid in a year`),
    line(
      'deadline',
      'Deadline banner',
      f.deadline.isPostLawActive
        ? `Post-law flag on: no countdown (increase ${usd(f.deadline.postLawIncreaseCents)})`
        : `Counts down to ${f.deadline.deadlineAt}, then prices rise by ${usd(f.deadline.postLawIncreaseCents)}`,
    ),
  ]
}
